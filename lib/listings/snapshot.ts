import { contentForPages } from '../content/readOnce.ts';
import { readAllPages } from './allPages.ts';
import { normalizeAnimal, type ListedAnimal } from './normalize.ts';
import {
  listingParams,
  maxListingPages,
  servicePageSize,
  type ListingName,
  type ListingSnapshot,
} from './queries.ts';
import { openListingSource } from './source.ts';

// Process-wide: the pages' data hooks (in Vike's server bundle) and the build's site files (in the
// config's bundle) are two copies of this module, and ask the service once between them.
const shared = globalThis as { rescueListingSnapshot?: Promise<ListingSnapshot> };

/** Fetched once per build however many pages and site files ask, so each listing is searched once. */
export function listingSnapshot(): Promise<ListingSnapshot> {
  shared.rescueListingSnapshot ??= takeSnapshot();
  return shared.rescueListingSnapshot;
}

async function takeSnapshot(): Promise<ListingSnapshot> {
  const source = await openListingSource(contentForPages().site.petfinderOrganizationId);
  try {
    const search = async (name: ListingName) => {
      try {
        const { animals, totalCount, failure } = await readAllPages((page) =>
          source.client.searchAnimals({
            ...listingParams(name, page),
            organization: source.organizationId,
          }),
        );
        if (failure !== undefined) {
          console.warn(
            `Warning: the ${name} listing stopped after ${animals.length} animals (${String(failure)}); the site shows those.`,
          );
        } else if (totalCount > animals.length) {
          console.warn(
            `Warning: the ${name} listing has ${totalCount} animals; the site shows the newest ${animals.length} (${maxListingPages} pages of ${servicePageSize}).`,
          );
        }
        return animals.map(normalizeAnimal);
      } catch (error) {
        console.warn(
          `Warning: the ${name} listing could not be fetched (${String(error)}); its page will load in the browser.`,
        );
        return null;
      }
    };
    // One listing after the other, page after page: a build never floods the service.
    const adoptable = await search('adoptable');
    const adopted = await search('adopted');
    return { adoptable, adopted };
  } finally {
    await source.close();
  }
}

/** Every animal of the snapshot, for prerendering /details/{id}. */
export async function snapshotAnimals(): Promise<ListedAnimal[]> {
  const { adoptable, adopted } = await listingSnapshot();
  return [...(adoptable ?? []), ...(adopted ?? [])];
}
