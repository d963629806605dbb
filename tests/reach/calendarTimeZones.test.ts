import { describe, expect, it } from 'vitest';
import { siteTimeZone } from '#lib/content/timeZones.ts';
import { timeZoneBlock } from '#lib/reach/timeZoneBlock.ts';
import { dayIn, zonedToIso } from '#lib/content/zonedTime.ts';

describe("the rescue's time zone", () => {
  it('comes from site.json, else from the state of its address', () => {
    const address = { street: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };
    expect(siteTimeZone({ address, timeZone: 'America/Phoenix' })).toBe('America/Phoenix');
    expect(siteTimeZone({ address })).toBe('America/Denver');
  });

  it('places wall-clock event times in that zone, daylight saving included', () => {
    expect(zonedToIso('2026-01-10T11:00', 'America/Denver')).toBe('2026-01-10T11:00:00-07:00');
    expect(zonedToIso('2026-07-10T11:00', 'America/Denver')).toBe('2026-07-10T11:00:00-06:00');
    expect(zonedToIso('2026-07-10T11:00', 'America/Phoenix')).toBe('2026-07-10T11:00:00-07:00');
    // 02:00 UTC on 1 March is still 28 February in Chicago.
    expect(dayIn(new Date('2026-03-01T02:00:00Z'), 'America/Chicago')).toBe('2026-02-28');
  });

  it('is described to calendars by its own rules: yearly changes, or one offset', () => {
    expect(timeZoneBlock('America/Chicago', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(timeZoneBlock('America/Phoenix', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'TZNAME:MST',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    // The last Sunday of the month, as the EU changes its clocks.
    expect(timeZoneBlock('Europe/Berlin', 2026)).toContain(
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    );
  });
});
