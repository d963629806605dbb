import type { Site } from '#lib/content/types.generated.ts';
import type { PrivacyFacts } from '#lib/privacyNotice.ts';
import { Message, useT } from './Messages.tsx';
import { PageLink } from './PageLink.tsx';

/** The privacy notice the site writes from what it does (lib/privacyNotice.ts), under the rescue's own words. */
export function PrivacyNotice({ facts, site }: { facts: PrivacyFacts; site: Site }) {
  const t = useT();
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  return (
    <>
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.formsHeading')}</h2>
      <p>{facts.sending ? t('privacy.formsSent') : t('privacy.formsOff')}</p>
      <ul>
        {facts.forms.map((form) => (
          <li key={form.name}>
            <Message
              id="privacy.formAsks"
              parts={{ form: <PageLink href={form.path}>{form.title}</PageLink> }}
            />
            <ul>
              {form.questions.map((question, index) => (
                <li key={index}>{question}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {facts.formHost && <p>{t('privacy.embeddedForm', { host: facts.formHost })}</p>}
      <h2>{t('privacy.alertsHeading')}</h2>
      {facts.sending ? (
        <>
          <p>{t('privacy.alertsConfirm')}</p>
          <p>{t('privacy.alertsKept')}</p>
          <p>{t('privacy.alertsDelete')}</p>
        </>
      ) : (
        <p>{t('privacy.alertsOff')}</p>
      )}
      <h2>{t('privacy.cookiesHeading')}</h2>
      <p>{t('privacy.noCookies')}</p>
      <p>{t('privacy.editorCookie')}</p>
      <h2>{t('privacy.servicesHeading')}</h2>
      <p>{t('privacy.hosting')}</p>
      {facts.photoHosts && <p>{t('privacy.listingPhotos', { hosts: facts.photoHosts })}</p>}
      <p>{t('privacy.links')}</p>
      <h2>{t('privacy.questionsHeading')}</h2>
      <p>
        <Message id="privacy.questions" parts={{ mail, name: site.name }} />
      </p>
    </>
  );
}
