import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { privacyFacts } from '#lib/privacyNotice.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

/** The rescue's own words (content/pages/privacy-policy.md), then the notice the site writes. */
export function data(pageContext: PageContextServer) {
  return {
    ...markdownPageData(pageContext),
    notice: privacyFacts(contentForPages(pageContext.lang)),
  };
}

export type Data = ReturnType<typeof data>;
