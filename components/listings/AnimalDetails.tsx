import type { Animal } from '../../lib/listings/types.ts';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import { plainText, yesNo } from './format.ts';
import './listings.css';

export function BackToAdopt() {
  return (
    <p>
      <a className="button button-back" href="/adopt">
        &lt; Back to all dogs
      </a>
    </p>
  );
}

function ApplyNote() {
  return (
    <div className="listing-apply">
      <a className="button" href="/adopt/application">
        Fill out an Adoption Application
      </a>
      <p>One application covers multiple dogs: you do not need to apply for each dog.</p>
    </div>
  );
}

export function AnimalDetails({ animal }: { animal: Animal }) {
  const summary: [string, string][] = [
    ['Name', `${animal.name} (ID ${animal.id})`],
    ['Status', animal.status],
    ['Primary breed', animal.breeds.primary],
    ['Age', animal.age],
    ['Gender', animal.gender],
    ['Coat length', animal.coat ?? 'Unknown'],
    ['Primary color', animal.colors.primary ?? 'Unknown'],
    ['Dog friendly', yesNo(animal.environment.dogs)],
    ['Cat friendly', yesNo(animal.environment.cats)],
    ['Kid friendly', yesNo(animal.environment.children)],
    ['House trained', yesNo(animal.attributes.house_trained)],
    ['Special needs', yesNo(animal.attributes.special_needs)],
    ['Shots current', yesNo(animal.attributes.shots_current)],
    ['Spayed/neutered', yesNo(animal.attributes.spayed_neutered)],
  ];
  return (
    <article className="listing-details">
      <BackToAdopt />
      {animal.photos.length === 0 ? (
        <AnimalPhoto photo={undefined} size="large" name={animal.name} />
      ) : (
        <ul className="listing-gallery" aria-label={`Photos of ${animal.name}`}>
          {animal.photos.map((photo, index) => (
            <li key={photo.large}>
              <AnimalPhoto
                photo={photo}
                size="large"
                name={`${animal.name}, ${index + 1}`}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <h1>{animal.name}</h1>
      {animal.description && <p>{plainText(animal.description)}</p>}
      <h2>Summary Info</h2>
      <dl className="listing-summary">
        {summary.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApplyNote />
    </article>
  );
}

/** Grey stand-ins for the details while they load. */
export function DetailsSkeleton() {
  return (
    <div className="listing-details" aria-busy="true">
      <BackToAdopt />
      <p className="visually-hidden" role="status">
        Loading this dog's details…
      </p>
      <div aria-hidden="true">
        <div className="listing-photo skeleton-block" />
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
