import { siteContent } from '../lib/content/siteContent.ts';
import { formsEnabled } from '../lib/forms/enabled.ts';

/** Data hook for pages that only need the organisation's facts. */
export function siteData() {
  return { site: siteContent().site };
}

export type SiteData = ReturnType<typeof siteData>;

/** Data hook for the form pages: the facts, and whether this build delivers forms. */
export function formPageData() {
  return { ...siteData(), formsEnabled: formsEnabled() };
}

export type FormPageData = ReturnType<typeof formPageData>;
