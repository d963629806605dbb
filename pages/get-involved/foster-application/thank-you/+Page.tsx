import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.getInvolved'), href: '/get-involved' },
          { label: t('nav.fostering'), href: '/get-involved/foster' },
          { label: t('nav.fosterApplication'), href: '/get-involved/foster-application' },
          { label: t('nav.thankYou') },
        ]}
      />
      <ThankYou form="foster-application" level={1} />
      <p>
        <a href="/get-involved/animals-needing-foster-homes">{t('fostering.meetAnimals')}</a>
      </p>
    </>
  );
}
