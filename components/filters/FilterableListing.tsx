import { useMemo } from 'react';
import { fromAnimal } from '../../lib/filters/dogFacts.ts';
import { matches, offeredOnly, sortDogs, sortPositions } from '../../lib/filters/facets.ts';
import type { Animal } from '../../lib/listings/types.ts';
import { AnimalCard } from '../listings/AnimalCard.tsx';
import { DogFinder, filterAttributes } from './DogFinder.tsx';
import { useFilterUrl, useHydrated } from './useFilterUrl.ts';

/** A listing's masonry of animal cards with filters and sorting; the choice lives in the URL. */
export function FilterableListing({ animals }: { animals: Animal[] }) {
  const [wanted, setState] = useFilterUrl();
  const hydrated = useHydrated();
  const dogs = useMemo(
    () => animals.map((animal) => ({ ...fromAnimal(animal), animal })),
    [animals],
  );
  const positions = useMemo(() => sortPositions(dogs), [dogs]);
  const state = offeredOnly(wanted, dogs);
  const count = hydrated ? dogs.filter((dog) => matches(dog, state)).length : null;
  return (
    // A masonry's columns ignore CSS order, so sorting waits for JavaScript here.
    <DogFinder
      id="listing-filters"
      dogs={dogs}
      sortEnabled={hydrated}
      control={{ state, onChange: setState, count }}
    >
      <ul className="listing-masonry">
        {sortDogs(dogs, state.sort).map(({ animal, ...facts }, index) => (
          <li key={animal.id} {...filterAttributes(facts, positions.get(facts.key)!)}>
            <AnimalCard animal={animal} priority={index === 0} />
          </li>
        ))}
      </ul>
    </DogFinder>
  );
}
