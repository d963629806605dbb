import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ event, calendarUrl, trail }: Data) {
  const t = useT();
  return (
    <article>
      <Breadcrumbs trail={trail} />
      <h1>{event.eventName}</h1>
      <p className="lead">{event.eventDate}</p>
      <p>
        {event.eventLocationName}, {event.eventAddress}
      </p>
      <p>
        <a className="button" href={calendarUrl}>
          {t('records.addToCalendar')}
          <span className="visually-hidden">
            {t('records.calendarHidden', { name: event.eventName })}
          </span>
        </a>
      </p>
      <ContentPhoto photo={event.eventPhotoLink} layout="wide" priority />
      <Html html={event.eventDescription} />
    </article>
  );
}
