import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { routes } from '#lib/routes.ts';
import { contentForPages, dogsFirstCommitted } from '#lib/content/readOnce.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { arrivalRanks, fromDog } from '#lib/filters/dogFacts.ts';
import { defaultSort, sortDogs, sortPositions } from '#lib/filters/facets.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import { siteToday } from '#lib/content/dates.ts';
import { isAdopted } from '#lib/content/dogLife.ts';
import { feeNotice } from '#renderer/feeNotice.ts';
import { pageT } from '#renderer/messages.ts';

export function data(pageContext: PageContextServer) {
  const { site, ...content } = contentForPages(pageContext.lang);
  // An adopted dog has left the list (it is in Forever Stories); an unavailable one shows its status.
  const dogs = content.dogs.filter((dog) => !isAdopted(dog));
  const today = siteToday(site);
  const ranks = arrivalRanks(dogs, dogsFirstCommitted());
  const breeds = breedChoices(site);
  const facts = dogs.map((dog) => ({
    ...fromDog(dog, breeds, today, ranks.get(dog.id), site.ageBands),
    dog,
  }));
  return {
    trail: pageTrail(pageContext, routes.availableDogs),
    breeds,
    feeNote: feeNotice(pageT(pageContext.lang), site.adoptionFees, 'adopt.availableFeeNote'),
    dogs: sortDogs(facts, defaultSort),
    positions: Object.fromEntries(sortPositions(facts)),
    adoptionFormUrl: site.forms?.adoptionApplication,
    // E-mail alerts use the forms' mail transport: offered when the forms are.
    alertsEnabled: formsEnabled(),
  };
}

export type Data = ReturnType<typeof data>;
