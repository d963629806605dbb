import type { PageContextServer } from 'vike/types';
import { siteContent } from '../../../../lib/content/siteContent.ts';
import { recordById } from '../../../../renderer/records.ts';

export function data(pageContext: PageContextServer) {
  const event = recordById(siteContent().events, pageContext.routeParams.id);
  return { event, title: event.eventName, description: `${event.eventName}: ${event.eventDate}.` };
}

export type Data = ReturnType<typeof data>;
