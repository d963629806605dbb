import type { PageContextServer } from 'vike/types';
import { contentForPages, dogsFirstCommitted } from '#lib/content/readOnce.ts';
import { arrivalRanks } from '#lib/filters/dogFacts.ts';
import { organizationNode } from '#lib/reach/jsonLd.ts';
import { pageOf } from '#renderer/markdownPage.ts';
import { isAdoptable } from '#lib/content/dogLife.ts';

export function data(pageContext: PageContextServer) {
  const { site, partners, dogs } = contentForPages(pageContext.lang);
  const page = pageOf('home', pageContext.lang);
  // Without banner photos, the newest available dogs are the home page's pictures.
  const available = dogs.filter(isAdoptable);
  const ranks = arrivalRanks(available, dogsFirstCommitted());
  const newestDogs =
    site.homePhotos.length > 0
      ? []
      : available.sort((a, b) => ranks.get(b.id)! - ranks.get(a.id)!).slice(0, 3);
  // No title: the home page's tab title is the site's name and tagline.
  return {
    site,
    partners,
    page,
    newestDogs,
    description: page.description,
    jsonLd: [organizationNode(site)],
  };
}

export type Data = ReturnType<typeof data>;
