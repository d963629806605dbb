/** The dogs alerts and feeds speak of, from both lists, and the saved search they are matched with. */
import type { Dog, Site } from '../content/types.generated.ts';
import { fileRoutes, listingPageUrl, recordPageUrl } from '../routes.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';
import { breedChoices } from '../filters/breedChoices.ts';
import { fromAnimal, fromDog } from '../filters/dogFacts.ts';
import {
  defaultSort,
  facetNames,
  filterOptions,
  matches,
  optionText,
  queryFromState,
  stateFromQuery,
  type BreedChoice,
  type FacetValues,
} from '../filters/facets.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import type { Translate } from '../messages/translator.ts';
import { contentToday, siteToday } from '../content/dates.ts';
import { isTakingApplications } from '../content/dogLife.ts';

/** A listed dog as an alert or a feed entry shows it. */
export interface AlertDog {
  /** Unique across both lists: `dog:3` (content/dogs/3.json) or `listing:72000001`. */
  key: string;
  name: string;
  /** Its page on the site. */
  path: string;
  /** The rescue's Dog ID: a local dog's, or a listed dog's organization_animal_id. */
  dogID?: string;
  /** Breed, age and sex in a line. */
  summary: string;
  /** A site path or an absolute address. */
  photo?: { href: string; alt: string };
  /** When it was first listed (ISO 8601), when known. */
  listedAt?: string;
  values: FacetValues;
}

/** The available local dogs; `firstCommitted` (file name → ms) tells when each was listed. */
export function localAlertDogs(
  dogs: Dog[],
  breeds: BreedChoice[],
  firstCommitted?: Map<string, number>,
  site?: Pick<Site, 'ageBands' | 'timeZone' | 'address'>,
): AlertDog[] {
  // The day the filters' age groups are judged on: the rescue's, as its pages show ages.
  const today = site ? siteToday(site) : contentToday(undefined);
  return dogs.filter(isTakingApplications).map((dog) => {
    const committed = firstCommitted?.get(`${dog.id}.json`);
    return {
      key: `dog:${dog.id}`,
      name: dog.dogName,
      path: recordPageUrl('dogs', dog.id),
      dogID: dog.dogID,
      summary: [dog.dogBreed, dog.dogAge, dog.dogGender].join(', '),
      ...(dog.dogPhotoLink?.[0] && { photo: dog.dogPhotoLink[0] }),
      ...(committed !== undefined && { listedAt: new Date(committed).toISOString() }),
      values: fromDog(dog, breeds, today, 0, site?.ageBands).values,
    };
  });
}

/** The available local dogs for the Worker's search alerts, which cannot read content/. */
export function alertDogsFiles({ content, dogsFirstCommitted }: SiteInputs): SiteFile[] {
  const { site } = content;
  const dogs = localAlertDogs(content.dogs, breedChoices(site), dogsFirstCommitted, site);
  return [{ path: fileRoutes.alertDogs, body: JSON.stringify(dogs) }];
}

export function listingAlertDog(animal: ListedAnimal, breeds: BreedChoice[]): AlertDog {
  const photo = animal.photos[0]?.medium;
  return {
    key: `listing:${animal.id}`,
    name: animal.name,
    path: listingPageUrl(animal.id),
    ...(animal.dogID && { dogID: animal.dogID }),
    summary: [animal.breed, animal.age, animal.gender].filter(Boolean).join(', '),
    ...(photo && { photo: { href: photo, alt: animal.name } }),
    ...(animal.publishedAt && { listedAt: animal.publishedAt }),
    values: fromAnimal(animal, breeds).values,
  };
}

/**
 * The dogs of both lists, each once: a listed dog that is one of the rescue's own (its Dog ID,
 * sent by `rescue syndicate`) is the local dog already counted.
 */
export function bothLists(local: AlertDog[], listed: AlertDog[]): AlertDog[] {
  const own = new Set(local.map(({ dogID }) => dogID));
  return [...local, ...listed.filter(({ dogID }) => dogID === undefined || !own.has(dogID))];
}

/** A site's saved searches: the list pages' filter fields, matched and put in words. */
export interface Searches {
  /** A search as the filter fields' canonical query ('' for any dog). */
  of(params: URLSearchParams | string): string;
  matches(dog: AlertDog, search: string): boolean;
  /** In words: values of one facet are alternatives, 'Corgi or Mixed breed, Good with cats'. */
  describe(search: string): string;
}

/** The searches of a site, with the filter form's words (`t` over its message catalogue). */
export function siteSearches(site: Site, t: Translate): Searches {
  const options = filterOptions(breedChoices(site));
  const chosenOf = (search: string) => stateFromQuery(search, options).chosen;
  return {
    of: (params) =>
      queryFromState(
        { chosen: stateFromQuery(params.toString(), options).chosen, sort: defaultSort },
        options,
      ).replace(/^\?/, ''),
    matches: (dog, search) => matches(dog, { chosen: chosenOf(search) }),
    describe(search) {
      const chosen = chosenOf(search);
      const facets = facetNames
        .map((facet) =>
          options
            .filter((option) => option.facet === facet && chosen[facet]?.includes(option.value))
            .map((option) => optionText(option, t))
            .join(' or '),
        )
        .filter(Boolean);
      return facets.length === 0 ? t('alerts.anyDog') : facets.join(', ');
    },
  };
}

/** Newest first; dogs without a date last, by name. */
export function newestFirst(dogs: AlertDog[]): AlertDog[] {
  return [...dogs].sort(
    (a, b) =>
      (b.listedAt ?? '').localeCompare(a.listedAt ?? '') || a.name.localeCompare(b.name, 'en'),
  );
}
