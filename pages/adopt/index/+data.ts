import type { PageContextServer } from 'vike/types';
import { contentForPages, dogsFirstCommitted } from '#lib/content/readOnce.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import { ownPagesOf } from '#lib/listings/ownPages.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { contentTranslator } from '#lib/messages/catalogue.ts';
import { feeNotice } from '#renderer/feeNotice.ts';
import { ownListings } from '#renderer/ownListings.ts';
import { isAdoptable } from '#lib/content/dogLife.ts';
import type { Props } from './+Page.tsx';

export async function data(pageContext: PageContextServer) {
  const content = contentForPages(pageContext.lang);
  const { site, dogs } = content;
  return {
    animals: (await listingSnapshot()).adoptable,
    // The one list of adoptable dogs: the rescue's own, and the service's.
    own: ownListings(dogs.filter(isAdoptable), site, dogsFirstCommitted()),
    breeds: breedChoices(site),
    ownPages: ownPagesOf(dogs),
    // Written here: formatting its amounts in the browser would load Intl's number data while the
    // page hydrates (tens of milliseconds on a phone), for a sentence that never changes.
    feeNote: feeNotice(contentTranslator(content), site.adoptionFees, 'adopt.feeNote'),
    // E-mail alerts use the forms' mail transport: offered when the forms are.
    alertsEnabled: formsEnabled(),
  } satisfies Props;
}
