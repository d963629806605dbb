import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { OnRenderHtmlSync } from 'vike/types';
import { siteContent } from '../lib/content/siteContent.ts';
import { Layout } from './Layout.tsx';
import { headOf } from './head.ts';

export const onRenderHtml: OnRenderHtmlSync = (pageContext) => {
  const { Page, data, urlPathname, config } = pageContext;
  const { site } = siteContent();
  const head = headOf(pageContext, site);
  // The page is rendered on its own so that a hydrating page hydrates exactly this markup.
  const pageHtml = Page ? renderToString(<Page {...(data as object)} />) : '';
  const bodyHtml = renderToString(
    <Layout site={site} currentPath={urlPathname} pageHtml={pageHtml} />,
  );
  const redirect = config.redirectTo
    ? escapeInject`<meta http-equiv="refresh" content="0; url=${config.redirectTo}">
    <link rel="canonical" href="${config.redirectTo}">`
    : '';
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${head.title}</title>
    <meta name="description" content="${head.description}">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${redirect}
  </head>
  <body>${dangerouslySkipEscape(bodyHtml)}</body>
</html>`;
};
