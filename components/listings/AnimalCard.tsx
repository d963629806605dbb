import type { Animal } from '../../lib/listings/types.ts';
import { fromAnimal } from '../../lib/filters/dogFacts.ts';
import { GoodWithBadges } from '../filters/GoodWithBadges.tsx';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import { excerpt } from './format.ts';
import './listings.css';

/** `priority`: the first card of the page, whose photo loads at once. */
export function AnimalCard({ animal, priority }: { animal: Animal; priority?: boolean }) {
  return (
    <article className="card listing-card">
      <AnimalPhoto photo={animal.photos[0]} size="medium" name={animal.name} priority={priority} />
      <div className="card-body">
        <h2>{animal.name}</h2>
        <p>{excerpt(animal.description)}</p>
        <p>
          <strong>Status:</strong> {animal.status}
        </p>
        <p>
          <strong>Age:</strong> {animal.age}
        </p>
        <p>
          <strong>Breed:</strong> {animal.breeds.primary}
        </p>
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
