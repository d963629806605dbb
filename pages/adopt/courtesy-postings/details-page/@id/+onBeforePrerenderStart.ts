import { currentCourtesyPostings, isoDate } from '../../../../../lib/content/load.ts';
import { siteContent } from '../../../../../lib/content/siteContent.ts';
import { recordUrls } from '../../../../../renderer/records.ts';

export const onBeforePrerenderStart = () =>
  recordUrls(
    currentCourtesyPostings(siteContent().courtesyPostings, isoDate(new Date())),
    '/adopt/courtesy-postings/details-page',
  );
