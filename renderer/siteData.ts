import { contentForPages } from '#lib/content/load.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';

/** Data hook for pages that only need the organisation's facts. */
export function siteData() {
  return { site: contentForPages().site };
}

export type SiteData = ReturnType<typeof siteData>;

/** Data hook for the form pages: the facts, and whether this build delivers forms. */
export function formPageData() {
  return { ...siteData(), formsEnabled: formsEnabled() };
}

export type FormPageData = ReturnType<typeof formPageData>;
