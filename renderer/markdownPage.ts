import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import type { MarkdownPage } from '#lib/content/load.ts';
import type { Crumb } from '#lib/seo/jsonLd.ts';

/** A page of content/pages by its slug; a missing one fails the build. */
export function pageOf(slug: string, lang?: string): MarkdownPage {
  const page = contentForPages(lang).pages[slug];
  if (!page) throw new Error(`content/pages/${slug}.md is missing`);
  return page;
}

/** A page above this one: its content/pages slug and its address. */
export interface Parent {
  slug: string;
  href: string;
}

/**
 * Data hook maker for a page whose words live in content/pages/<slug>.md; the breadcrumb trail
 * (when the page has parents) is their titles and its own, so each label is written once.
 */
export function markdownPageData(slug: string, parents: Parent[] = []) {
  return ({ lang }: Pick<PageContextServer, 'lang'>) => {
    const { site } = contentForPages(lang);
    const page = pageOf(slug, lang);
    const trail: Crumb[] = [
      ...parents.map((parent) => ({ label: pageOf(parent.slug, lang).title, href: parent.href })),
      { label: page.title },
    ];
    return { site, page, trail, title: page.title, description: page.description };
  };
}

export type MarkdownPageData = ReturnType<ReturnType<typeof markdownPageData>>;

/** Parents of the pages under Donate, Get Involved and Resources. */
export const donateParent: Parent = { slug: 'donate', href: '/donate' };
export const getInvolvedParent: Parent = { slug: 'get-involved', href: '/get-involved' };
export const resourcesParent: Parent = { slug: 'resources', href: '/resources' };
