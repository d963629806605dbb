import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';
import { routes, trailTo } from '#lib/routes.ts';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailTo(t, routes.volunteerThanks)} />
      <ThankYou form="volunteer" level={1} />
      <p>
        <a href="/">{t('common.homePage')}</a>
      </p>
    </>
  );
}
