import { ThankYouPage } from '#components/forms/ThankYouPage.tsx';
import { routes } from '#lib/routes.ts';
import type { Data } from './+data.ts';

export default function Page({ trail }: Data) {
  return (
    <ThankYouPage
      form="adoption"
      trail={trail}
      next={routes.availableDogs}
      nextLabel="nav.availableDogs"
    />
  );
}
