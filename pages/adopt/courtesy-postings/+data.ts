import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { routes } from '#lib/routes.ts';
import { mailbox } from '#lib/content/siteFacts.ts';
import { currentCourtesyPostings, siteToday } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';

export function data(pageContext: PageContextServer) {
  const { courtesyPostings, site } = contentForPages(pageContext.lang);
  return {
    trail: pageTrail(pageContext, routes.courtesyPostings),
    postings: currentCourtesyPostings(courtesyPostings, siteToday(site)),
    requestEmail: mailbox(site, 'courtesyPostings'),
  };
}

export type Data = ReturnType<typeof data>;
