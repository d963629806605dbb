import type { Translate } from '../messages/format.ts';
import type { Answers, FieldSchema, FieldWords, FormDefinition, FormSchema } from './forms.ts';

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

/** One message per field that breaks the schema, in the words (and language) the page shows next to it. */
export function validate(form: FormDefinition, answers: Answers, t: Translate): Answers {
  const { schema } = form;
  const errors: Answers = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    const required = schema.required.includes(name);
    const error = fieldError(field, wordsOf(form, name), answers[name] ?? '', required, t);
    if (error) errors[name] = error;
  }
  return errors;
}

/** A field's words in the catalogue (forms.ts names them for every field of the schema). */
export function wordsOf(form: FormDefinition, name: string): FieldWords {
  const words = form.fields[name];
  if (!words) throw new Error(`The form "${form.schema.title}" names no words for "${name}"`);
  return words;
}

function fieldError(
  field: FieldSchema,
  words: FieldWords,
  value: string,
  required: boolean,
  t: Translate,
): string | undefined {
  const label = t(words.label);
  if (value === '') return required ? t('forms.required', { field: label }) : undefined;
  if ([...value].length > field.maxLength) {
    return t('forms.tooLong', { field: label, max: field.maxLength });
  }
  const wrongFormat = field.format === 'email' && !isEmailAddress(value);
  const wrongPattern = field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(value);
  if (wrongFormat || wrongPattern) {
    return t('forms.wrongFormat', { field: label, form: words.format ? t(words.format) : '' });
  }
  return undefined;
}

/**
 * The HTML attributes that make the browser check what the server checks, and the catalogue key
 * of the field's label.
 */
export function fieldAttributes(form: FormDefinition, name: string) {
  const { schema } = form;
  const field = schema.properties[name];
  if (!field) throw new Error(`The form "${schema.title}" has no field "${name}"`);
  return {
    label: wordsOf(form, name).label,
    required: schema.required.includes(name),
    maxLength: field.maxLength,
    ...(field.format === 'email' && { type: 'email' }),
    // The pattern attribute is anchored by the browser.
    ...(field.pattern && { pattern: field.pattern.replace(/^\^/, '').replace(/\$$/, '') }),
  };
}
