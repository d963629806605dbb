import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import type { MarkdownPage } from '#lib/content/contentRender.ts';
import { pageRoutes } from '#lib/routes.ts';
import type { Crumb } from '#lib/seo/jsonLd.ts';

/** A page of content/pages by its slug; a missing one fails the build. */
export function pageOf(slug: string, lang?: string): MarkdownPage {
  const page = contentForPages(lang).pages[slug];
  if (!page) throw new Error(`content/pages/${slug}.md is missing`);
  return page;
}

/** The route-table entry of the page at `path`, if it shows a page of content/pages. */
export const markdownRoute = (path: string) =>
  pageRoutes.find((route) => route.path === path && route.markdown);

/**
 * Data of a page whose words live in content/pages/<slug>.md (its route's `markdown`); the
 * breadcrumb trail (when the route has parents) is their titles and its own, so each label is
 * written once.
 */
export function markdownPageData({
  lang,
  urlPathname,
}: Pick<PageContextServer, 'lang' | 'urlPathname'>) {
  const route = markdownRoute(urlPathname);
  if (!route) throw new Error(`lib/routes.ts gives ${urlPathname} no page of content/pages`);
  const { site } = contentForPages(lang);
  const page = pageOf(route.markdown!, lang);
  const parents: Crumb[] = [];
  let parent = markdownRoute(route.parent ?? '');
  while (parent) {
    parents.unshift({ label: pageOf(parent.markdown!, lang).title, href: parent.path });
    parent = markdownRoute(parent.parent ?? '');
  }
  const trail: Crumb[] = [...parents, { label: page.title }];
  return { site, page, trail, title: page.title, description: page.description };
}

export type MarkdownPageData = ReturnType<typeof markdownPageData>;
