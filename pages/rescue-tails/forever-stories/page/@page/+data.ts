import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { storiesPage, storiesPageCount } from '#lib/listings/stories.ts';
import { routes } from '#lib/routes.ts';
import { pageTrail } from '#renderer/siteData.ts';

export async function data(pageContext: PageContextServer) {
  const page = Number(pageContext.routeParams.page);
  if (!Number.isInteger(page) || page < 2 || page > (await storiesPageCount())) throw render(404);
  return { ...(await storiesPage(page)), trail: pageTrail(pageContext, routes.foreverStories) };
}

export type Data = Awaited<ReturnType<typeof data>>;
