import { isoDate } from '../../lib/content/load.ts';
import { siteContent } from '../../lib/content/siteContent.ts';

export function data() {
  const today = isoDate(new Date());
  const { events } = siteContent();
  // An event stays upcoming through the day it ends.
  const isUpcoming = (event: (typeof events)[number]) => event.eventEnd.slice(0, 10) >= today;
  return {
    upcoming: events.filter(isUpcoming),
    past: events.filter((event) => !isUpcoming(event)),
  };
}

export type Data = ReturnType<typeof data>;
