import type { FormName } from '#lib/forms/forms.ts';
import type { MessageKey } from '#lib/messages/translator.ts';
import { useT } from '../Messages.tsx';

const thanks: Record<FormName, { title: MessageKey; next: MessageKey }> = {
  contact: { title: 'forms.contactThanksTitle', next: 'forms.contactThanks' },
  'foster-application': { title: 'forms.fosterThanksTitle', next: 'forms.fosterThanks' },
  adoption: { title: 'forms.adoptionThanksTitle', next: 'forms.adoptionThanks' },
  volunteer: { title: 'forms.volunteerThanksTitle', next: 'forms.volunteerThanks' },
};

/** What the visitor sees once a form is sent: on its thank-you page, or in place of the form. */
export function ThankYou({ form, level }: { form: FormName; level: 1 | 2 }) {
  const t = useT();
  const { title, next } = thanks[form];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading>{t(title)}</Heading>
      <p>{t(next)}</p>
    </>
  );
}
