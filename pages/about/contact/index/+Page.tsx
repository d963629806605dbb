import type { FormPageData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { FormView } from '#components/forms/FormView.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page({ site, form, formsEnabled }: FormPageData) {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[{ label: t('nav.about'), href: '/about' }, { label: t('nav.contact') }]}
      />
      <h1>{t('nav.contactUs')}</h1>
      {form && <FormView form={form} site={site} enabled={formsEnabled} />}
    </>
  );
}
