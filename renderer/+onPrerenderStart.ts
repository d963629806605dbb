import type { PrerenderContext } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { defaultLanguage, pathIn, siteLanguages } from '#lib/messages/languages.ts';
import { cardWritten } from '#lib/reach/cardsAsWritten.ts';
import type { PrerenderedPage } from '#lib/siteFiles.ts';

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
  letGoOfWrittenPages(prerenderContext.output, pageContexts);
  // The home page first: `npm start` serves the site once it is written (server/node/serve.ts).
  const home = pageContexts.findIndex((pageContext) => pageContext.urlOriginal === '/');
  if (home > 0) pageContexts.unshift(...pageContexts.splice(home, 1));
  return { prerenderContext: { pageContexts } };
}

/**
 * Vike lists every page it writes, with its HTML and page context, until the build ends: at
 * thousands of pages that list is most of the build's memory. Nothing reads it (the site files
 * read `pageContexts`, lib/siteFiles.ts), so a page is not listed, and as it is written its page
 * context (some ten kilobytes of Vike's own per page) gives way to what the site files read. Its
 * share card is drawn from then on, beside the pages still to write (build/siteFilesPlugin.ts).
 */
function letGoOfWrittenPages(
  output: PrerenderContext['output'],
  pageContexts: PrerenderContext['pageContexts'],
) {
  const places = new Map<object, number>(
    pageContexts.map((pageContext, index) => [pageContext, index]),
  );
  Object.defineProperty(output, 'push', {
    value: (...written: PrerenderContext['output']) => {
      for (const { pageContext, fileType } of written) {
        const page = pageContext as typeof pageContext & PrerenderedPage;
        const share = page.data?.share;
        const place = places.get(pageContext);
        if (fileType === 'HTML' && place !== undefined) {
          pageContexts[place] = {
            urlPathname: page.urlPathname,
            lang: page.lang,
            is404: page.is404,
            data: { share },
            config: { redirectTo: page.config.redirectTo, canonical: page.config.canonical },
          } satisfies PrerenderedPage as unknown as (typeof pageContexts)[number];
        }
        if (fileType === 'HTML' && share) cardWritten(share);
        delete (page as { _prerenderResult?: unknown })._prerenderResult;
      }
      return output.length;
    },
  });
}
