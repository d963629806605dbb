import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { isoDate } from '#lib/content/dates.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

export function data(pageContext: PageContextServer) {
  const today = isoDate(new Date());
  const { events } = contentForPages(pageContext.lang);
  // An event stays upcoming through the day it ends.
  const isUpcoming = (event: (typeof events)[number]) => event.eventEnd.slice(0, 10) >= today;
  return {
    ...markdownPageData(pageContext),
    upcoming: events.filter(isUpcoming),
    past: events.filter((event) => !isUpcoming(event)),
  };
}

export type Data = ReturnType<typeof data>;
