import { siteContent } from '../lib/content/siteContent.ts';

/** Data hook for pages that only need the organisation's facts. */
export function siteData() {
  return { site: siteContent().site };
}

export type SiteData = ReturnType<typeof siteData>;
