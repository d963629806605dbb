import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/load.ts';
import { courtesyPostingCard } from '#lib/seo/cards.ts';
import { recordById } from '#renderer/records.ts';

export function data(pageContext: PageContextServer) {
  const posting = recordById(
    contentForPages(pageContext.lang).courtesyPostings,
    pageContext.routeParams.id,
  );
  return {
    posting,
    title: `${posting.dogName} - ${posting.dogID}`,
    description: `${posting.dogName}, a ${posting.dogBreed} looking for a new home (courtesy posting).`,
    share: courtesyPostingCard(posting),
  };
}

export type Data = ReturnType<typeof data>;
