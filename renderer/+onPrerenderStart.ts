import type { PrerenderContext } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { defaultLanguage, pathIn, siteLanguages } from '#lib/messages/languages.ts';

/** Every prerendered page once more in each other language of the site, at `/es/…`. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const others = siteLanguages(contentForPages().site).filter((lang) => lang !== defaultLanguage);
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    // The not-found page too (`/404` → es/404.html): hosts answer an unknown /es/… address with it.
    return [
      { ...pageContext, lang: defaultLanguage },
      ...others.map((lang) => ({
        ...pageContext,
        lang,
        urlOriginal: pathIn(lang, pageContext.urlOriginal),
      })),
    ];
  });
  return { prerenderContext: { pageContexts } };
}
