import { formsEnabled } from '#lib/forms/enabled.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';

export async function data() {
  // E-mail alerts use the forms' mail transport: offered when the forms are.
  return { animals: (await listingSnapshot()).adoptable, alertsEnabled: formsEnabled() };
}

export type Data = Awaited<ReturnType<typeof data>>;
