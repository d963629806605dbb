import type { PageContextServer } from 'vike/types';
import { organizationNode } from '#lib/reach/jsonLd.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

export function data(pageContext: PageContextServer) {
  const page = markdownPageData(pageContext);
  return { ...page, jsonLd: [organizationNode(page.site)] };
}

export type Data = ReturnType<typeof data>;
