import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';

export default function Page({ events }: Data) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Events', href: '/events' }, { label: 'Event Listings' }]} />
      <h1>Event Listings</h1>
      <ul className="card-grid">
        {events.map((event, index) => (
          <PhotoCard
            key={event.id}
            priority={index === 0}
            photo={event.eventPhotoLink}
            heading={event.eventName}
            link={{ href: `/events/event-details/${event.id}`, label: 'Learn More' }}
          >
            <p>{event.eventDate}</p>
            <Html html={event.eventShortDescription} />
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
