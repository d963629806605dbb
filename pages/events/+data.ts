import { isoDate } from '#lib/content/load.ts';
import { contentForPages } from '#lib/content/load.ts';

export function data() {
  const today = isoDate(new Date());
  const { events } = contentForPages();
  // An event stays upcoming through the day it ends.
  const isUpcoming = (event: (typeof events)[number]) => event.eventEnd.slice(0, 10) >= today;
  return {
    upcoming: events.filter(isUpcoming),
    past: events.filter((event) => !isUpcoming(event)),
  };
}

export type Data = ReturnType<typeof data>;
