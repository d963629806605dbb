import type { ListingClient } from '#lib/listings/client.ts';
import { HttpError, ProblemError } from '#lib/listings/listingErrors.ts';
import { normalizeAnimal, type ListedAnimal } from '#lib/listings/normalize.ts';
import type { SearchAnimalsParams } from '#lib/listings/types.ts';
import { animalBody, searchBody, type StoredAnswer } from './answers.ts';

/** One search of the service as an answer to keep, and the animals it listed. */
export async function searchUpstream(
  client: ListingClient,
  query: SearchAnimalsParams,
  now: () => number,
): Promise<{ answer: StoredAnswer; animals: ListedAnimal[] }> {
  const { animals, pagination } = await client.searchAnimals(query);
  const fetchedAt = now();
  // Normalised here, for every visitor at once: plain text, unknown fields left out.
  const listed = animals.map(normalizeAnimal);
  return {
    answer: { status: 200, body: searchBody(listed, pagination), fetchedAt },
    animals: listed,
  };
}

/** One of the rescue's animals from the service, as an answer to keep: 404 when it is not one. */
export async function showUpstream(
  client: ListingClient,
  organizationId: string,
  id: string,
  now: () => number,
): Promise<StoredAnswer> {
  const absent = (): StoredAnswer => ({ status: 404, body: '', fetchedAt: now() });
  try {
    const { animal } = await client.showAnimal(id);
    // Another organization's animal is as absent as a missing one.
    if (animal.organization_id !== organizationId) return absent();
    return { status: 200, body: animalBody(normalizeAnimal(animal)), fetchedAt: now() };
  } catch (error) {
    if ((error instanceof ProblemError || error instanceof HttpError) && error.status === 404)
      return absent();
    throw error;
  }
}
