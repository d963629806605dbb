import { mailbox } from '#lib/content/siteFacts.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import type { FormViewProps } from './ContactForm.tsx';
import { Field } from './Field.tsx';
import { SiteForm } from './SiteForm.tsx';
import { Message, useT } from '../Messages.tsx';

export function FosterApplicationForm({ site, enabled, state }: FormViewProps) {
  const t = useT();
  const address = mailbox(site, 'fostering');
  return (
    <SiteForm
      name="foster-application"
      enabled={enabled}
      email={address}
      state={state}
      labelledBy="household"
      offline={
        <Message
          id="fostering.offline"
          parts={{
            form: (
              <ExternalLink href={site.forms?.fosterApplication}>
                {t('fostering.formLink')}
              </ExternalLink>
            ),
            mail: <a href={`mailto:${address}`}>{address}</a>,
          }}
        />
      }
    >
      <h2 id="household">{t('fostering.household')}</h2>
      <Field name="firstName" autoComplete="given-name" />
      <Field name="lastName" autoComplete="family-name" />
      <Field name="email" autoComplete="email" />
      <Field name="phone" type="tel" autoComplete="tel" />
      <fieldset>
        <legend>{t('fostering.address')}</legend>
        <Field name="address" autoComplete="address-line1" />
        <Field name="address2" autoComplete="address-line2" />
        <Field name="city" autoComplete="address-level2" />
        <Field name="state" autoComplete="address-level1" />
        <Field name="zip" autoComplete="postal-code" inputMode="numeric" />
      </fieldset>
    </SiteForm>
  );
}
