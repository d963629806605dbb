import { offsetMinutes, offsetText } from '../content/zonedTime.ts';

const day = 86_400_000;
const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The instants in `year` at which the zone's offset changes, with the offsets before and after. */
function transitions(zone: string, year: number) {
  const found: { at: number; from: number; to: number }[] = [];
  for (let start = Date.UTC(year, 0, 1); start < Date.UTC(year + 1, 0, 1); start += day) {
    const from = offsetMinutes(start, zone);
    const to = offsetMinutes(start + day, zone);
    if (from === to) continue;
    // The first minute with the new offset.
    let [low, high] = [start, start + day];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, zone) === from) low = middle;
      else high = middle;
    }
    found.push({ at: high, from, to });
  }
  return found;
}

/** The day of `month` (1-12) of 1970 that is its nth `weekday` (-1: the last). */
function dayOf1970(month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(1970, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const last = new Date(Date.UTC(1970, month, 0));
  return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The zone as an iCalendar VTIMEZONE (RFC 5545 §3.6.5), which a calendar needs to place TZID
 * times: its changes in `year`, read from Intl, as yearly rules by weekday (as the US and the EU
 * change their clocks); a zone without changes has one offset.
 */
export function timeZoneBlock(zone: string, year: number): string[] {
  const name = (instant: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')!.value;
  const changes = transitions(zone, year);
  const observances = changes.flatMap(({ at, from, to }) => {
    const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
    // The wall-clock time at which the clocks change, before they do.
    const wall = new Date(at + from * 60_000);
    const month = wall.getUTCMonth() + 1;
    const date = wall.getUTCDate();
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const nth = date + 7 > lastDay ? -1 : Math.ceil(date / 7);
    const weekday = wall.getUTCDay();
    const time = `${two(wall.getUTCHours())}${two(wall.getUTCMinutes())}00`;
    return [
      `BEGIN:${kind}`,
      `TZOFFSETFROM:${offsetText(from, '')}`,
      `TZOFFSETTO:${offsetText(to, '')}`,
      `TZNAME:${name(at)}`,
      `DTSTART:1970${two(month)}${two(dayOf1970(month, weekday, nth))}T${time}`,
      `RRULE:FREQ=YEARLY;BYMONTH=${month};BYDAY=${nth}${weekdays[weekday]}`,
      `END:${kind}`,
    ];
  });
  const steady = offsetText(offsetMinutes(Date.UTC(year, 0, 1), zone), '');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...(changes.length > 0
      ? observances
      : [
          'BEGIN:STANDARD',
          `TZOFFSETFROM:${steady}`,
          `TZOFFSETTO:${steady}`,
          `TZNAME:${name(Date.UTC(year, 0, 1))}`,
          'DTSTART:19700101T000000',
          'END:STANDARD',
        ]),
    'END:VTIMEZONE',
  ];
}
