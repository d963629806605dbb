import { useState } from 'react';
import './listings.css';

interface AnimalPhotoProps {
  src: string | undefined;
  /** Describes the photo: "Photo of Moose", "Moose, 2". */
  alt: string;
  name: string;
  /** The first card photo is often the largest paint: it must not wait to be scrolled to. */
  eager?: boolean;
}

/** A listing photo; a drawn placeholder when the animal has none or the photo fails to load. */
export function AnimalPhoto({ src, alt, name, eager = false }: AnimalPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className="listing-photo listing-photo-missing"
        role="img"
        aria-label={src ? `The photo of ${name} could not be loaded` : `No photo of ${name} yet`}
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
      src={src}
      alt={alt}
      width="600"
      height="450"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
