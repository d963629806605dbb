import { isoDate } from '../../lib/content/load.ts';
import { siteContent } from '../../lib/content/siteContent.ts';

export function data() {
  const today = isoDate(new Date());
  const { events } = siteContent();
  return {
    upcoming: events.filter((event) => event.eventStartsOn >= today),
    past: events.filter((event) => event.eventStartsOn < today),
  };
}

export type Data = ReturnType<typeof data>;
