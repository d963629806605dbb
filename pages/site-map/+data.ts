import type { PageContextServer } from 'vike/types';
import { currentCourtesyPostings, isoDate } from '#lib/content/dates.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { recordPageUrl } from '#lib/content/rules.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { pageT } from '#renderer/messages.ts';
import { siteSections } from '#renderer/navigation.ts';

/** The sections of renderer/navigation.ts, with a link to each record's and listed dog's page. */
export async function data(pageContext: PageContextServer) {
  const { dogs, courtesyPostings, events, team } = contentForPages(pageContext.lang);
  const t = pageT(pageContext.lang);
  const { adoptable, adopted } = await listingSnapshot();
  const listed = (animals: { id: number; name: string }[] | null) =>
    (animals ?? []).map((animal) => ({ label: animal.name, href: `/details/${animal.id}` }));
  const postings = currentCourtesyPostings(courtesyPostings, isoDate(new Date()));
  const records = {
    '/adopt': listed(adoptable),
    '/rescue-tails/forever-stories': listed(adopted),
    '/adopt/available-dogs': dogs.map((dog) => ({
      label: dog.dogName,
      href: recordPageUrl('dogs', dog.id),
    })),
    '/adopt/courtesy-postings': postings.map((posting) => ({
      label: posting.dogName,
      href: recordPageUrl('courtesyPostings', posting.id),
    })),
    '/events/event-listings': events.map((event) => ({
      label: event.eventName,
      href: recordPageUrl('events', event.id),
    })),
    '/about/our-team': team.map((member) => ({
      label: member.teamMemberName,
      href: recordPageUrl('team', member.id),
    })),
  };
  return {
    sections: siteSections.map(({ heading, links }) => ({
      heading: t(heading),
      links: links.map((link) => ({
        href: link.href,
        label: t(link.label),
        children: records[link.href as keyof typeof records] ?? [],
      })),
    })),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
