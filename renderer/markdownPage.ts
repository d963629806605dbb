import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import type { MarkdownPage } from '#lib/content/types.ts';
import { parentsOf, routeAt } from '#lib/routes.ts';
import type { Crumb } from '#lib/routes.ts';

/** A page of content/pages by its slug; a missing one fails the build. */
export function pageOf(slug: string, lang?: string): MarkdownPage {
  const page = contentForPages(lang).pages[slug];
  if (!page) throw new Error(`content/pages/${slug}.md is missing`);
  return page;
}

/**
 * Data of a page whose words live in content/pages/<slug>.md (its route's `markdown`); the
 * breadcrumb trail (when the route has parents) is their titles and its own: the words the rescue
 * wrote for each page, written once.
 */
export function markdownPageData({
  lang,
  urlPathname,
}: Pick<PageContextServer, 'lang' | 'urlPathname'>) {
  const route = routeAt(urlPathname);
  if (!route?.markdown)
    throw new Error(`lib/routes.ts gives ${urlPathname} no page of content/pages`);
  const { site } = contentForPages(lang);
  const page = pageOf(route.markdown, lang);
  const parents: Crumb[] = parentsOf(route).map((parent) => ({
    label: pageOf(parent.markdown!, lang).title,
    href: parent.path,
  }));
  const trail: Crumb[] = [...parents, { label: page.title }];
  return { site, page, trail, title: page.title, description: page.description };
}

export type MarkdownPageData = ReturnType<typeof markdownPageData>;
