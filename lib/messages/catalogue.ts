import { parse } from '@formatjs/icu-messageformat-parser';
import { siteWords } from '#lib/content/siteFacts.ts';
import type { Content } from '#lib/content/load.ts';
import type { Messages, Site } from '#lib/content/types.generated.ts';
import {
  translator,
  type ClientMessages,
  type MessageArgs,
  type MessageGroup,
  type MessageKey,
  type Translate,
  parseOptions,
} from './format.ts';

/** Every key of the catalogue, `group.key`, in the catalogue's order. */
export function messageKeys(messages: Messages): MessageKey[] {
  return Object.entries(messages).flatMap(([group, entries]) =>
    Object.keys(entries as object).map((key) => `${group}.${key}` as MessageKey),
  );
}

export function messageOf(messages: Partial<Messages>, key: MessageKey): string | undefined {
  const [group, name] = key.split('.') as [MessageGroup, string];
  return (messages[group] as Record<string, string> | undefined)?.[name];
}

/**
 * The site's words every message may use: {animal}, {animals} (capitalised {Animal}, {Animals}),
 * the words page texts use ({breeds}, {breedChoice}, {state}, {stateCode}…), and the usual fees
 * ({usualFee}, {applicationFee}) when site.json gives them.
 */
export function messageArgs(site: Site, lang?: string): MessageArgs {
  const { singular, plural } = site.animal;
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    animal: singular,
    animals: plural,
    Animal: capital(singular),
    Animals: capital(plural),
    ...siteWords(site, lang),
    ...(site.adoptionFees && {
      usualFee: site.adoptionFees.usual,
      applicationFee: site.adoptionFees.application,
    }),
  };
}

/** `t(key, args)` over the whole catalogue of a language: for the build and the server. */
export function catalogueTranslator(
  messages: Partial<Messages>,
  site: Site,
  lang: string,
): Translate {
  return translator((key) => messageOf(messages, key), messageArgs(site, lang), lang);
}

/** `t(key, args)` in one of the content's languages, with that language's facts. */
export function contentTranslator(content: Content): Translate {
  return catalogueTranslator(content.messages, content.site, content.lang);
}

/**
 * The messages a hydrating page's components use (whole groups, or single keys), parsed here so
 * that its script needs no parser.
 */
export function clientMessages(
  messages: Messages,
  wanted: readonly (MessageGroup | MessageKey)[],
  site: Site,
  lang: string,
): ClientMessages {
  const picked = messageKeys(messages).filter(
    (key) => wanted.includes(key) || wanted.includes(key.split('.')[0] as MessageGroup),
  );
  return {
    lang,
    messages: Object.fromEntries(
      picked.map((key) => [key, parse(messageOf(messages, key)!, parseOptions)]),
    ),
    args: messageArgs(site, lang),
  };
}

/** Why an ICU message does not parse, or undefined when it does. */
export function messageSyntaxError(message: string): string | undefined {
  try {
    parse(message, parseOptions);
    return undefined;
  } catch (error) {
    // The parser names the kind of mistake (MALFORMED_ARGUMENT) and where it starts.
    const { message, location } = error as Error & { location?: { start: { column: number } } };
    const at = location ? ` at character ${location.start.column}` : '';
    return `${message.replaceAll('_', ' ').toLowerCase()}${at}`;
  }
}
