import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Messages } from '#lib/content/types.generated.ts';
import { linkIn, localeOf } from './languages.ts';

/** The catalogue's keys as they show in code: `group.key` (content/messages/en.json). */
export type MessageKey = {
  [Group in keyof Messages & string]: `${Group}.${keyof Messages[Group] & string}`;
}[keyof Messages & string];

export type MessageGroup = keyof Messages;

export type MessageArgs = Record<string, string | number>;

/**
 * Formats a message of the catalogue with its arguments; `lang` is the catalogue's language and
 * `link(href)` a page's address in it (`/adopt` → `/es/adopt`).
 */
export type Translate = ((key: MessageKey, args?: MessageArgs) => string) & {
  lang: string;
  link: (href: string) => string;
};

/** A message parsed at build (lib/messages/catalogue.ts), so that no server or page ships a parser. */
export type ParsedMessage = MessageFormatElement[];

/** Messages parsed at build with the site's words they may use: what a hydrating page and the hosts receive. */
export interface ParsedMessages {
  lang: string;
  messages: Partial<Record<MessageKey, ParsedMessage>>;
  args: MessageArgs;
}

// Angle brackets are plain text in our messages ("< Back"), not rich-text tags.
export const parseOptions = { ignoreTag: true };

/**
 * The parser's element kinds (its enum TYPE) that `formatMessage` knows: all the catalogue's
 * messages use (load.ts checks). Written out, as importing the enum would ship it to every page.
 */
const kind = {
  literal: 0 as TYPE.literal,
  argument: 1 as TYPE.argument,
  number: 2 as TYPE.number,
  select: 5 as TYPE.select,
  plural: 6 as TYPE.plural,
  pound: 7 as TYPE.pound,
};
export const formattedKinds: TYPE[] = Object.values(kind);

// Intl's formatters are slow to make and a page formats the same counts again and again: made once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Languages that write a count below 1,000 in plain ASCII digits (tests/messages checks each with
 * Intl): such a count is written without Intl.NumberFormat, whose first use in a browser takes
 * tens of milliseconds (loading its number data) while a live page hydrates.
 */
export const plainDigitLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'so', 'hmn', 'vi'];

function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const plain =
    options === undefined &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    plainDigitLanguages.includes(locale.split('-')[0]!);
  return plain ? String(value) : numberFormat(locale, options).format(value);
}

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function pluralRule(locale: string, type?: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

/**
 * A parsed message with its arguments, as intl-messageformat formats it (tests/messages compares
 * them over the catalogue): `#` is the plural's count, a select's options do not see it.
 */
export function formatMessage(
  message: ParsedMessage,
  locale: string,
  args: MessageArgs,
  count?: number,
): string {
  let text = '';
  for (const element of message) {
    if (element.type === kind.literal) text += element.value;
    else if (element.type === kind.pound) {
      if (count !== undefined) text += formatNumber(count, locale);
    } else {
      if (!(element.value in args))
        throw new Error(`The message needs the argument {${element.value}}`);
      const value = args[element.value]!;
      if (element.type === kind.argument) text += String(value);
      else if (element.type === kind.number) {
        const style = typeof element.style === 'object' ? element.style?.parsedOptions : undefined;
        // As intl-messageformat does: a string argument is formatted as the number it writes.
        text += formatNumber(value as number, locale, style);
      } else if (element.type === kind.select) {
        const option = element.options[value] ?? element.options.other;
        text += formatMessage(option!.value, locale, args);
      } else if (element.type === kind.plural) {
        const n = Number(value) - element.offset;
        const rule = pluralRule(locale, element.pluralType).select(n);
        const option =
          element.options[`=${value}`] ?? element.options[rule] ?? element.options.other;
        text += formatMessage(option!.value, locale, args, n);
      } else throw new Error(`Messages cannot use arguments of kind ${element.type}`);
    }
  }
  return text;
}

/**
 * `t(key, args)` over parsed messages found by `messageOf`; `defaults` are the site's words every
 * message may use (`{animals}`, `{state}`…).
 */
export function translator(
  messageOf: (key: MessageKey) => ParsedMessage | undefined,
  defaults: MessageArgs,
  lang: string,
): Translate {
  const locale = localeOf(lang);
  const t = (key: MessageKey, args?: MessageArgs) => {
    const message = messageOf(key);
    if (message === undefined)
      throw new Error(`The message "${key}" is not in this page's catalogue`);
    // A page asks thousands of messages without arguments: the site's words as they are.
    return formatMessage(message, locale, args ? { ...defaults, ...args } : defaults);
  };
  return Object.assign(t, {
    lang,
    link: (href: string) => linkIn(lang, href),
  });
}

/** The catalogue's word for each fixed choice, by the value as records and the listing service write it. */
const valueKeys: Record<string, MessageKey> = {
  Available: 'values.available',
  Unavailable: 'values.unavailable',
  'Adoption pending': 'values.adoptionPending',
  Adopted: 'values.adoptedStatus',
  adoptable: 'values.adoptable',
  adopted: 'values.adopted',
  Male: 'values.male',
  Female: 'values.female',
  Yes: 'values.yes',
  No: 'values.no',
  Unknown: 'values.unknown',
  Low: 'values.low',
  Medium: 'values.medium',
  High: 'values.high',
  Short: 'values.short',
  Long: 'values.long',
  Wire: 'values.wire',
  Curly: 'values.curly',
  Hairless: 'values.hairless',
  Baby: 'values.baby',
  Puppy: 'values.puppy',
  Young: 'values.young',
  Adult: 'values.adult',
  Senior: 'values.senior',
  Small: 'values.small',
  Large: 'values.large',
  'Extra Large': 'values.extraLarge',
};

/**
 * A fixed choice of a record or listed animal ("Available", "Extra Large", "adoptable") in the
 * page's language: the catalogue's `values` word, else the value as written.
 */
export function valueWord(t: Translate, value: string): string {
  const key = valueKeys[value];
  return key ? t(key) : value;
}

/** The translator over messages parsed at build: a hydrating page's, the hosts' answers'. */
export function parsedTranslator({ lang, messages, args }: ParsedMessages): Translate {
  return translator((key) => messages[key], args, lang);
}
