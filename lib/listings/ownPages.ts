import type { Dog } from '../content/types.generated.ts';
import { listingPageUrl, recordPageUrl } from '../liveRoutes.ts';
import type { ListedAnimal } from './normalize.ts';

/**
 * The rescue's own dogs by Dog ID, each with its page: a dog `rescue syndicate` sent comes back
 * from the listing service with its Dog ID as organization_animal_id, and is the same dog.
 */
export type OwnPages = Record<string, string>;

export function ownPagesOf(dogs: Dog[]): OwnPages {
  return Object.fromEntries(dogs.map((dog) => [dog.dogID, recordPageUrl('dogs', dog.id)]));
}

/** Where a listed animal's card leads: the dog's own page when it is one of the rescue's dogs. */
export function animalPageUrl(animal: ListedAnimal, own: OwnPages): string {
  return (animal.dogID !== undefined && own[animal.dogID]) || listingPageUrl(animal.id);
}
