import type { MessageKey, Translate } from '../messages/translator.ts';
import {
  addressParts,
  inputNames,
  isAsked,
  yesNo,
  type AddressPart,
  type Answer,
  type Answers,
  type BuiltField,
  type BuiltForm,
  type FieldErrors,
} from './forms.ts';

// The WHATWG definition of a valid e-mail address, the one browsers check type="email" with.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** One input's rules: what the page's attributes say and the hosts check. */
export interface InputRules {
  label: string;
  required: boolean;
  maxLength: number;
  /** A pattern the answer must match (anchored), and the catalogue's words for its shape. */
  pattern?: string;
  format?: MessageKey;
  type: BuiltField['type'];
  options?: string[];
  minimum?: number;
  maximum?: number;
}

const phonePattern = '^[0-9+\\(\\) .\\-]*$';
const datePattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const numberPattern = '^-?[0-9]+(\\.[0-9]+)?$';

/** A postal address's parts: their words in the catalogue, the browser's fill-in, their limits. */
export const addressPartWords: Record<
  AddressPart,
  {
    label: MessageKey;
    autoComplete: string;
    maxLength: number;
    pattern?: string;
    format?: MessageKey;
  }
> = {
  line1: { label: 'formFields.address', autoComplete: 'address-line1', maxLength: 200 },
  line2: { label: 'formFields.address2', autoComplete: 'address-line2', maxLength: 200 },
  city: { label: 'formFields.city', autoComplete: 'address-level2', maxLength: 100 },
  state: { label: 'formFields.state', autoComplete: 'address-level1', maxLength: 50 },
  zip: {
    label: 'formFields.zip',
    autoComplete: 'postal-code',
    maxLength: 10,
    pattern: '^[0-9]{5}(-[0-9]{4})?$',
    format: 'formFields.zipFormat',
  },
};

/** The rules of each input of a question, by the name it is posted under. */
export function inputRules(field: BuiltField, t: Translate): Record<string, InputRules> {
  const base = { label: field.label, required: field.required ?? false, type: field.type };
  switch (field.type) {
    case 'heading':
      return {};
    case 'address':
      return Object.fromEntries(
        addressParts.map((part) => {
          const { label, maxLength, pattern, format } = addressPartWords[part];
          const required = base.required && (part !== 'line2' || field.line2Required === true);
          const rules = { ...base, label: t(label), required, maxLength, pattern, format };
          return [`${field.name}-${part}`, rules];
        }),
      );
    case 'email':
      return { [field.name]: { ...base, maxLength: 254, format: 'formFields.emailFormat' } };
    case 'phone':
      return {
        [field.name]: {
          ...base,
          maxLength: 30,
          pattern: phonePattern,
          format: 'formFields.phoneFormat',
        },
      };
    case 'date':
      return {
        [field.name]: {
          ...base,
          maxLength: 10,
          pattern: datePattern,
          format: 'formFields.dateFormat',
        },
      };
    case 'number':
      return {
        [field.name]: {
          ...base,
          maxLength: 20,
          pattern: numberPattern,
          format: 'formFields.numberFormat',
          minimum: field.minimum,
          maximum: field.maximum,
        },
      };
    case 'choice':
    case 'choices':
    case 'yesNo': {
      const options =
        field.type === 'yesNo' ? [...yesNo] : (field.options ?? []).map(({ value }) => value);
      return { [field.name]: { ...base, maxLength: 200, options } };
    }
    default:
      return {
        [field.name]: {
          ...base,
          maxLength: field.maxLength ?? (field.type === 'text' ? 200 : 5000),
        },
      };
  }
}

/** Keeps the form's answers only, each trimmed (for choices, every option ticked). */
export function pickAnswers(form: BuiltForm, posted: URLSearchParams): Answers {
  const answers: Answers = {};
  for (const field of form.fields) {
    for (const name of inputNames(field)) {
      answers[name] =
        field.type === 'choices'
          ? posted
              .getAll(name)
              .map((value) => value.trim())
              .filter(Boolean)
          : (posted.get(name) ?? '').trim();
    }
  }
  return answers;
}

/** The names posted that no question of the form is posted under (`hidden`: the form's own). */
export function unknownNames(form: BuiltForm, posted: URLSearchParams, hidden: string[]): string[] {
  const known = new Set([...hidden, ...form.fields.flatMap(inputNames)]);
  return [...new Set(posted.keys())].filter((name) => !known.has(name));
}

/**
 * One message per answer that breaks its question's rules, in the words (and language) the page
 * shows next to it. A question not asked (its `showIf` unmet) is not checked, nor are `notAsked`
 * (questions added after the page that sent the post was built).
 */
export function validate(
  form: BuiltForm,
  answers: Answers,
  t: Translate,
  notAsked: ReadonlySet<string> = new Set(),
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    if (!isAsked(field, answers)) continue;
    for (const [name, rules] of Object.entries(inputRules(field, t))) {
      if (notAsked.has(name)) continue;
      const error = answerError(rules, answers[name] ?? '', t);
      if (error) errors[name] = error;
    }
  }
  return errors;
}

function answerError(rules: InputRules, answer: Answer, t: Translate): string | undefined {
  const field = rules.label;
  const values = [answer].flat().filter((value) => value !== '');
  if (values.length === 0) return rules.required ? t('forms.required', { field }) : undefined;
  if (rules.options && values.some((value) => !rules.options!.includes(value))) {
    return t('forms.notOption', { field });
  }
  if (rules.type !== 'choices' && values.length > 1) return t('forms.notOption', { field });
  for (const value of values) {
    if ([...value].length > rules.maxLength) {
      return t('forms.tooLong', { field, max: rules.maxLength });
    }
    const wrongEmail = rules.type === 'email' && !isEmailAddress(value);
    const wrongPattern = rules.pattern !== undefined && !new RegExp(rules.pattern, 'u').test(value);
    const wrongDate = rules.type === 'date' && !isDate(value);
    if (wrongEmail || wrongPattern || wrongDate) {
      return t('forms.wrongFormat', { field, form: rules.format ? t(rules.format) : '' });
    }
    const number = Number(value);
    if (rules.minimum !== undefined && number < rules.minimum) {
      return t('forms.tooSmall', { field, min: rules.minimum });
    }
    if (rules.maximum !== undefined && number > rules.maximum) {
      return t('forms.tooLarge', { field, max: rules.maximum });
    }
  }
  return undefined;
}

function isDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
