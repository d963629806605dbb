/** The rescue's time zone: event times in content are wall-clock times there. */
export const timeZone = 'America/Chicago';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes the zone is ahead of UTC at an instant (negative in America/Chicago). */
function offsetMinutes(instant: number): number {
  const field = Object.fromEntries(
    parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
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

/** '2022-11-17T11:00' in Central time → '2022-11-17T11:00:00-06:00' (-05:00 in summer). */
export function centralToIso(local: string): string {
  const wall = Date.parse(`${local}:00Z`);
  // The offset at the wall time read as UTC can be off near a DST change; the second look is not.
  const offset = offsetMinutes(wall - offsetMinutes(wall) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}:00${sign}${hours}:${minutes}`;
}
