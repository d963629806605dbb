import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { routes, trailTo } from '#lib/routes.ts';
import { headOf } from '#renderer/head.ts';
import { pageT } from '#renderer/messages.ts';

// A page's breadcrumbs are its data (`trail`, from the route table): the page shows them and the
// head writes their BreadcrumbList from the same data, nothing collected while the page renders.
const { site } = readValidContent();

function breadcrumbsIn(lang: string, data: object, pageNotGiven = false) {
  const t = pageT(lang);
  const pageContext = { data, config: {}, urlPathname: '/adopt/available-dogs' };
  const head = headOf(pageContext as unknown as PageContextServer, site, t, pageNotGiven);
  const nodes = head.jsonLd as unknown as {
    '@type': string;
    itemListElement: { item: string }[];
  }[];
  return nodes.filter((node) => node['@type'] === 'BreadcrumbList');
}

describe("a page's breadcrumbs as structured data", () => {
  const trail = trailTo(pageT('en'), routes.availableDogs);

  it('are written from the trail in the page data, its addresses in the page language', () => {
    expect(breadcrumbsIn('en', { trail })).toEqual([
      expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ position: 1, item: `${site.siteUrl}/adopt` }),
          expect.objectContaining({ position: 2, item: `${site.siteUrl}/adopt/available-dogs` }),
        ],
      }),
    ]);
    const [spanish] = breadcrumbsIn('es', { trail });
    expect(spanish!.itemListElement[0]!.item).toBe(`${site.siteUrl}/es/adopt`);
  });

  it('are left out for a page with nothing above it, with no trail, or not given yet', () => {
    expect(breadcrumbsIn('en', { trail: trail.slice(-1) })).toEqual([]);
    expect(breadcrumbsIn('en', {})).toEqual([]);
    expect(breadcrumbsIn('en', { trail }, true)).toEqual([]);
  });
});
