import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { routes } from '#lib/routes.ts';
import { contentForPages } from '#lib/content/readOnce.ts';

export const data = (pageContext: PageContextServer) => ({
  trail: pageTrail(pageContext, routes.animalsNeedingFosters),
  animals: contentForPages(pageContext.lang).fosterAnimals,
});

export type Data = ReturnType<typeof data>;
