import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';

export const data = (pageContext: PageContextServer) => ({
  dogs: contentForPages(pageContext.lang).rainbowBridgeDogs,
});

export type Data = ReturnType<typeof data>;
