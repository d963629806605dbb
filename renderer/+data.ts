import type { PageContextServer } from 'vike/types';
import { routeAt } from '#lib/routes.ts';
import { markdownPageData } from './markdownPage.ts';

/**
 * The data of every page that has no +data.ts of its own: a page showing a page of content/pages
 * (its route's `markdown` in lib/routes.ts) gets it with its breadcrumbs; any other gets none.
 */
export function data(pageContext: PageContextServer) {
  return routeAt(pageContext.urlPathname)?.markdown ? markdownPageData(pageContext) : undefined;
}
