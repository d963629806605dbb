import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { recordPageUrl } from '#lib/routes.ts';

export default function Page({ events, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.eventListings')}</h1>
      <ul className="card-grid">
        {events.map((event, index) => (
          <PhotoCard
            key={event.id}
            priority={index === 0}
            photo={event.eventPhotoLink}
            heading={event.eventName}
            link={{ href: recordPageUrl('events', event.id), label: t('common.learnMore') }}
          >
            <p>{event.eventDate}</p>
            <Html html={event.eventShortDescription} />
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
