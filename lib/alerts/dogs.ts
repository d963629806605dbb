/** The dogs alerts and feeds speak of, from both lists, and the saved search they are matched with. */
import { bundledMessages, bundledSite } from '../content/bundledSite.ts';
import type { Dog } from '../content/types.generated.ts';
import { catalogueTranslator } from '../messages/catalogue.ts';
import { fromAnimal, fromDog } from '../filters/dogFacts.ts';
import {
  allOptions,
  defaultSort,
  facetNames,
  matches,
  queryFromState,
  stateFromQuery,
  type FacetValues,
  type FilterState,
} from '../filters/facets.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import { alertWords } from './words.ts';

/** A listed dog as an alert or a feed entry shows it. */
export interface AlertDog {
  /** Unique across both lists: `dog:3` (content/dogs/3.json) or `listing:72000001`. */
  key: string;
  name: string;
  /** Its page on the site. */
  path: string;
  /** Breed, age and sex in a line. */
  summary: string;
  /** A site path or an absolute address. */
  photo?: { href: string; alt: string };
  /** When it was first listed (ISO 8601), when known. */
  listedAt?: string;
  values: FacetValues;
}

/** The available local dogs; `firstCommitted` (file name → ms) tells when each was listed. */
export function localAlertDogs(dogs: Dog[], firstCommitted?: Map<string, number>): AlertDog[] {
  return dogs
    .filter((dog) => dog.dogAdoptionStatus === 'Available')
    .map((dog) => {
      const committed = firstCommitted?.get(`${dog.id}.json`);
      return {
        key: `dog:${dog.id}`,
        name: dog.dogName,
        path: `/adopt/available-dogs/details-page/${dog.id}`,
        summary: [dog.dogBreed, dog.dogAge, dog.dogGender].join(', '),
        ...(dog.dogPhotoLink[0] && { photo: dog.dogPhotoLink[0] }),
        ...(committed !== undefined && { listedAt: new Date(committed).toISOString() }),
        values: fromDog(dog).values,
      };
    });
}

export function listingAlertDog(animal: ListedAnimal): AlertDog {
  const photo = animal.photos[0]?.medium;
  return {
    key: `listing:${animal.id}`,
    name: animal.name,
    path: `/details/${animal.id}`,
    summary: [animal.breed, animal.age, animal.gender].filter(Boolean).join(', '),
    ...(photo && { photo: { href: photo, alt: animal.name } }),
    ...(animal.publishedAt && { listedAt: animal.publishedAt }),
    values: fromAnimal(animal).values,
  };
}

/** A saved search: the list page's filter fields, as its canonical query ('' for any dog). */
export function searchOf(params: URLSearchParams | string): string {
  return queryFromState({
    chosen: stateFromQuery(params.toString()).chosen,
    sort: defaultSort,
  }).replace(/^\?/, '');
}

export function chosenOf(search: string): FilterState['chosen'] {
  return stateFromQuery(search).chosen;
}

export function matchesSearch(dog: AlertDog, search: string): boolean {
  return matches(dog, { chosen: chosenOf(search) });
}

/** The search in words: values of one facet are alternatives, 'Corgi or Mixed breed, Good with cats'. */
export function describeSearch(search: string): string {
  const chosen = chosenOf(search);
  // The options' words are the filter form's, from the message catalogue.
  const t = catalogueTranslator(bundledMessages, bundledSite.animal);
  const facets = facetNames
    .map((facet) =>
      allOptions
        .filter((option) => option.facet === facet && chosen[facet]?.includes(option.value))
        .map(({ label }) => t(label))
        .join(' or '),
    )
    .filter(Boolean);
  return facets.length === 0 ? alertWords.anyDog : facets.join(', ');
}

/** Newest first; dogs without a date last, by name. */
export function newestFirst(dogs: AlertDog[]): AlertDog[] {
  return [...dogs].sort(
    (a, b) =>
      (b.listedAt ?? '').localeCompare(a.listedAt ?? '') || a.name.localeCompare(b.name, 'en'),
  );
}
