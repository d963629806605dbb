import type { Animal } from './types.ts';
import { listings, type ListingName } from './queries.ts';
import { siteContent } from '../content/siteContent.ts';
import { openListingSource } from './source.ts';

/** Each listing's animals at build time; null when the service could not be reached. */
export type ListingSnapshot = Record<ListingName, Animal[] | null>;

let snapshot: Promise<ListingSnapshot> | undefined;

/** Fetched once per build however many pages ask, so each listing is searched once. */
export function listingSnapshot(): Promise<ListingSnapshot> {
  snapshot ??= takeSnapshot();
  return snapshot;
}

async function takeSnapshot(): Promise<ListingSnapshot> {
  const source = await openListingSource(siteContent().site.petfinderOrganizationId);
  try {
    const search = async (name: ListingName) => {
      try {
        const params = { ...listings[name], organization: source.organizationId };
        return (await source.client.searchAnimals(params)).animals;
      } catch (error) {
        console.warn(
          `Warning: the ${name} listing could not be fetched (${String(error)}); its page will load in the browser.`,
        );
        return null;
      }
    };
    const [adoptable, adopted] = await Promise.all([search('adoptable'), search('adopted')]);
    return { adoptable, adopted };
  } finally {
    await source.close();
  }
}

/** Every animal of the snapshot, for prerendering /details/{id}. */
export async function snapshotAnimals(): Promise<Animal[]> {
  const { adoptable, adopted } = await listingSnapshot();
  return [...(adoptable ?? []), ...(adopted ?? [])];
}
