import contact from '../../schemas/forms/contact.schema.json';
import fosterApplication from '../../schemas/forms/foster-application.schema.json';
import type { MessageKey } from '../messages/format.ts';

/**
 * The subset of JSON Schema the forms use; `validate` interprets exactly these keywords. A field's
 * words (its label, how its answer should look) are in the message catalogue: `FieldWords`.
 */
export interface FieldSchema {
  /** For people reading the schema; never shown. */
  description?: string;
  type: 'string';
  minLength?: number;
  maxLength: number;
  format?: 'email';
  pattern?: string;
}

export interface FormSchema {
  title: string;
  required: string[];
  properties: Record<string, FieldSchema>;
}

/** A field's words in the message catalogue (`formFields`), in every language of the site. */
export interface FieldWords {
  label: MessageKey;
  /** How an answer should look, for a field with a format or pattern: "five digits, such as 55440". */
  format?: MessageKey;
}

export interface FormDefinition {
  schema: FormSchema;
  /**
   * The words of each field of the schema, by the field's name (which is what is posted and
   * e-mailed, in every language).
   */
  fields: Record<string, FieldWords>;
  /** The page that shows the form, and where the visitor lands after sending it. */
  page: string;
  thankYou: string;
}

/** Every form the site receives, by the last segment of its endpoint `/api/forms/{name}`. */
export const forms = {
  contact: {
    schema: contact as FormSchema,
    fields: {
      firstName: { label: 'formFields.firstName' },
      lastName: { label: 'formFields.lastName' },
      email: { label: 'formFields.email', format: 'formFields.emailFormat' },
      phone: { label: 'formFields.phone', format: 'formFields.phoneFormat' },
      message: { label: 'formFields.message' },
    },
    page: '/about/contact',
    thankYou: '/about/contact/thank-you',
  },
  'foster-application': {
    schema: fosterApplication as FormSchema,
    fields: {
      firstName: { label: 'formFields.caregiverFirstName' },
      lastName: { label: 'formFields.caregiverLastName' },
      email: { label: 'formFields.email', format: 'formFields.emailFormat' },
      phone: { label: 'formFields.phone', format: 'formFields.phoneFormat' },
      address: { label: 'formFields.address' },
      address2: { label: 'formFields.address2' },
      city: { label: 'formFields.city' },
      state: { label: 'formFields.state' },
      zip: { label: 'formFields.zip', format: 'formFields.zipFormat' },
    },
    page: '/get-involved/foster-application',
    thankYou: '/get-involved/foster-application/thank-you',
  },
} satisfies Record<string, FormDefinition>;

export type FormName = keyof typeof forms;

export const formsEndpoint = '/api/forms/';

/** The hidden field that says the language of the page a form was sent from (`en`, `es`). */
export const languageField = 'lang';

/** Answers by field name, as posted. */
export type Answers = Record<string, string>;

/** Why a form came back to the visitor instead of being sent. */
export type FormProblem = 'invalid' | 'too-fast' | 'rate-limited' | 'failed' | 'unavailable';

/** What a form shows: the visitor's answers, an error per field, and what went wrong overall. */
export interface FormState {
  values: Answers;
  errors: Answers;
  problem?: FormProblem;
}

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(forms, name);
}
