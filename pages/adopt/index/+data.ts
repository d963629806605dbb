import { contentForPages } from '#lib/content/load.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';

export async function data() {
  const { site } = contentForPages();
  return {
    animals: (await listingSnapshot()).adoptable,
    breeds: breedChoices(site),
    hasFees: site.adoptionFees !== undefined,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
