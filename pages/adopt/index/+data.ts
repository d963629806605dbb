import { listingSnapshot } from '#lib/listings/snapshot.ts';

export async function data() {
  return { animals: (await listingSnapshot()).adoptable };
}

export type Data = Awaited<ReturnType<typeof data>>;
