import { memo, useMemo } from 'react';
import { fromAnimal } from '#lib/filters/dogFacts.ts';
import {
  filterOptions,
  matches,
  offeredOnly,
  sortDogs,
  sortPositions,
  type BreedChoice,
} from '#lib/filters/facets.ts';
import { firstPhotoId, type ListedAnimal } from '#lib/listings/normalize.ts';
import { AnimalCard } from './AnimalCard.tsx';
import { HydrateLater } from '../HydrateLater.tsx';
import { DogFinder, filterAttributes } from '../filters/DogFinder.tsx';
import { useFilterUrl, useHydrated } from '../filters/useFilterUrl.ts';

/**
 * A listing's masonry of animal cards with filters and sorting; the choice lives in the URL.
 * Memoised: a refresh that changed nothing leaves it alone.
 */
export const FilterableListing = memo(function FilterableListing({
  animals,
  breeds,
  alertsEnabled,
}: {
  animals: ListedAnimal[];
  breeds: BreedChoice[];
  alertsEnabled: boolean;
}) {
  const options = useMemo(() => filterOptions(breeds), [breeds]);
  const [wanted, setState] = useFilterUrl(options);
  const hydrated = useHydrated();
  const dogs = useMemo(
    () => animals.map((animal) => ({ ...fromAnimal(animal, breeds), animal })),
    [animals, breeds],
  );
  const positions = useMemo(() => sortPositions(dogs), [dogs]);
  const state = offeredOnly(wanted, dogs);
  const sorted = sortDogs(dogs, state.sort);
  const eagerId = firstPhotoId(sorted.map(({ animal }) => animal));
  const count = hydrated ? dogs.filter((dog) => matches(dog, state)).length : null;
  return (
    // A masonry's columns ignore CSS order, so sorting waits for JavaScript here.
    <DogFinder
      id="listing-filters"
      dogs={dogs}
      breeds={breeds}
      sortEnabled={hydrated}
      alertsEnabled={alertsEnabled}
      control={{ state, onChange: setState, count }}
    >
      <ul className="listing-masonry">
        {sorted.map(({ animal, ...facts }) => (
          <li key={animal.id} {...filterAttributes(facts, positions.get(facts.key)!)}>
            <HydrateLater id={animal.id}>
              <AnimalCard animal={animal} eager={animal.id === eagerId} />
            </HydrateLater>
          </li>
        ))}
      </ul>
    </DogFinder>
  );
});
