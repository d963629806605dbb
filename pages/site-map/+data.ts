import { currentCourtesyPostings, isoDate } from '../../lib/content/load.ts';
import { siteContent } from '../../lib/content/siteContent.ts';
import { siteSections } from '../../renderer/navigation.ts';

/** The sections of renderer/navigation.ts, with a link to each record's own page. */
export function data() {
  const { dogs, courtesyPostings, events, team } = siteContent();
  const postings = currentCourtesyPostings(courtesyPostings, isoDate(new Date()));
  const records = {
    '/adopt/available-dogs': dogs.map((dog) => ({
      label: dog.dogName,
      href: `/adopt/available-dogs/details-page/${dog.id}`,
    })),
    '/adopt/courtesy-postings': postings.map((posting) => ({
      label: posting.dogName,
      href: `/adopt/courtesy-postings/details-page/${posting.id}`,
    })),
    '/events/event-listings': events.map((event) => ({
      label: event.eventName,
      href: `/events/event-details/${event.id}`,
    })),
    '/about/our-team': team.map((member) => ({
      label: member.teamMemberName,
      href: `/about/our-team/details-page/${member.id}`,
    })),
  };
  return {
    sections: siteSections.map(({ heading, links }) => ({
      heading,
      links: links.map((link) => ({
        ...link,
        children: records[link.href as keyof typeof records] ?? [],
      })),
    })),
  };
}

export type Data = ReturnType<typeof data>;
