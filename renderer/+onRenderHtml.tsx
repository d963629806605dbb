import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, OnRenderHtmlAsync } from 'vike/types';
import { NotGivenContext } from '#components/GivenPages.tsx';
import { MessagesContext } from '#components/Messages.tsx';
import { NotGivenPage } from '#components/NotGivenPage.tsx';
import { pagesNotGiven } from '#lib/content/givenPages.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { untranslatedOf } from '#lib/content/translations.ts';
import { parsedMessages } from '#lib/messages/catalogue.ts';
import { HeadTags } from './HeadTags.tsx';
import { layoutFacts } from './Layout.tsx';
import { layoutHtml } from './layoutHtml.tsx';
import { siteIcon } from '#lib/reach/urls.ts';
import { headOf } from './head.ts';
import { messageOf } from '#lib/messages/catalogue.ts';
import {
  defaultLanguage,
  pathIn,
  siteLanguages,
  type LanguageLink,
} from '#lib/messages/languages.ts';
import { pageT } from './messages.ts';
import { pageStateId, type PageState } from './pageState.ts';
import { jsonInScript } from '#lib/jsonInScript.ts';

/** Whether a page's data holds a record or page with fields still in English (`untranslated`). */
function showsEnglish(data: unknown, depth = 0): boolean {
  if (typeof data !== 'object' || data === null || depth > 3) return false;
  if (Array.isArray((data as { untranslated?: unknown }).untranslated)) return true;
  return Object.values(data).some((value) => showsEnglish(value, depth + 1));
}

/** This page in each other language of the site, named in that language. */
function otherLanguages(lang: string, path: string): LanguageLink[] {
  return siteLanguages(contentForPages().site)
    .filter((other) => other !== lang)
    .map((other) => ({
      lang: other,
      name: messageOf(contentForPages(other).messages, 'language.name')!,
      href: pathIn(other, path),
    }));
}

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page, data, urlPathname, config, is404, lang } = pageContext;
  const { site, messages } = contentForPages(lang);
  const t = pageT(lang);
  const notGiven = pagesNotGiven(contentForPages(), (await listingSnapshot()).adopted);
  const pageNotGiven = notGiven.has(urlPathname);
  // The page is rendered on its own so that a hydrating page hydrates exactly this markup.
  const pageHtml = Page
    ? renderToString(
        <MessagesContext value={t}>
          <NotGivenContext value={notGiven}>
            {pageNotGiven ? (
              <NotGivenPage title={headOf(pageContext, site, t).pageTitle} site={site} />
            ) : (
              <Page {...(data as object)} />
            )}
          </NotGivenContext>
        </MessagesContext>,
      )
    : '';
  const head = headOf(pageContext, site, t, pageNotGiven);
  const favicon = siteIcon(site);
  const bodyHtml = layoutHtml(
    {
      site,
      currentPath: urlPathname,
      pageHtml,
      languages: is404 ? [] : otherLanguages(lang, urlPathname),
      showsEnglish:
        lang !== defaultLanguage &&
        (showsEnglish(data) || untranslatedOf(site).some((field) => layoutFacts.includes(field))),
    },
    t,
    notGiven,
  );
  // A page not ready yet is kept out of search results, as the not-found page is.
  const headTags =
    is404 || pageNotGiven
      ? '<meta name="robots" content="noindex">'
      : renderToStaticMarkup(
          <MessagesContext value={t}>
            <HeadTags head={head} site={site} isHome={urlPathname === '/'} />
          </MessagesContext>,
        );
  const redirect = config.redirectTo
    ? escapeInject`<meta http-equiv="refresh" content="0; url=${config.redirectTo}">`
    : '';
  // A hydrating page (its +client.ts, unless its config drops it) carries its data and only its
  // own message groups, for renderer/hydrate.tsx; a page not given has nothing to hydrate (Vike
  // still injects its entry script, which finds no state, but nothing it would import).
  const scripted = config.client && !pageNotGiven;
  const groups = scripted ? config.clientMessages : undefined;
  const state: PageState | undefined = groups && {
    data,
    messages: parsedMessages(messages, groups, site, lang),
  };
  const pageState = state
    ? `<script id="${pageStateId}" type="application/json">${jsonInScript(state)}</script>`
    : '';
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${head.title}</title>
    <meta name="description" content="${head.description}">
    <link rel="icon" href="${favicon.href}" type="${favicon.type}">
    ${dangerouslySkipEscape(headTags)}
    ${redirect}
  </head>
  <body>${dangerouslySkipEscape(bodyHtml + pageState)}</body>
</html>`;
  // Where a page's +client.ts loads without Vike's runtime, Vike lists the script's own imports
  // but injects no preload for them: preloading them saves the browser a round trip.
  return config.client
    ? {
        documentHtml,
        injectFilter: (assets: InjectFilterEntry[]) => {
          for (const asset of assets) {
            if (asset.assetType === 'script') asset.inject = scripted ? 'HTML_END' : false;
          }
        },
      }
    : documentHtml;
};
