import { currentCourtesyPostings, siteToday } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { recordUrls } from '#renderer/recordPages.ts';

export const onBeforePrerenderStart = () => {
  const { courtesyPostings, site } = contentForPages();
  return recordUrls(currentCourtesyPostings(courtesyPostings, siteToday(site)), 'courtesyPostings');
};
