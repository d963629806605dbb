import { contentForPages, isoDate } from '#lib/content/load.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

const pageData = markdownPageData('events');

export function data() {
  const today = isoDate(new Date());
  const { events } = contentForPages();
  // An event stays upcoming through the day it ends.
  const isUpcoming = (event: (typeof events)[number]) => event.eventEnd.slice(0, 10) >= today;
  return {
    ...pageData(),
    upcoming: events.filter(isUpcoming),
    past: events.filter((event) => !isUpcoming(event)),
  };
}

export type Data = ReturnType<typeof data>;
