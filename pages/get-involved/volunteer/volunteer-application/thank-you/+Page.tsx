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
          { label: t('nav.volunteer'), href: '/get-involved/volunteer' },
          {
            label: t('nav.volunteerApplication'),
            href: '/get-involved/volunteer/volunteer-application',
          },
          { label: t('nav.thankYou') },
        ]}
      />
      <ThankYou form="volunteer" level={1} />
      <p>
        <a href="/">{t('common.homePage')}</a>
      </p>
    </>
  );
}
