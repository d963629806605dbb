import './listings.css';

interface AnimalPhotoProps {
  src: string | undefined;
  name: string;
}

/** A listing photo, or a drawn placeholder when the animal has none yet. */
export function AnimalPhoto({ src, name }: AnimalPhotoProps) {
  if (!src) {
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
      src={src}
      alt={`Photo of ${name}`}
      width="600"
      height="450"
      loading="lazy"
    />
  );
}
