import type { Translate } from '../messages/format.ts';
import type { Answers, FieldSchema, FormSchema } from './forms.ts';

// The WHATWG definition of a valid e-mail address, the one browsers check type="email" with.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** Keeps the schema's fields only, each trimmed; anything else posted is dropped. */
export function pickAnswers(schema: FormSchema, posted: URLSearchParams): Answers {
  const answers: Answers = {};
  for (const name of Object.keys(schema.properties))
    answers[name] = (posted.get(name) ?? '').trim();
  return answers;
}

/** One message per field that breaks the schema, in the words the page shows next to it. */
export function validate(schema: FormSchema, answers: Answers, t: Translate): Answers {
  const errors: Answers = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    const error = fieldError(field, answers[name] ?? '', schema.required.includes(name), t);
    if (error) errors[name] = error;
  }
  return errors;
}

function fieldError(
  field: FieldSchema,
  value: string,
  required: boolean,
  t: Translate,
): string | undefined {
  if (value === '') return required ? t('forms.required', { field: field.title }) : undefined;
  if ([...value].length > field.maxLength) {
    return t('forms.tooLong', { field: field.title, max: field.maxLength });
  }
  const wrongFormat = field.format === 'email' && !isEmailAddress(value);
  const wrongPattern = field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(value);
  if (wrongFormat || wrongPattern) {
    return t('forms.wrongFormat', { field: field.title, form: field.description ?? '' });
  }
  return undefined;
}

/** The HTML attributes that make the browser check what the server checks. */
export function fieldAttributes(schema: FormSchema, name: string) {
  const field = schema.properties[name];
  if (!field) throw new Error(`The form "${schema.title}" has no field "${name}"`);
  return {
    label: field.title,
    required: schema.required.includes(name),
    maxLength: field.maxLength,
    ...(field.format === 'email' && { type: 'email' }),
    // The pattern attribute is anchored by the browser.
    ...(field.pattern && { pattern: field.pattern.replace(/^\^/, '').replace(/\$$/, '') }),
  };
}
