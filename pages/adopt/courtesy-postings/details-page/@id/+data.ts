import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { routes } from '#lib/routes.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { courtesyPostingCard } from '#lib/reach/cards.ts';
import { pageT } from '#renderer/messages.ts';
import { recordById } from '#renderer/recordPages.ts';

export function data(pageContext: PageContextServer) {
  const t = pageT(pageContext.lang);
  const posting = recordById(
    contentForPages(pageContext.lang).courtesyPostings,
    pageContext.routeParams.id,
  );
  return {
    trail: pageTrail(pageContext, routes.courtesyPostings, posting.dogName),
    posting,
    title: `${posting.dogName} - ${posting.dogID}`,
    description: t('reach.postingDescription', { name: posting.dogName, breed: posting.dogBreed }),
    share: courtesyPostingCard(posting, t),
  };
}

export type Data = ReturnType<typeof data>;
