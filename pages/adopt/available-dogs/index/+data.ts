import { siteContent } from '../../../../lib/content/siteContent.ts';
import { fromDog } from '../../../../lib/filters/dogFacts.ts';
import { defaultSort, sortDogs, sortPositions } from '../../../../lib/filters/facets.ts';

export function data() {
  const { dogs, site } = siteContent();
  const facts = dogs.map((dog) => ({ ...fromDog(dog), dog }));
  return {
    dogs: sortDogs(facts, defaultSort),
    positions: Object.fromEntries(sortPositions(facts)),
    adoptionFormUrl: site.forms.adoptionApplication,
  };
}

export type Data = ReturnType<typeof data>;
