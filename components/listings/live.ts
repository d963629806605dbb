import { readAllPages } from '#lib/listings/allPages.ts';
import type { ListedAnimal, ListedAnimalAnswer, ListedAnimals } from '#lib/listings/normalize.ts';
import { animalUrl, listingUrl, type ListingName } from '#lib/listings/queries.ts';

/** What a refresh brought; `partial` when a page after the first failed. */
export interface Refreshed<T> {
  value: T;
  partial: boolean;
}

export class NotFound extends Error {}

async function load<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status === 404) throw new NotFound(url);
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as T;
}

// The proxy sends animals normalised (server/handlers/listingsProxy.ts): the browser needs no decoder.

/** Every animal of a listing through the proxy, page by page up to the cap. */
export async function loadListing(name: ListingName): Promise<Refreshed<ListedAnimal[]>> {
  const { animals, failure } = await readAllPages((page) =>
    load<ListedAnimals>(listingUrl(name, page)),
  );
  return { value: animals, partial: failure !== undefined };
}

/** One page of a listing (a Forever Stories page), through the proxy. */
export async function loadListingPage(
  name: ListingName,
  page: number,
): Promise<Refreshed<ListedAnimal[]>> {
  const { animals } = await load<ListedAnimals>(listingUrl(name, page));
  return { value: animals, partial: false };
}

export async function loadAnimal(id: string): Promise<Refreshed<ListedAnimal>> {
  const { animal } = await load<ListedAnimalAnswer>(animalUrl(id));
  return { value: animal, partial: false };
}
