import type { PrerenderContext } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { defaultLanguage, pathIn, siteLanguages } from '#lib/messages/languages.ts';

/** Every prerendered page once more in each other language of the site, at `/es/…`. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const others = siteLanguages(contentForPages().site).filter((lang) => lang !== defaultLanguage);
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    const english = { ...pageContext, lang: defaultLanguage };
    // One not-found page, in English, serves every address.
    if (pageContext.is404) return [english];
    return [
      english,
      ...others.map((lang) => ({
        ...pageContext,
        lang,
        urlOriginal: pathIn(lang, pageContext.urlOriginal),
      })),
    ];
  });
  return { prerenderContext: { pageContexts } };
}
