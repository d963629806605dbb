import { siteContent } from '../../../../../lib/content/siteContent.ts';
import { recordUrls } from '../../../../../renderer/records.ts';

export const onBeforePrerenderStart = () =>
  recordUrls(siteContent().team, '/about/our-team/details-page');
