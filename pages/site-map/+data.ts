import type { PageContextServer } from 'vike/types';
import { currentCourtesyPostings, siteToday } from '#lib/content/dates.ts';
import { pagesNotGiven } from '#lib/content/givenPages.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { collections } from '#lib/content/collections.ts';
import {
  listingPageUrl,
  listingRoutes,
  recordPageUrl,
  recordRoutes,
  type PagedCollection,
} from '#lib/routes.ts';
import { pageT } from '#renderer/messages.ts';
import { siteSections } from '#renderer/navigation.ts';

/** The sections of lib/routes.ts, with a link to each record's and listed dog's page under its list. */
export async function data(pageContext: PageContextServer) {
  const content = contentForPages(pageContext.lang);
  const t = pageT(pageContext.lang);
  const { adoptable, adopted } = await listingSnapshot();
  const notGiven = pagesNotGiven(contentForPages(), adopted);
  const listed = (animals: { id: number; name: string }[] | null) =>
    (animals ?? []).map((animal) => ({ label: animal.name, href: listingPageUrl(animal.id) }));
  // Each collection with pages, its records as its list page shows them (current postings only).
  const shown = (collection: PagedCollection): { id: string }[] =>
    collection === 'courtesyPostings'
      ? currentCourtesyPostings(content.courtesyPostings, siteToday(content.site))
      : content[collection];
  const records = (collection: PagedCollection) => {
    const { nameField } = collections[collection];
    return [
      recordRoutes[collection].listedOn,
      shown(collection).map((record) => ({
        label: String((record as Record<string, unknown>)[nameField]),
        href: recordPageUrl(collection, record.id),
      })),
    ] as const;
  };
  const children = new Map<string, { label: string; href: string }[]>([
    [listingRoutes.listedOn.adoptable, listed(adoptable)],
    [listingRoutes.listedOn.adopted, listed(adopted)],
    ...(Object.keys(recordRoutes) as PagedCollection[]).map(records),
  ]);
  const sections = siteSections.map(({ heading, links }) => ({
    heading: t(heading),
    links: links
      .filter((link) => !notGiven.has(link.href))
      .map((link) => ({
        href: link.href,
        label: t(link.label),
        children: children.get(link.href) ?? [],
      })),
  }));
  // A section whose every page is left out (Rescue Tails before its first story) goes with them.
  return { sections: sections.filter(({ links }) => links.length > 0) };
}

export type Data = Awaited<ReturnType<typeof data>>;
