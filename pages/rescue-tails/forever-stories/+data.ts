import type { PageContextServer } from 'vike/types';
import { storiesPage } from '#lib/listings/stories.ts';
import { routes } from '#lib/routes.ts';
import { pageTrail } from '#renderer/siteData.ts';

export async function data(pageContext: PageContextServer) {
  return { ...(await storiesPage(1)), trail: pageTrail(pageContext, routes.foreverStories) };
}

export type Data = Awaited<ReturnType<typeof data>>;
