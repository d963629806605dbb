import type { Site } from '../content/types.generated.ts';

/** Absolute address of a site path, on the site's public address. */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.siteUrl).href;
}

/** The site's icon (browser tab, feeds): the favicon, else the logo. */
export function siteIcon(site: Site): { href: string; type: string } {
  const href = site.favicon ?? site.logo;
  return { href, type: href.endsWith('.svg') ? 'image/svg+xml' : 'image/png' };
}
