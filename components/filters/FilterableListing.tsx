import { useMemo } from 'react';
import { fromAnimal } from '#lib/filters/dogFacts.ts';
import { matches, offeredOnly, sortDogs, sortPositions } from '#lib/filters/facets.ts';
import { firstPhotoId, type ListedAnimal } from '#lib/listings/normalize.ts';
import { AnimalCard } from '../listings/AnimalCard.tsx';
import { DogFinder, filterAttributes } from './DogFinder.tsx';
import { useFilterUrl, useHydrated } from './useFilterUrl.ts';

/** A listing's masonry of animal cards with filters and sorting; the choice lives in the URL. */
export function FilterableListing({
  animals,
  alertsEnabled,
}: {
  animals: ListedAnimal[];
  alertsEnabled: boolean;
}) {
  const [wanted, setState] = useFilterUrl();
  const hydrated = useHydrated();
  const dogs = useMemo(
    () => animals.map((animal) => ({ ...fromAnimal(animal), animal })),
    [animals],
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
      sortEnabled={hydrated}
      alertsEnabled={alertsEnabled}
      control={{ state, onChange: setState, count }}
    >
      <ul className="listing-masonry">
        {sorted.map(({ animal, ...facts }) => (
          <li key={animal.id} {...filterAttributes(facts, positions.get(facts.key)!)}>
            <AnimalCard animal={animal} eager={animal.id === eagerId} />
          </li>
        ))}
      </ul>
    </DogFinder>
  );
}
