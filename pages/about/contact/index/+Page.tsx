import type { FormPageData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ContactForm } from '#components/forms/ContactForm.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page({ site, formsEnabled }: FormPageData) {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[{ label: t('nav.about'), href: '/about' }, { label: t('nav.contact') }]}
      />
      <h1>{t('nav.contactUs')}</h1>
      <ContactForm site={site} enabled={formsEnabled} />
    </>
  );
}
