import { pagesNotGiven } from '../content/givenPages.ts';
import { recordIdPattern, recordPath } from '../content/rules.ts';
import type { Site } from '../content/types.generated.ts';
import { lastChange } from '../git.ts';
import { defaultLanguage, pathIn, siteLanguages } from '../messages/languages.ts';
import { fileRoutes, pageRoutes, recordRoutes, type PagedCollection } from '../routes.ts';
import { absoluteUrl } from './urls.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';
import { escapeXml } from './xml.ts';

/**
 * The content path (relative to content/) a page is made from, if the route table names one: a
 * record's page by the naming rule (its address ends with its file's name), whatever the file is named.
 */
export function contentSourceOf(path: string): string | undefined {
  for (const [collection, { page }] of Object.entries(recordRoutes)) {
    const id = path.startsWith(`${page}/`) ? path.slice(page.length + 1) : '';
    if (recordIdPattern.test(id)) return recordPath(collection as PagedCollection, id);
  }
  return pageRoutes.find((route) => route.path === path)?.source;
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * A sitemap (sitemaps.org 0.9) of absolute page addresses: each page once per language, with its
 * addresses in every language as `xhtml:link` alternates (English as x-default) when there are several.
 */
function sitemapXml(site: Site, entries: SitemapEntry[], languages: string[] = ['en']): string {
  const url = (lang: string, path: string) => escapeXml(absoluteUrl(site, pathIn(lang, path)));
  const alternates = (path: string) =>
    languages.length < 2
      ? ''
      : [...languages, 'x-default']
          .map(
            (lang) =>
              `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang === 'x-default' ? languages[0]! : lang, path)}"/>`,
          )
          .join('');
  const urls = languages.flatMap((lang) =>
    entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${url(lang, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`,
    ),
  );
  const xhtml = languages.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, fileRoutes.sitemap)}\n`;
}

/** sitemap.xml, each page once per language and dated by what it is made from, and robots.txt. */
export function sitemapFiles({ content, pages, listings, lastCommits }: SiteInputs): SiteFile[] {
  const { site } = content;
  const notGiven = pagesNotGiven(content, listings.adopted);
  // Each page once, by its English address: the sitemap lists it in every language.
  const listed = pages.filter(
    (page) =>
      page.lang === defaultLanguage &&
      !page.config.redirectTo &&
      !page.config.canonical &&
      !notGiven.has(page.urlPathname),
  );
  const entries = listed
    .map((page) => page.urlPathname)
    .sort()
    .map((path) => {
      const source = contentSourceOf(path);
      return { path, lastmod: source && lastChange(lastCommits, source) };
    });
  return [
    { path: fileRoutes.sitemap, body: sitemapXml(site, entries, siteLanguages(site)) },
    { path: fileRoutes.robots, body: robotsTxt(site) },
  ];
}
