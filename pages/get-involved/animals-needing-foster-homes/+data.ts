import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';

export const data = (pageContext: PageContextServer) => ({
  animals: contentForPages(pageContext.lang).fosterAnimals,
});

export type Data = ReturnType<typeof data>;
