import type { PageContextServer } from 'vike/types';
import { currentCourtesyPostings, isoDate } from '#lib/content/dates.ts';
import { pagesNotGiven } from '#lib/content/givenPages.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { listingPageUrl, listingRoutes, recordPageUrl, recordRoutes } from '#lib/routes.ts';
import { pageT } from '#renderer/messages.ts';
import { siteSections } from '#renderer/navigation.ts';

/** The sections of lib/routes.ts, with a link to each record's and listed dog's page under its list. */
export async function data(pageContext: PageContextServer) {
  const { dogs, courtesyPostings, events, team } = contentForPages(pageContext.lang);
  const t = pageT(pageContext.lang);
  const notGiven = pagesNotGiven(contentForPages());
  const { adoptable, adopted } = await listingSnapshot();
  const listed = (animals: { id: number; name: string }[] | null) =>
    (animals ?? []).map((animal) => ({ label: animal.name, href: listingPageUrl(animal.id) }));
  const records = <T extends { id: string }>(
    collection: keyof typeof recordRoutes,
    list: T[],
    name: (record: T) => string,
  ) =>
    [
      recordRoutes[collection].listedOn,
      list.map((record) => ({ label: name(record), href: recordPageUrl(collection, record.id) })),
    ] as const;
  const children = new Map<string, { label: string; href: string }[]>([
    [listingRoutes.listedOn.adoptable, listed(adoptable)],
    [listingRoutes.listedOn.adopted, listed(adopted)],
    records('dogs', dogs, (dog) => dog.dogName),
    records(
      'courtesyPostings',
      currentCourtesyPostings(courtesyPostings, isoDate(new Date())),
      (posting) => posting.dogName,
    ),
    records('events', events, (event) => event.eventName),
    records('team', team, (member) => member.teamMemberName),
  ]);
  return {
    sections: siteSections.map(({ heading, links }) => ({
      heading: t(heading),
      links: links
        .filter((link) => !notGiven.has(link.href))
        .map((link) => ({
          href: link.href,
          label: t(link.label),
          children: children.get(link.href) ?? [],
        })),
    })),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
