import { useId, type ComponentProps, type ReactNode } from 'react';
import type { Photo } from '#lib/content/types.generated.ts';
import { ContentPhoto } from './ContentPhoto.tsx';
import { useT } from './Messages.tsx';
import { NoPhoto } from './NoPhoto.tsx';

interface PhotoCardProps {
  /** Without one (a dog listed before its photo), the card draws its heading's initial. */
  photo: Photo | undefined;
  heading: string;
  children?: ReactNode;
  link?: { href: string; label: string };
  /** Extra attributes of the card's list item, such as the filters' data attributes. */
  itemProps?: ComponentProps<'li'>;
  /** The first card of a page: its photo loads at once. */
  priority?: boolean;
  /** A card under a section's heading has a heading a level below it. */
  level?: 2 | 3;
}

/** A card with a photo on top: dogs, animals needing fosters, events, team members. */
export function PhotoCard(props: PhotoCardProps) {
  const { photo, heading, children, link, itemProps, priority, level = 2 } = props;
  const Heading = level === 3 ? 'h3' : 'h2';
  const headingId = useId();
  const t = useT();
  return (
    <li {...itemProps}>
      <article className="card" aria-labelledby={headingId}>
        {photo ? (
          <ContentPhoto photo={photo} layout="card" priority={priority} />
        ) : (
          <NoPhoto name={heading} />
        )}
        <div className="card-body">
          <Heading id={headingId}>{heading}</Heading>
          {children}
          {link && (
            <a className="button" href={t.link(link.href)}>
              {link.label}
              <span className="visually-hidden">{t('common.aboutHidden', { heading })}</span>
            </a>
          )}
        </div>
      </article>
    </li>
  );
}
