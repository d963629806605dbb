import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';
import { routes, trailTo } from '#lib/routes.ts';
import { PageLink } from '#components/PageLink.tsx';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailTo(t, routes.fosterThanks)} />
      <ThankYou form="foster-application" level={1} />
      <p>
        <PageLink to={routes.animalsNeedingFosters}>{t('fostering.meetAnimals')}</PageLink>
      </p>
    </>
  );
}
