import type { Site } from '#lib/content/types.generated.ts';
import type { FormState } from '#lib/forms/forms.ts';
import { Field } from './Field.tsx';
import { SiteForm } from './SiteForm.tsx';
import { Message } from '../Messages.tsx';

export interface FormViewProps {
  site: Site;
  enabled: boolean;
  state?: FormState;
}

export function ContactForm({ site, enabled, state }: FormViewProps) {
  return (
    <SiteForm
      name="contact"
      enabled={enabled}
      email={site.email}
      state={state}
      offline={
        <Message
          id="forms.contactOffline"
          parts={{
            mail: <a href={`mailto:${site.email}`}>{site.email}</a>,
            phone: <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>,
          }}
        />
      }
    >
      <Field name="firstName" autoComplete="given-name" />
      <Field name="lastName" autoComplete="family-name" />
      <Field name="email" autoComplete="email" />
      <Field name="phone" type="tel" autoComplete="tel" />
      <Field name="message" rows={6} />
    </SiteForm>
  );
}
