import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/load.ts';
import { eventCalendarPath } from '#lib/seo/calendar.ts';
import { eventCard } from '#lib/seo/cards.ts';
import { eventNode } from '#lib/seo/jsonLd.ts';
import { recordById } from '#renderer/records.ts';

export function data(pageContext: PageContextServer) {
  const { site, events } = contentForPages(pageContext.lang);
  const event = recordById(events, pageContext.routeParams.id);
  return {
    event,
    calendarUrl: eventCalendarPath(event),
    title: event.eventName,
    description: `${event.eventName}: ${event.eventDate}.`,
    share: eventCard(event),
    jsonLd: [eventNode(site, event, pageContext.urlPathname)],
  };
}

export type Data = ReturnType<typeof data>;
