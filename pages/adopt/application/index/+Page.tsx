import { ExternalLink } from '#components/ExternalLink.tsx';
import { FormView, PrivacyNote, type FormPageData } from '#components/forms/FormView.tsx';
import { Html } from '#components/Html.tsx';
import { Message, useT } from '#components/Messages.tsx';

export default function Page({ site, form, formsEnabled, privacyNotice }: FormPageData) {
  const t = useT();
  const embed = site.forms?.adoptionApplicationEmbed;
  // The rescue's own form (content/forms/adoption.json), unless site.json embeds an outside one.
  if (!embed && form) {
    return (
      <>
        <h1>{t('nav.adoptionApplication')}</h1>
        {form.intro && <Html html={form.intro} />}
        <FormView form={form} site={site} enabled={formsEnabled} privacyNotice={privacyNotice} />
      </>
    );
  }
  return (
    <>
      <h1>{t('nav.adoptionApplication')}</h1>
      {site.forms?.adoptionApplication && (
        <p className="note">
          <Message
            id="adopt.formNote"
            parts={{
              link: (
                <ExternalLink href={site.forms.adoptionApplication}>
                  {t('adopt.formLink')}
                </ExternalLink>
              ),
            }}
          />
        </p>
      )}
      {embed && (
        <iframe
          className="embedded-form"
          src={embed}
          title={t('adopt.formTitle')}
          height="800"
          loading="lazy"
        />
      )}
      {privacyNotice && <PrivacyNote href={privacyNotice} />}
    </>
  );
}
