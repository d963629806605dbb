import type { PageContextServer } from 'vike/types';
import type { FormPageData } from '#components/forms/FormView.tsx';
import { contentForPages } from '#lib/content/readOnce.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import type { FormName } from '#lib/forms/forms.ts';
import { writesPrivacyNotice } from '#lib/privacyNotice.ts';
import { formRoutes, routes, trailTo, type PageRoute } from '#lib/routes.ts';
import { pageT } from './messages.ts';

/**
 * The breadcrumbs of a page of the route table in its language (with `current`, of a record listed
 * on that page), as its data: the page shows them and the renderer writes their structured data.
 */
export function pageTrail(
  { lang }: Pick<PageContextServer, 'lang'>,
  route: PageRoute,
  current?: string,
) {
  return trailTo(pageT(lang), route, current);
}

/** The data hook of a form's thank-you page: its breadcrumbs. */
export function thankYouData(name: FormName) {
  return (pageContext: Pick<PageContextServer, 'lang'>) => ({
    trail: pageTrail(pageContext, formRoutes[name].thankYou),
  });
}

/** Data hook for pages that only need the organisation's facts. */
function siteData({ lang }: Pick<PageContextServer, 'lang'>) {
  return { site: contentForPages(lang).site };
}

/**
 * The data hook of a form's page: the facts, the form of content/forms in the page's language
 * (undefined when the rescue has none), whether this build delivers forms, the privacy notice's
 * address where the site writes one, and with `route` the page's breadcrumbs.
 */
export function formPageData(name: FormName, route?: PageRoute) {
  return (pageContext: Pick<PageContextServer, 'lang'>): FormPageData => ({
    ...siteData(pageContext),
    form: contentForPages(pageContext.lang).forms[name],
    formsEnabled: formsEnabled(),
    privacyNotice: writesPrivacyNotice(contentForPages().site)
      ? routes.privacyPolicy.path
      : undefined,
    ...(route && { trail: pageTrail(pageContext, route) }),
  });
}
