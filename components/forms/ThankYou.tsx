import type { FormName } from '#lib/forms/forms.ts';

const thanks: Record<FormName, { title: string; next: string }> = {
  contact: {
    title: 'Thank you for your message',
    next: 'It has reached the rescue. A volunteer will reply to the e-mail address you gave, usually within a few days: we are all volunteers, so please bear with us.',
  },
  'foster-application': {
    title: 'Thank you for applying to foster',
    next: 'Your application has reached our fostering team. A volunteer will contact you by e-mail or phone to talk it through and arrange the home visit that comes before fostering.',
  },
};

/** What the visitor sees once a form is sent: on its thank-you page, or in place of the form. */
export function ThankYou({ form, level }: { form: FormName; level: 1 | 2 }) {
  const { title, next } = thanks[form];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading>{title}</Heading>
      <p>{next}</p>
    </>
  );
}
