import type { GoodWith, ListedAnimal } from '#lib/listings/normalize.ts';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import './listings.css';

export function BackToAdopt() {
  return (
    <p>
      <a className="button button-back" href="/adopt">
        <span aria-hidden="true">&lt; </span>Back to all dogs
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

const goodWithWords: Record<GoodWith, string> = { yes: 'Yes', no: 'No', 'not known': 'Not known' };

function yesNo(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? 'Yes' : 'No';
}

export function AnimalDetails({ animal }: { animal: ListedAnimal }) {
  // Rows the service does not know are left out; "not known" is kept where it helps an adopter.
  const summary: [string, string | undefined][] = [
    ['Name', `${animal.name} (ID ${animal.id})`],
    ['Status', animal.status],
    ['Primary breed', animal.breed],
    ['Age', animal.age],
    ['Gender', animal.gender],
    ['Coat length', animal.coat],
    ['Primary color', animal.color],
    ['Dog friendly', goodWithWords[animal.goodWith.dogs]],
    ['Cat friendly', goodWithWords[animal.goodWith.cats]],
    ['Kid friendly', goodWithWords[animal.goodWith.children]],
    ['House trained', yesNo(animal.houseTrained)],
    ['Special needs', yesNo(animal.specialNeeds)],
    ['Shots current', yesNo(animal.shotsCurrent)],
    ['Spayed/neutered', yesNo(animal.spayedNeutered)],
  ];
  return (
    <article className="listing-details">
      <BackToAdopt />
      {animal.photos.length === 0 ? (
        <AnimalPhoto photo={undefined} size="large" alt="" name={animal.name} eager />
      ) : (
        <ul className="listing-gallery" aria-label={`Photos of ${animal.name}`}>
          {animal.photos.map((photo, index) => (
            <li key={photo.large}>
              <AnimalPhoto
                photo={photo}
                size="large"
                alt={`${animal.name}, ${index + 1}`}
                name={animal.name}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <h1>{animal.name}</h1>
      {animal.description.length > 0 && (
        <div className="listing-description">
          {animal.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <h2>Summary Info</h2>
      <dl className="listing-summary">
        {summary.map(
          ([term, value]) =>
            value && (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
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
