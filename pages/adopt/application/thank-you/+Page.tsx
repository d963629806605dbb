import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';
import { routes, trailTo } from '#lib/routes.ts';
import { PageLink } from '#components/PageLink.tsx';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailTo(t, routes.adoptionThanks)} />
      <ThankYou form="adoption" level={1} />
      <p>
        <PageLink to={routes.availableDogs}>{t('nav.availableDogs')}</PageLink>
      </p>
    </>
  );
}
