import { siteTimeZone } from './timeZones.ts';
import type { CourtesyPosting, Site } from './types.generated.ts';
import { dayIn } from './zonedTime.ts';

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

/**
 * The instant a build or a command takes as now: SOURCE_DATE_EPOCH (seconds since 1970, the
 * reproducible-builds convention) when set, so that builds and tests can pin the day.
 */
export function buildNow(): Date {
  // Only Node has a process: the browser and the Worker take the clock.
  const pinned = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env.SOURCE_DATE_EPOCH;
  if (pinned && /^\d+$/.test(pinned.trim())) return new Date(Number(pinned.trim()) * 1000);
  return new Date();
}

/** Today (YYYY-MM-DD) in the rescue's time zone, as a build or a command sees it (or the day of `at`). */
export function siteToday(site: Pick<Site, 'timeZone' | 'address'>, at = buildNow()): string {
  return dayIn(at, siteTimeZone(site));
}

/**
 * The day content is judged on (postings expire): today in the rescue's zone, or in UTC while
 * site.json gives none this runtime knows (missing, broken, an unknown zone's name).
 */
export function contentToday(
  site: Partial<Pick<Site, 'timeZone' | 'address'>> | undefined,
  at = buildNow(),
): string {
  try {
    return siteToday(site as Pick<Site, 'timeZone' | 'address'>, at);
  } catch {
    return isoDate(at);
  }
}
