import { fromAnimal } from '#lib/filters/dogFacts.ts';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import { GoodWithBadges } from '../filters/GoodWithBadges.tsx';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import './listings.css';

interface AnimalCardProps {
  animal: ListedAnimal;
  /** Load the photo at once: set on the first card. */
  eager?: boolean;
}

export function AnimalCard({ animal, eager }: AnimalCardProps) {
  return (
    <article className="card listing-card" aria-labelledby={`animal-${animal.id}`}>
      <AnimalPhoto
        photo={animal.photos[0]}
        size="medium"
        alt={`Photo of ${animal.name}`}
        name={animal.name}
        eager={eager}
      />
      <div className="card-body">
        <h2 id={`animal-${animal.id}`}>{animal.name}</h2>
        {animal.excerpt && <p>{animal.excerpt}</p>}
        <p>
          <strong>Status:</strong> {animal.status}
        </p>
        <p>
          <strong>Age:</strong> {animal.age}
        </p>
        {animal.breed && (
          <p>
            <strong>Breed:</strong> {animal.breed}
          </p>
        )}
        <GoodWithBadges goodWith={fromAnimal(animal).goodWith} />
        <a className="button" href={`/details/${animal.id}`}>
          More info<span className="visually-hidden"> about {animal.name}</span>
        </a>
      </div>
    </article>
  );
}

/** A grey stand-in card shown while the listing loads. */
export function SkeletonCard() {
  return (
    <div className="card listing-card listing-skeleton">
      <div className="listing-photo skeleton-block" />
      <div className="card-body">
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
