import { currentCourtesyPostings, isoDate } from '../../../lib/content/load.ts';
import { siteContent } from '../../../lib/content/siteContent.ts';

export function data() {
  const { courtesyPostings, site } = siteContent();
  return {
    postings: currentCourtesyPostings(courtesyPostings, isoDate(new Date())),
    requestEmail: site.emails.courtesyPostings,
  };
}

export type Data = ReturnType<typeof data>;
