import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';

export const data = (pageContext: PageContextServer) => ({
  events: contentForPages(pageContext.lang).events,
});

export type Data = ReturnType<typeof data>;
