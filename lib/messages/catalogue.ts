import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { siteWords } from './siteWords.ts';
import type { Content } from '#lib/content/types.ts';
import type { Messages, Site } from '#lib/content/types.generated.ts';
import {
  formattedKinds,
  translator,
  type MessageArgs,
  type MessageGroup,
  type MessageKey,
  type ParsedMessage,
  type ParsedMessages,
  type Translate,
  parseOptions,
} from './translator.ts';

/** Every key of the catalogue, `group.key`, in the catalogue's order. */
export function messageKeys(messages: Partial<Messages>): MessageKey[] {
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

/** `t(key, args)` over the whole catalogue of a language, each message parsed once: for the build and the CLI. */
export function catalogueTranslator(
  messages: Partial<Messages>,
  site: Site,
  lang: string,
): Translate {
  const parsed = new Map<MessageKey, ParsedMessage | undefined>();
  const parsedOf = (key: MessageKey) => {
    if (!parsed.has(key)) {
      const message = messageOf(messages, key);
      parsed.set(key, message === undefined ? undefined : parse(message, parseOptions));
    }
    return parsed.get(key);
  };
  return translator(parsedOf, messageArgs(site, lang), lang);
}

/** `t(key, args)` in one of the content's languages, with that language's facts. */
export function contentTranslator(content: Content): Translate {
  return catalogueTranslator(content.messages, content.site, content.lang);
}

/**
 * The messages a hydrating page's components or a host's answers use (whole groups, or single
 * keys), parsed here so that neither needs a parser.
 */
export function parsedMessages(
  messages: Partial<Messages>,
  wanted: readonly (MessageGroup | MessageKey)[],
  site: Site,
  lang: string,
): ParsedMessages {
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
    const found = unsupported(parse(message, parseOptions));
    return found && `${found} are not supported`;
  } catch (error) {
    // The parser names the kind of mistake (MALFORMED_ARGUMENT) and where it starts.
    const { message, location } = error as Error & { location?: { start: { column: number } } };
    const at = location ? ` at character ${location.start.column}` : '';
    return `${message.replaceAll('_', ' ').toLowerCase()}${at}`;
  }
}

/** What in a parsed message the site's formatter does not format (format.ts), if anything. */
function unsupported(message: MessageFormatElement[]): string | undefined {
  for (const element of message) {
    if (!formattedKinds.includes(element.type)) return `${TYPE[element.type]} arguments`;
    // A skeleton (`::currency/USD`) says its options; a named style (`integer`) would need a table.
    if (element.type === TYPE.number && typeof element.style === 'string')
      return 'named number styles (write a skeleton such as ::currency/USD)';
    if ('options' in element) {
      for (const option of Object.values(element.options)) {
        const found = unsupported(option.value);
        if (found) return found;
      }
    }
  }
  return undefined;
}
