import { snapshotAnimals } from '#lib/listings/snapshot.ts';
import { listingPageUrl } from '#lib/routes.ts';

/** Every animal in the build's snapshot gets its own page; later ones open through 404.html. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  return [...new Set((await snapshotAnimals()).map((animal) => listingPageUrl(animal.id)))];
}
