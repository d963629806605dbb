import type { PageContextServer } from 'vike/types';
import { siteToday } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

export function data(pageContext: PageContextServer) {
  const { events, site } = contentForPages(pageContext.lang);
  const today = siteToday(site);
  // An event stays upcoming through the day it ends.
  const isUpcoming = (event: (typeof events)[number]) => event.eventEnd.slice(0, 10) >= today;
  return {
    ...markdownPageData(pageContext),
    upcoming: events.filter(isUpcoming),
    past: events.filter((event) => !isUpcoming(event)),
  };
}

export type Data = ReturnType<typeof data>;
