import { currentCourtesyPostings, isoDate } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { recordUrls } from '#renderer/recordPages.ts';

export const onBeforePrerenderStart = () =>
  recordUrls(
    currentCourtesyPostings(contentForPages().courtesyPostings, isoDate(new Date())),
    'courtesyPostings',
  );
