import type { PageContextServer } from 'vike/types';
import type { LiveDetailsProps } from '#components/listings/LiveDetails.tsx';
import { snapshotAnimals } from '#lib/listings/snapshot.ts';
import { animalCard } from '#lib/reach/cards.ts';
import { pageT } from '#renderer/messages.ts';

export async function data({ routeParams, lang }: PageContextServer) {
  const id = routeParams.id ?? '';
  const animal = (await snapshotAnimals()).find((each) => String(each.id) === id) ?? null;
  return {
    id,
    animal,
    ...(animal && { title: animal.name, share: animalCard(animal, pageT(lang)) }),
  } satisfies LiveDetailsProps;
}
