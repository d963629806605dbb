import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import { ownPagesOf } from '#lib/listings/ownPages.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';

export async function data(pageContext: PageContextServer) {
  const { site, dogs } = contentForPages(pageContext.lang);
  return {
    animals: (await listingSnapshot()).adoptable,
    breeds: breedChoices(site),
    ownPages: ownPagesOf(dogs),
    hasFees: site.adoptionFees !== undefined,
    // E-mail alerts use the forms' mail transport: offered when the forms are.
    alertsEnabled: formsEnabled(),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
