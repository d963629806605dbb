import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/load.ts';

export const data = (pageContext: PageContextServer) => ({
  animals: contentForPages(pageContext.lang).fosterAnimals,
});

export type Data = ReturnType<typeof data>;
