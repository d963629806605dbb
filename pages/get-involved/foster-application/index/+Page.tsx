import type { FormPageData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { FosterApplicationForm } from '#components/forms/FosterApplicationForm.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page({ site, formsEnabled }: FormPageData) {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.getInvolved'), href: '/get-involved' },
          { label: t('nav.fostering'), href: '/get-involved/foster' },
          { label: t('nav.fosterApplication') },
        ]}
      />
      <h1>{t('nav.fosterApplication')}</h1>
      <p>{t('fostering.applicationIntro')}</p>
      <p>{t('fostering.allRequired')}</p>
      <FosterApplicationForm site={site} enabled={formsEnabled} />
    </>
  );
}
