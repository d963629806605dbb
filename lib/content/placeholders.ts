import { resolvedSchema, type JsonSchema } from './schemas.ts';
import { mailbox } from './siteFacts.ts';
import { siteWords } from '../messages/siteWords.ts';
import type { Site } from './types.generated.ts';

/**
 * `{name}`, `{emails.adoption}`, `{breeds}`…: a fact of site.json named in a page's words, so the
 * words stay the rescue's own when its facts change.
 */
const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}/g;

export interface UnknownPlaceholder {
  /** As written, braces included: `{emial}`. */
  placeholder: string;
  /** Where it starts in the text. */
  index: number;
}

/**
 * The text with every placeholder replaced by the site's fact, and the placeholders that name no
 * fact (left as written). A fact site.json may leave out (an unused e-mail address) fills in empty;
 * `lang` words the facts made of several (`{breeds}`) in the page's language.
 */
export function fillPlaceholders(
  text: string,
  site: Site,
  lang?: string,
): { text: string; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const words = siteWords(site, lang);
  const filled = text.replace(placeholderPattern, (placeholder, name: string, index: number) => {
    const fact = factOf(site, words, name);
    if (fact === undefined) unknown.push({ placeholder, index });
    return fact ?? placeholder;
  });
  return { text: filled, unknown };
}

function factOf(site: Site, words: Record<string, string>, name: string): string | undefined {
  const made = words[name];
  if (made !== undefined) return made;
  const path = name.split('.');
  if (!isTextField(resolvedSchema('site.schema.json'), path)) return undefined;
  // A mailbox the rescue has not set is its contact address, as in the components.
  if (path[0] === 'emails' && path.length === 2) {
    return mailbox(site, path[1] as keyof NonNullable<Site['emails']>);
  }
  const value = path.reduce<unknown>(
    (at, key) => (at as Record<string, unknown> | undefined)?.[key],
    site,
  );
  return value === undefined ? '' : String(value);
}

/** Whether the site schema has a text or number field at the path. */
function isTextField(schema: JsonSchema, path: string[]): boolean {
  const field = path.reduce<JsonSchema | undefined>(
    (at, key) => (Object.hasOwn(at?.properties ?? {}, key) ? at!.properties![key] : undefined),
    schema,
  );
  return ['string', 'integer', 'number'].includes(field?.type ?? '');
}
