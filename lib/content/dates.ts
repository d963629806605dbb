import type { CourtesyPosting } from './types.generated.ts';

/** Courtesy postings come down this many days after their posting date. */
export const courtesyPostingDays = 30;

/** The day (UTC) as content writes dates: YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Postings still within their 30 days on the given day. */
export function currentCourtesyPostings(postings: CourtesyPosting[], today: string) {
  return postings.filter((posting) => !isExpired(posting, today));
}

export function isExpired(posting: CourtesyPosting, today: string): boolean {
  const ends = new Date(`${posting.courtesyPostingDate}T00:00:00Z`);
  ends.setUTCDate(ends.getUTCDate() + courtesyPostingDays);
  return isoDate(ends) <= today;
}
