// Making a formatter costs far more than using one, and a calendar asks each zone hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) =>
  formatters.get(zone) ??
  formatters
    .set(
      zone,
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    )
    .get(zone)!;

/** An instant's wall-clock fields in a time zone. */
function wallFields(instant: number, zone: string): Record<string, number> {
  const parts = formatterOf(zone).formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
}

/** Minutes the zone is ahead of UTC at an instant (negative in the Americas). */
export function offsetMinutes(instant: number, zone: string): number {
  const field = wallFields(instant, zone);
  const wall = Date.UTC(
    field.year!,
    field.month! - 1,
    field.day,
    field.hour,
    field.minute,
    field.second,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** -360 → '-06:00' (or '-0600' without the colon, as iCalendar writes it). */
export function offsetText(minutes: number, colon = ':'): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}${colon}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** '2022-11-17T11:00', a wall-clock time in `zone` → '2022-11-17T11:00:00-06:00'. */
export function zonedToIso(local: string, zone: string): string {
  const wall = Date.parse(`${local}:00Z`);
  // The offset at the wall time read as UTC can be off near a DST change; the second look is not.
  const offset = offsetMinutes(wall - offsetMinutes(wall, zone) * 60_000, zone);
  return `${local}:00${offsetText(offset)}`;
}

/** The day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  const { year, month, day } = wallFields(instant.getTime(), zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
