import { currentCourtesyPostings, isoDate } from '#lib/content/load.ts';
import { contentForPages } from '#lib/content/load.ts';

export function data() {
  const { courtesyPostings, site } = contentForPages();
  return {
    postings: currentCourtesyPostings(courtesyPostings, isoDate(new Date())),
    requestEmail: site.emails.courtesyPostings,
  };
}

export type Data = ReturnType<typeof data>;
