import type { PageContextServer } from 'vike/types';
import type { ForeverStoriesProps } from '#components/listings/ForeverStories.tsx';
import { storiesPage } from '#lib/listings/stories.ts';
import { routes } from '#lib/routes.ts';
import { pageTrail } from '#renderer/siteData.ts';
import { ownListings } from '#renderer/ownListings.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { isAdopted } from '#lib/content/dogLife.ts';

export async function data(pageContext: PageContextServer) {
  const { dogs, site } = contentForPages(pageContext.lang);
  return {
    ...(await storiesPage(1)),
    // The rescue's own adopted dogs open the first page, before the service's.
    own: ownListings(dogs.filter(isAdopted), site),
    trail: pageTrail(pageContext, routes.foreverStories),
  } satisfies ForeverStoriesProps;
}
