import { parse } from '@formatjs/icu-messageformat-parser';
import type { Messages, Site } from '#lib/content/types.generated.ts';
import {
  translator,
  type ClientMessages,
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

export function messageOf(messages: Messages, key: MessageKey): string | undefined {
  const [group, name] = key.split('.') as [MessageGroup, string];
  return (messages[group] as Record<string, string> | undefined)?.[name];
}

/** `t(key, args)` over the whole catalogue: for the build and the server. */
export function catalogueTranslator(messages: Messages, animal: Site['animal']): Translate {
  return translator((key) => messageOf(messages, key), animal);
}

/**
 * The messages a hydrating page's components use (whole groups, or single keys), parsed here so
 * that its script needs no parser.
 */
export function clientMessages(
  messages: Messages,
  wanted: readonly (MessageGroup | MessageKey)[],
  animal: Site['animal'],
): ClientMessages {
  const picked = messageKeys(messages).filter(
    (key) => wanted.includes(key) || wanted.includes(key.split('.')[0] as MessageGroup),
  );
  return {
    messages: Object.fromEntries(
      picked.map((key) => [key, parse(messageOf(messages, key)!, parseOptions)]),
    ),
    animal,
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
