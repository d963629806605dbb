import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.adopt'), href: '/adopt' },
          { label: t('nav.adoptionApplication'), href: '/adopt/application' },
          { label: t('nav.thankYou') },
        ]}
      />
      <ThankYou form="adoption" level={1} />
      <p>
        <a href="/adopt/available-dogs">{t('nav.availableDogs')}</a>
      </p>
    </>
  );
}
