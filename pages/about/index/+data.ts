import type { PageContextServer } from 'vike/types';
import { pagesNotGiven } from '#lib/content/givenPages.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { organizationNode } from '#lib/seo/jsonLd.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';
import { routes } from '#lib/routes.ts';

export function data(pageContext: PageContextServer) {
  const page = markdownPageData(pageContext);
  // Meet Our Team leads nowhere until the rescue has team members.
  const teamShown = !pagesNotGiven(contentForPages()).has(routes.ourTeam.path);
  return { ...page, teamShown, jsonLd: [organizationNode(page.site)] };
}

export type Data = ReturnType<typeof data>;
