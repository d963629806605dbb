// The Worker cannot read files at run time: the organisation's facts are bundled into it from here.
// Named imports of a JSON file's top-level keys: esbuild bundles only these groups of it.
import { alerts, filters, forms, formFields, fostering } from '../../content/messages/en.json';
import {
  forms as esForms,
  formFields as esFormFields,
  fostering as esFostering,
} from '../../content/messages/es.json';
import site from '../../content/site.json' with { type: 'json' };
import type { Messages, Site } from './types.generated.ts';

/**
 * content/site.json as bundled at build time; not validated here (the deploy validates the content
 * first). Through `unknown`: TypeScript types a JSON file by its literal values (`[]` as never[],
 * a list as string[]), which need not compare with the schema's type of every valid site.json.
 */
export const bundledSite = site as unknown as Site;

/** The groups of content/messages/en.json the server's answers say (forms and alerts), bundled at build time. */
export const bundledMessages: Partial<Messages> = { alerts, filters, forms, formFields, fostering };

/** The groups of the catalogue the forms' answers say (their no-JavaScript page included). */
export type FormMessages = Pick<Messages, 'forms' | 'formFields' | 'fostering'>;

/**
 * The forms' words in each other language of the site, as bundled at build time: only the groups
 * they use, so the Worker does not carry every page's words in every language.
 */
export const bundledFormMessages: Record<string, FormMessages> = {
  es: { forms: esForms, formFields: esFormFields, fostering: esFostering },
};
