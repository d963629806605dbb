import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { FormView, type FormPageData } from '#components/forms/FormView.tsx';
import { Html } from '#components/Html.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page({ trail, site, form, formsEnabled, privacyNotice }: FormPageData) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.fosterApplication')}</h1>
      {form?.intro && <Html html={form.intro} />}
      {form && (
        <FormView form={form} site={site} enabled={formsEnabled} privacyNotice={privacyNotice} />
      )}
    </>
  );
}
