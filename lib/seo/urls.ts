import type { Site } from '../content/types.generated.ts';

/** Absolute address of a site path, on the site's public address. */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.siteUrl).href;
}
