import type { Site } from '#lib/content/types.generated.ts';

/** English: the language of every record and page as written, published at the site's root. */
export const defaultLanguage = 'en';

/** The languages the site is published in (site.json `languages`), English first and once each. */
export function siteLanguages(site: Pick<Site, 'languages'>): string[] {
  return [...new Set([defaultLanguage, ...(site.languages ?? [])])];
}

/** The locale dates, numbers and plurals are formatted for: the rescues are in the US. */
export function localeOf(lang: string): string {
  return `${lang}-US`;
}

/** Where a language's pages live: '' for English, `/es` for Spanish. */
export function languagePrefix(lang: string): string {
  return lang === defaultLanguage ? '' : `/${lang}`;
}

/** A page's address in a language: `/adopt` → `/es/adopt`, `/` → `/es`. */
export function pathIn(lang: string, path: string): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of an address and the page's address without it: `/es/adopt` → es, `/adopt`. */
export function splitLanguage(
  pathname: string,
  languages: readonly string[],
): { lang: string; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const lang = match?.[1];
  if (!lang || lang === defaultLanguage || !languages.includes(lang)) {
    return { lang: defaultLanguage, path: pathname };
  }
  return { lang, path: match[2] ?? '/' };
}

// Files and endpoints, not pages: they have one address in every language. Written here, not taken
// from lib/liveRoutes.ts (apiRoot): every hydrating page's script carries this module.
const notPages = /^\/(?:api|admin|assets|images|feeds|share|sample-photos)(?:\/|$)|\.[a-z0-9]+$/i;

/** Whether an address of this site is one of its pages (which exist in every language). */
function isPagePath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/, '');
  return path.startsWith('/') && !path.startsWith('//') && !notPages.test(pathname);
}

/**
 * A link in a language: an address of one of the site's pages gets the language's prefix,
 * anything else (another site, a photo, a feed, an anchor) stays as it is.
 */
export function linkIn(lang: string, href: string): string {
  if (!isPagePath(href) || lang === defaultLanguage) return href;
  if (href.startsWith(`${languagePrefix(lang)}/`) || href === languagePrefix(lang)) return href;
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return `${pathIn(lang, pathname)}${rest}`;
}

/**
 * Every link of a page's HTML that leads to one of the site's pages, in the language; a link with
 * `hreflang` (the header's link to the page in another language) says its own language.
 */
export function linksIn(lang: string, html: string): string {
  if (lang === defaultLanguage) return html;
  return html.replace(/<a\b[^>]*>/g, (tag) =>
    /\shreflang=/i.test(tag)
      ? tag
      : tag.replace(
          /\bhref="(\/[^"]*)"/,
          (attribute, href: string) => `href="${linkIn(lang, href)}"`,
        ),
  );
}

/** A page in another language: its address, and the language's name in itself. */
export interface LanguageLink {
  lang: string;
  name: string;
  href: string;
}
