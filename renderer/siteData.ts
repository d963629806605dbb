import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';

/** Data hook for pages that only need the organisation's facts. */
export function siteData({ lang }: Pick<PageContextServer, 'lang'>) {
  return { site: contentForPages(lang).site };
}

export type SiteData = ReturnType<typeof siteData>;

/** Data hook for the form pages: the facts, and whether this build delivers forms. */
export function formPageData(pageContext: Pick<PageContextServer, 'lang'>) {
  return { ...siteData(pageContext), formsEnabled: formsEnabled() };
}

export type FormPageData = ReturnType<typeof formPageData>;
