import { layoutSizes } from '../../lib/images/responsive.ts';
import type { Photo } from '../../lib/listings/types.ts';
import './listings.css';

interface AnimalPhotoProps {
  /** The service's sizes of one photo; undefined when the animal has none yet. */
  photo: Photo | undefined;
  /** The size shown where srcset is not understood. */
  size: 'medium' | 'large';
  name: string;
  /** The first photo a visitor sees: loaded at once and before the others. */
  priority?: boolean;
}

/** Widths of the service's sizes (its documentation); `full` has no fixed width, so it is left out. */
const serviceWidths = { small: 100, medium: 300, large: 600 };

/** The service's sizes as a srcset; a file listed under several sizes counts at its largest. */
function srcSetOf(photo: Photo): string {
  const widths = new Map<string, number>();
  for (const [size, width] of Object.entries(serviceWidths)) {
    widths.set(photo[size as keyof typeof serviceWidths], width);
  }
  return [...widths].map(([url, width]) => `${url} ${width}w`).join(', ');
}

/** A listing photo, or a drawn placeholder when the animal has none yet. */
export function AnimalPhoto({ photo, size, name, priority = false }: AnimalPhotoProps) {
  if (!photo) {
    return (
      <div
        className="listing-photo listing-photo-missing"
        role="img"
        aria-label={`No photo of ${name} yet`}
      >
        <span aria-hidden="true">🐾</span>
      </div>
    );
  }
  return (
    <img
      className="listing-photo"
      src={photo[size]}
      srcSet={srcSetOf(photo)}
      sizes={layoutSizes.card}
      alt={`Photo of ${name}`}
      width="600"
      height="450"
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}
