import type { PageContextServer } from 'vike/types';
import { join } from 'node:path';
import { defaultContentDir } from '#lib/content/load.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { arrivalRanks, fromDog } from '#lib/filters/dogFacts.ts';
import { defaultSort, sortDogs, sortPositions } from '#lib/filters/facets.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import { firstCommitTimes } from '#lib/git.ts';

export function data(pageContext: PageContextServer) {
  const { dogs, site } = contentForPages(pageContext.lang);
  const today = new Date();
  const ranks = arrivalRanks(dogs, firstCommitTimes(join(defaultContentDir, 'dogs')));
  const breeds = breedChoices(site);
  const facts = dogs.map((dog) => ({ ...fromDog(dog, breeds, today, ranks.get(dog.id)), dog }));
  return {
    breeds,
    hasFees: site.adoptionFees !== undefined,
    dogs: sortDogs(facts, defaultSort),
    positions: Object.fromEntries(sortPositions(facts)),
    adoptionFormUrl: site.forms?.adoptionApplication,
    // E-mail alerts use the forms' mail transport: offered when the forms are.
    alertsEnabled: formsEnabled(),
  };
}

export type Data = ReturnType<typeof data>;
