import { apiRoutes } from '../liveRoutes.ts';
import type { FormName } from '../routes.ts';
import type { Form } from '../content/types.generated.ts';

/** A question of a form as content/forms/<name>.json writes it (schemas/form.schema.json). */
export type FormField = Form['fields'][number];

/** One option of a choice: what is posted and e-mailed (the English words), and what is shown. */
interface FieldOption {
  value: string;
  label: string;
  /** For a dog of the site: its id, as its page's address and `?dog=` name it. */
  dog?: string;
}

/** A question as a page draws it and a host checks it: in one language, its options resolved. */
export type BuiltField = Omit<FormField, 'options' | 'optionsFrom'> & { options?: FieldOption[] };

/**
 * A form as the build made it from content/forms (lib/forms/build.ts), in one language: the page
 * draws it, the browser and both hosts check answers with it, and the e-mail is written from its
 * English copy.
 */
export interface BuiltForm {
  name: FormName;
  lang: string;
  title: string;
  /** The introduction as sanitized HTML. */
  intro?: string;
  fields: BuiltField[];
  /** Changes whenever the questions do: a post from a page built before a change says so. */
  version: string;
}

/** A form in every language of the site, by language: what the build writes for the hosts. */
export type BuiltForms = Record<string, BuiltForm>;

/** A form of content/forms the site has a page for (lib/routes.ts, formRoutes). */
export type { FormName };

/** The forms every site must have, since their pages are always offered. */
export const requiredForms: FormName[] = ['contact', 'foster-application'];

/** Where the build writes a form's definitions for the hosts (not served: /api/* is theirs). */
export function builtFormPath(name: string): string {
  return `${apiRoutes.forms}${name}.json`;
}

/** The hidden field that says the language of the page a form was sent from (`en`, `es`). */
export const languageField = 'lang';

/** The hidden field that says which version of the questions the page asked. */
export const versionField = 'formVersion';

/** The parts of a postal address, each posted as `<field>-<part>`. */
export const addressParts = ['line1', 'line2', 'city', 'state', 'zip'] as const;

export type AddressPart = (typeof addressParts)[number];

/** What a yes/no question posts. */
export const yesNo = ['yes', 'no'] as const;

/** An answer as posted: one value, or several for choices. */
export type Answer = string | string[];

/** Answers by the name they are posted under. */
export type Answers = Record<string, Answer>;

/** A message per answer that cannot be taken, by the name it is posted under. */
export type FieldErrors = Record<string, string>;

/** Why a form came back to the visitor instead of being sent. */
type FormProblem = 'invalid' | 'too-fast' | 'rate-limited' | 'failed' | 'unavailable';

/** What a form shows: the visitor's answers, an error per field, and what went wrong overall. */
export interface FormState {
  values: Answers;
  errors: FieldErrors;
  problem?: FormProblem;
}

/** The names a question's answers are posted under: none for a heading, five for an address. */
export function inputNames(field: Pick<FormField, 'name' | 'type'>): string[] {
  if (field.type === 'heading') return [];
  if (field.type === 'address') return addressParts.map((part) => `${field.name}-${part}`);
  return [field.name];
}

/** Whether a question is asked, given the answers so far (its `showIf`). */
export function isAsked(field: Pick<FormField, 'showIf'>, answers: Answers): boolean {
  if (!field.showIf) return true;
  const answer = answers[field.showIf.field] ?? '';
  return [answer].flat().includes(field.showIf.equals);
}

/** A short digest of the questions (FNV-1a): equal for equal questions. */
export function versionOf(fields: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(fields)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
