import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { siteLanguages, splitLanguage } from '#lib/messages/languages.ts';

/**
 * `/es/adopt` is the page `/adopt` in Spanish: the language comes from the address and the page is
 * routed without it, so every page exists in every language without a copy of pages/.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const languages = siteLanguages(contentForPages().site);
  const { lang, path } = splitLanguage(pageContext.urlPathname, languages);
  // No hash: a server never sees one (and Vike warns when it is read there).
  const query = new URLSearchParams(pageContext.urlParsed.search).toString();
  return { pageContext: { lang, urlLogical: `${path}${query ? `?${query}` : ''}` } };
}
