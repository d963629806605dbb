import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { pathIn } from '#lib/messages/languages.ts';
import { eventCalendarPath, routes } from '#lib/routes.ts';
import { eventCard } from '#lib/reach/cards.ts';
import { eventNode } from '#lib/reach/jsonLd.ts';
import { pageT } from '#renderer/messages.ts';
import { recordById } from '#renderer/recordPages.ts';

export function data(pageContext: PageContextServer) {
  const { site, events } = contentForPages(pageContext.lang);
  const event = recordById(events, pageContext.routeParams.id);
  return {
    trail: pageTrail(pageContext, routes.eventListings, event.eventName),
    event,
    calendarUrl: pathIn(pageContext.lang, eventCalendarPath(event.id)),
    title: event.eventName,
    description: `${event.eventName}: ${event.eventDate}.`,
    share: eventCard(event, pageT(pageContext.lang)),
    jsonLd: [eventNode(site, event, pageContext.urlPathname)],
  };
}

export type Data = ReturnType<typeof data>;
