import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
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

/** A message as written, or parsed at build (so that a page's script ships no parser). */
export type MessageSource = string | MessageFormatElement[];

/** What a hydrating page receives: the messages of its groups, parsed, and the site's words. */
export interface ClientMessages {
  lang: string;
  messages: Partial<Record<MessageKey, MessageFormatElement[]>>;
  args: MessageArgs;
}

// Angle brackets are plain text in our messages ("< Back"), not rich-text tags.
export const parseOptions = { ignoreTag: true };

/**
 * `t(key, args)` over messages found by `messageOf`, each prepared once; `defaults` are the
 * site's words every message may use (`{animals}`, `{state}`…).
 */
export function translator(
  messageOf: (key: MessageKey) => MessageSource | undefined,
  defaults: MessageArgs,
  lang: string,
): Translate {
  const prepared = new Map<MessageKey, IntlMessageFormat>();
  const t = (key: MessageKey, args?: MessageArgs) => {
    let format = prepared.get(key);
    if (!format) {
      const message = messageOf(key);
      if (message === undefined)
        throw new Error(`The message "${key}" is not in this page's catalogue`);
      format = new IntlMessageFormat(message, localeOf(lang), undefined, parseOptions);
      prepared.set(key, format);
    }
    return String(format.format({ ...defaults, ...args }));
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

/** The translator of a hydrating page, over the messages the server sent it. */
export function clientTranslator({ lang, messages, args }: ClientMessages): Translate {
  return translator((key) => messages[key], args, lang);
}
