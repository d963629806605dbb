import { recordFileOfPage } from '../content/rules.ts';
import type { Site } from '../content/types.generated.ts';
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

/** A sitemap (sitemaps.org 0.9) of absolute page addresses. */
export function sitemapXml(site: Site, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absoluteUrl(site, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}
