import type { MessageGroup, ParsedMessages } from './translator.ts';

/** The groups of the catalogue the hosts' answers say: the forms' (their no-JavaScript page too) and the search alerts'. */
export const hostMessageGroups: MessageGroup[] = [
  'alerts',
  'filters',
  'forms',
  'formFields',
  'fostering',
];

/**
 * Where the build writes those groups, parsed, in each of the site's languages: under /api/,
 * which the hosts answer themselves, so the file is read by them and never served.
 */
export const builtMessagesPath = '/api/messages.json';

/** The hosts' messages by language (`en`, `es`), as the build wrote them. */
export type HostMessages = Record<string, ParsedMessages>;
