import { slugOf } from '../content/slug.ts';
import type { Site } from '../content/types.generated.ts';
import type { BreedChoice } from './facets.ts';

/** The filters' breed choices: site.json `breedFilters`, else one per breed, matching its name. */
export function breedChoices(site: Site): BreedChoice[] {
  if (site.breedFilters?.length) {
    // One text of comma-separated words: a list of strings would be written one way by the editor, another by Prettier.
    return site.breedFilters.map(({ label, value, matches }) => ({
      label,
      value,
      matches: matches
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    }));
  }
  return site.breeds.map(({ name }) => ({ label: name, value: slugOf(name), matches: [name] }));
}
