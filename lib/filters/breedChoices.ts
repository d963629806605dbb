import { slugOf } from '../content/slug.ts';
import type { Site } from '../content/types.generated.ts';
import type { BreedChoice } from './facets.ts';

/** The filters' breed choices: site.json `breedFilters`, else one per breed, matching its name. */
export function breedChoices(site: Site): BreedChoice[] {
  if (site.breedFilters?.length) return site.breedFilters;
  return site.breeds.map(({ name }) => ({ label: name, value: slugOf(name), matches: [name] }));
}
