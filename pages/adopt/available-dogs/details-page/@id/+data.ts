import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/load.ts';
import { dogCard } from '#lib/seo/cards.ts';
import { recordById } from '#renderer/records.ts';

export function data(pageContext: PageContextServer) {
  const dog = recordById(contentForPages(pageContext.lang).dogs, pageContext.routeParams.id);
  return {
    dog,
    title: `${dog.dogName} - ${dog.dogID}`,
    description: `Meet ${dog.dogName}, a ${dog.dogBreed} (${dog.dogAdoptionStatus}).`,
    share: dogCard(dog),
  };
}

export type Data = ReturnType<typeof data>;
