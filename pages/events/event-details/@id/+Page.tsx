import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import type { Data } from './+data.ts';

export default function Page({ event, calendarUrl }: Data) {
  return (
    <article>
      <Breadcrumbs
        trail={[
          { label: 'Events', href: '/events' },
          { label: 'Event Listings', href: '/events/event-listings' },
          { label: event.eventName },
        ]}
      />
      <h1>{event.eventName}</h1>
      <p className="lead">{event.eventDate}</p>
      <p>
        {event.eventLocationName}, {event.eventAddress}
      </p>
      <p>
        <a className="button" href={calendarUrl}>
          Add to calendar
          <span className="visually-hidden"> ({event.eventName}, iCalendar file)</span>
        </a>
      </p>
      <ContentPhoto photo={event.eventPhotoLink} layout="wide" priority />
      <Html html={event.eventDescription} />
    </article>
  );
}
