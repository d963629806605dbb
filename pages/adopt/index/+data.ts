import { listingSnapshot } from '../../../server/listing-snapshot.ts';

export async function data() {
  return { animals: (await listingSnapshot()).adoptable };
}

export type Data = Awaited<ReturnType<typeof data>>;
