import type { Data } from './+data.ts';

export default function Page({ upcoming }: Data) {
  return (
    <>
      <h1>Events</h1>
      {upcoming.length === 0 ? (
        <p>There are currently no upcoming events. Please check back soon!</p>
      ) : (
        <ul className="link-list">
          {upcoming.map((event) => (
            <li key={event.id}>
              <a href={`/events/event-details/${event.id}`}>{event.eventName}</a>: {event.eventDate}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/events/event-listings">See all events</a>
      </p>
    </>
  );
}
