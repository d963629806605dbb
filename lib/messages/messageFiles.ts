import type { Content } from '../content/types.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';
import { parsedMessages } from './catalogue.ts';
import { builtMessagesPath, hostMessageGroups, type HostMessages } from './hostMessages.ts';

/** The hosts' messages in each of the content's languages, parsed so that no host needs a parser. */
export function hostMessages(content: Content): HostMessages {
  return Object.fromEntries(
    [content, ...Object.values(content.translations)].map(({ lang, messages, site }) => [
      lang,
      parsedMessages(messages, hostMessageGroups, site, lang),
    ]),
  );
}

/** The hosts' messages, written beside the pages they were drawn with. */
export function messageFiles({ content }: SiteInputs): SiteFile[] {
  return [{ path: builtMessagesPath, body: JSON.stringify(hostMessages(content)) }];
}
