import { useGiven } from '#components/GivenPages.tsx';
import { HtmlParagraph } from '#components/Html.tsx';
import type { Data } from './+data.ts';
import { PageLink } from '#components/PageLink.tsx';
import { routes, recordPageUrl } from '#lib/routes.ts';

export default function Page({ page, upcoming, past }: Data) {
  const given = useGiven();
  const { upcoming: upcomingSection, past: pastSection } = page.sections ?? {};
  return (
    <>
      <h1>{page.title}</h1>
      {upcoming.length === 0
        ? page.lead && <HtmlParagraph className="lead" html={page.lead} />
        : upcomingSection && <EventLinks heading={upcomingSection.heading} events={upcoming} />}
      {past.length > 0 && pastSection && <EventLinks heading={pastSection.heading} events={past} />}
      {page.button && given(routes.eventListings.path) && (
        <p>
          <PageLink className="button" to={routes.eventListings}>
            {page.button}
          </PageLink>
        </p>
      )}
    </>
  );
}

function EventLinks({ heading, events }: { heading: string; events: Data['past'] }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul>
        {events.map((event) => (
          <li key={event.id}>
            <PageLink href={recordPageUrl('events', event.id)}>{event.eventName}</PageLink>
            {': '}
            {event.eventDate}
          </li>
        ))}
      </ul>
    </>
  );
}
