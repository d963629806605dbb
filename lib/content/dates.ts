import type { CourtesyPosting } from './types.generated.ts';

/** Courtesy postings come down this many days after their posting date. */
export const courtesyPostingDays = 30;

/** The day (UTC) as content writes dates: YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DDTHH:MM names a day the calendar has (no February 30). */
export function isRealDateTime(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
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
