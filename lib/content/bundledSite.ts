// The Worker cannot read files at run time: the organisation's facts are bundled into it from here.
import messages from '../../content/messages/en.json' with { type: 'json' };
import site from '../../content/site.json' with { type: 'json' };
import type { Messages, Site } from './types.generated.ts';

/** content/site.json as bundled at build time; not validated here (the deploy validates the content first). */
export const bundledSite = site as Site;

/** content/messages/en.json as bundled at build time, for the words of the server's answers. */
export const bundledMessages: Messages = messages;
