import { describe, expect, it } from 'vitest';
import { bothLists, listingAlertDog, localAlertDogs } from '#lib/alerts/alertDogs.ts';
import { readValidContent } from '#lib/content/load.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { normalizeAnimal } from '#lib/listings/normalize.ts';
import { animalPageUrl, ownPagesOf } from '#lib/listings/ownPages.ts';
import { realAnimal } from './listingFixtures.ts';

// Bruno (content/dogs/1.json) as the listing service returns him once `rescue syndicate` sent him.
const content = readValidContent();
const syndicated = normalizeAnimal(
  realAnimal(1, 'adoptable', { name: 'Bruno', organization_animal_id: 'GSD-2026-01' }),
);
const other = normalizeAnimal(
  realAnimal(2, 'adoptable', { organization_animal_id: 'SAMPLE-MN999-002' }),
);

describe('a dog the rescue sent to the listing service', () => {
  it('keeps its Dog ID, and its card leads to the dog’s own page', () => {
    expect(syndicated.dogID).toBe('GSD-2026-01');
    const own = ownPagesOf(content.dogs);
    expect(animalPageUrl(syndicated, own)).toBe('/adopt/available-dogs/details-page/1');
    expect(animalPageUrl(other, own)).toBe(`/details/${other.id}`);
    const adopted = normalizeAnimal(
      realAnimal(3, 'adopted', { organization_animal_id: 'MIX-2026-06' }),
    );
    expect(animalPageUrl(adopted, own)).toBe('/adopt/available-dogs/details-page/6');
  });

  it('is counted once by the search alerts', () => {
    const breeds = breedChoices(content.site);
    const local = localAlertDogs(content.dogs, breeds);
    const listed = [listingAlertDog(syndicated, breeds), listingAlertDog(other, breeds)];
    const dogs = bothLists(local, listed);
    expect(dogs.filter((dog) => dog.name === 'Bruno').map((dog) => dog.path)).toEqual([
      '/adopt/available-dogs/details-page/1',
    ]);
    expect(dogs).toHaveLength(local.length + 1);
  });
});
