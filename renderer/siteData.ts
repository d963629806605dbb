import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import type { FormName } from '#lib/forms/forms.ts';

/** Data hook for pages that only need the organisation's facts. */
export function siteData({ lang }: Pick<PageContextServer, 'lang'>) {
  return { site: contentForPages(lang).site };
}

export type SiteData = ReturnType<typeof siteData>;

/**
 * The data hook of a form's page: the facts, the form of content/forms in the page's language
 * (undefined when the rescue has none), and whether this build delivers forms.
 */
export function formPageData(name: FormName) {
  return (pageContext: Pick<PageContextServer, 'lang'>) => ({
    ...siteData(pageContext),
    form: contentForPages(pageContext.lang).forms[name],
    formsEnabled: formsEnabled(),
  });
}

export type FormPageData = ReturnType<ReturnType<typeof formPageData>>;
