import { currentCourtesyPostings, isoDate } from '#lib/content/load.ts';
import { contentForPages } from '#lib/content/load.ts';
import { recordUrls } from '#renderer/records.ts';

export const onBeforePrerenderStart = () =>
  recordUrls(
    currentCourtesyPostings(contentForPages().courtesyPostings, isoDate(new Date())),
    'courtesyPostings',
  );
