import type { PageContextServer } from 'vike/types';
import { organizationNode } from '#lib/seo/jsonLd.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

const pageData = markdownPageData('about');

export function data(pageContext: PageContextServer) {
  const page = pageData(pageContext);
  return { ...page, jsonLd: [organizationNode(page.site)] };
}
