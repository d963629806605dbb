import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';
import { valueWord } from '#lib/messages/format.ts';
import { dogCard } from '#lib/seo/cards.ts';
import { pageT } from '#renderer/messages.ts';
import { recordById } from '#renderer/records.ts';

export function data(pageContext: PageContextServer) {
  const t = pageT(pageContext.lang);
  const dog = recordById(contentForPages(pageContext.lang).dogs, pageContext.routeParams.id);
  return {
    dog,
    title: `${dog.dogName} - ${dog.dogID}`,
    description: t('reach.dogDescription', {
      name: dog.dogName,
      breed: dog.dogBreed,
      status: valueWord(t, dog.dogAdoptionStatus),
    }),
    share: dogCard(dog, t),
  };
}

export type Data = ReturnType<typeof data>;
