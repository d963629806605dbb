import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { organizationNode } from '#lib/seo/jsonLd.ts';
import { pageOf } from '#renderer/markdownPage.ts';

export function data(pageContext: PageContextServer) {
  const { site, partners } = contentForPages(pageContext.lang);
  const page = pageOf('home', pageContext.lang);
  // No title: the home page's tab title is the site's name and tagline.
  return { site, partners, page, description: page.description, jsonLd: [organizationNode(site)] };
}

export type Data = ReturnType<typeof data>;
