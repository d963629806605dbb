import contact from '../../schemas/forms/contact.schema.json';
import fosterApplication from '../../schemas/forms/foster-application.schema.json';

/** The subset of JSON Schema the forms use; `validate` interprets exactly these keywords. */
export interface FieldSchema {
  title: string;
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

export interface FormDefinition {
  schema: FormSchema;
  /** The page that shows the form, and where the visitor lands after sending it. */
  page: string;
  thankYou: string;
}

/** Every form the site receives, by the last segment of its endpoint `/api/forms/{name}`. */
export const forms = {
  contact: {
    schema: contact as FormSchema,
    page: '/about/contact',
    thankYou: '/about/contact/thank-you',
  },
  'foster-application': {
    schema: fosterApplication as FormSchema,
    page: '/get-involved/foster-application',
    thankYou: '/get-involved/foster-application/thank-you',
  },
} satisfies Record<string, FormDefinition>;

export type FormName = keyof typeof forms;

export const formsEndpoint = '/api/forms/';

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
