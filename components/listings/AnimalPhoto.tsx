import { useState } from 'react';
import { layoutSizes } from '#lib/images/responsive.ts';
import type { ListedPhoto } from '#lib/listings/normalize.ts';
import { useT } from '../Messages.tsx';
import './listings.css';

interface AnimalPhotoProps {
  /** The service's sizes of one photo; undefined when the animal has none yet. */
  photo: ListedPhoto | undefined;
  /** The size shown where srcset is not understood. */
  size: 'medium' | 'large';
  /** Describes the photo: "Photo of Moose", "Moose, 2". */
  alt: string;
  name: string;
  /** The first photo a visitor sees is often the largest paint: loaded at once, before others. */
  eager?: boolean;
}

/** Widths of the service's sizes (its documentation); `full` has no fixed width, so it is left out. */
const serviceWidths = { small: 100, medium: 300, large: 600 } as const;

/** The service's sizes as a srcset; a file listed under several sizes counts at its largest. */
function srcSetOf(photo: ListedPhoto): string {
  const widths = new Map<string, number>();
  for (const [size, width] of Object.entries(photo.widths ?? serviceWidths)) {
    widths.set(photo[size as keyof typeof serviceWidths], width);
  }
  return [...widths].map(([url, width]) => `${url} ${width}w`).join(', ');
}

/** A listing photo; a drawn placeholder when the animal has none or the photo fails to load. */
export function AnimalPhoto({ photo, size, alt, name, eager = false }: AnimalPhotoProps) {
  const [failed, setFailed] = useState(false);
  const t = useT();
  if (!photo || failed) {
    return (
      <div
        className="listing-photo listing-photo-missing"
        role="img"
        aria-label={t(photo ? 'listing.photoFailed' : 'listing.noPhoto', { name })}
      />
    );
  }
  return (
    <img
      // A photo that failed before the page hydrated has no error event left to hear.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailed(true);
      }}
      className="listing-photo"
      src={photo[size]}
      srcSet={srcSetOf(photo)}
      sizes={layoutSizes.card}
      alt={alt}
      width="600"
      height="450"
      {...(eager ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      onError={() => setFailed(true)}
    />
  );
}
