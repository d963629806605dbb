import type { PageContextServer } from 'vike/types';
import { snapshotAnimals } from '../../../lib/listings/snapshot.ts';

export async function data({ routeParams }: PageContextServer) {
  const id = routeParams.id ?? '';
  const animal = (await snapshotAnimals()).find((each) => String(each.id) === id) ?? null;
  return { id, animal, ...(animal && { title: animal.name }) };
}

export type Data = Awaited<ReturnType<typeof data>>;
