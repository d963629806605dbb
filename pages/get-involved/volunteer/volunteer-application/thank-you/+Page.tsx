import { ThankYouPage } from '#components/forms/ThankYouPage.tsx';
import { routes } from '#lib/routes.ts';

export default function Page() {
  return <ThankYouPage form="volunteer" next={routes.home} nextLabel="common.homePage" />;
}
