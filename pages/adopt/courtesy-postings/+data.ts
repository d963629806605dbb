import type { PageContextServer } from 'vike/types';
import { mailbox } from '#lib/content/siteFacts.ts';
import { currentCourtesyPostings, siteToday } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';

export function data(pageContext: PageContextServer) {
  const { courtesyPostings, site } = contentForPages(pageContext.lang);
  return {
    postings: currentCourtesyPostings(courtesyPostings, siteToday(site)),
    requestEmail: mailbox(site, 'courtesyPostings'),
  };
}

export type Data = ReturnType<typeof data>;
