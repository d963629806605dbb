import { siteContent } from '../../../../lib/content/siteContent.ts';
import { recordUrls } from '../../../../renderer/records.ts';

export const onBeforePrerenderStart = () =>
  recordUrls(siteContent().events, '/events/event-details');
