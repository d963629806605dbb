import type { Data } from './+data.ts';

export default function Page({ upcoming, past }: Data) {
  return (
    <>
      <h1>Events</h1>
      {upcoming.length === 0 ? (
        <p className="lead">There are currently no upcoming events. Please check back soon!</p>
      ) : (
        <EventLinks heading="Upcoming events" events={upcoming} />
      )}
      {past.length > 0 && <EventLinks heading="Past events" events={past} />}
      <p>
        <a className="button" href="/events/event-listings">
          See all events
        </a>
      </p>
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
            <a href={`/events/event-details/${event.id}`}>{event.eventName}</a>: {event.eventDate}
          </li>
        ))}
      </ul>
    </>
  );
}
