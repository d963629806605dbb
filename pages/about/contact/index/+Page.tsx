import type { FormPageData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ContactForm } from '#components/forms/ContactForm.tsx';

export default function Page({ site, formsEnabled }: FormPageData) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'About', href: '/about' }, { label: 'Contact' }]} />
      <h1>Contact Us</h1>
      <ContactForm site={site} enabled={formsEnabled} />
    </>
  );
}
