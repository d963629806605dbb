import type { Site } from '#lib/content/types.generated.ts';
import { mailbox } from '#lib/content/siteFacts.ts';
import type { BuiltForm, FormName, FormState } from '#lib/forms/forms.ts';
import type { Crumb } from '#lib/routes.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Message, useT } from '../Messages.tsx';
import { PageLink } from '../PageLink.tsx';
import { SiteForm } from './SiteForm.tsx';

/**
 * What a form's page draws (renderer/siteData.ts's formPageData gives it): the form of
 * content/forms in the page's language (undefined when the rescue has none), whether this build
 * delivers forms, the privacy notice's address where the site writes one, and the breadcrumbs.
 */
export interface FormPageData {
  site: Site;
  form: BuiltForm | undefined;
  formsEnabled: boolean;
  privacyNotice: string | undefined;
  trail?: Crumb[];
}

export interface FormViewProps {
  form: BuiltForm;
  site: Site;
  enabled: boolean;
  state?: FormState;
  /**
   * The privacy notice's address, linked under the form. The forms handler's answer gives none:
   * it replaces only the form of the page it was drawn in, which keeps the page's own link.
   */
  privacyNotice?: string;
}

/** The mailbox each form's answers can be written to instead (site.json `emails`). */
const mailboxes: Record<FormName, Parameters<typeof mailbox>[1] | undefined> = {
  contact: undefined,
  'foster-application': 'fostering',
  adoption: 'adoption',
  volunteer: 'volunteering',
};

/** A form of content/forms, drawn alike by its page and by the forms handler's no-JavaScript answer. */
export function FormView({ form, site, enabled, state, privacyNotice }: FormViewProps) {
  const t = useT();
  const kind = mailboxes[form.name];
  const email = kind ? mailbox(site, kind) : site.email;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const offline =
    form.name === 'contact' ? (
      <Message
        id="forms.contactOffline"
        parts={{
          mail,
          phone: <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>,
        }}
      />
    ) : form.name === 'foster-application' ? (
      <Message
        id="fostering.offline"
        parts={{
          form: (
            <ExternalLink href={site.forms?.fosterApplication}>
              {t('fostering.formLink')}
            </ExternalLink>
          ),
          mail,
        }}
      />
    ) : (
      <Message id="forms.applicationOffline" parts={{ mail }} />
    );
  return (
    <>
      <SiteForm form={form} enabled={enabled} email={email} offline={offline} state={state} />
      {privacyNotice && <PrivacyNote href={privacyNotice} />}
    </>
  );
}

/** Under a form: where the privacy notice says what happens to the answers. */
export function PrivacyNote({ href }: { href: string }) {
  const t = useT();
  return (
    <p>
      <Message
        id="forms.privacyNote"
        parts={{ link: <PageLink href={href}>{t('forms.privacyLink')}</PageLink> }}
      />
    </p>
  );
}
