import { recordFileOfPage } from '../content/rules.ts';
import type { Site } from '../content/types.generated.ts';
import { pathIn } from '../messages/languages.ts';
import { absoluteUrl } from './urls.ts';
import { escapeXml } from './xml.ts';

/** The content folder or file each page that is not a record's own page is made from. */
const contentSources: [RegExp, (match: string) => string][] = [
  [/^\/adopt\/available-dogs$/, () => 'dogs'],
  [/^\/adopt\/courtesy-postings$/, () => 'courtesy-postings'],
  [/^\/events(\/event-listings)?$/, () => 'events'],
  [/^\/about\/our-team$/, () => 'team'],
  [/^\/get-involved\/animals-needing-foster-homes$/, () => 'foster-animals'],
  [/^\/rescue-tails\/rainbow-bridge$/, () => 'rainbow-bridge'],
  [
    /^\/(resources\/adoption-faqs|privacy-policy|terms-of-service|legal)$/,
    (slug) => `pages/${slug.split('/').pop()}.md`,
  ],
];

/**
 * The content path (relative to content/) a page is made from, if it is made from one: a record's
 * page by the naming rule (its address ends with its file's name), whatever the file is named.
 */
export function contentSourceOf(path: string): string | undefined {
  const recordFile = recordFileOfPage(path);
  if (recordFile) return recordFile;
  for (const [pattern, source] of contentSources) {
    const match = pattern.exec(path);
    if (match) return source(match[1] ?? '');
  }
  return undefined;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * A sitemap (sitemaps.org 0.9) of absolute page addresses: each page once per language, with its
 * addresses in every language as `xhtml:link` alternates (English as x-default) when there are several.
 */
export function sitemapXml(
  site: Site,
  entries: SitemapEntry[],
  languages: string[] = ['en'],
): string {
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

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}
