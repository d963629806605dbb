import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { valueWord } from '#lib/messages/translator.ts';
import { dogCard } from '#lib/reach/cards.ts';
import { dogNode } from '#lib/reach/jsonLd.ts';
import { pageT } from '#renderer/messages.ts';
import { recordById } from '#renderer/recordPages.ts';
import { routes } from '#lib/routes.ts';

export function data(pageContext: PageContextServer) {
  const t = pageT(pageContext.lang);
  const content = contentForPages(pageContext.lang);
  const dog = recordById(content.dogs, pageContext.routeParams.id);
  // The rescue's own application names the dog (its page script ticks it); an outside one cannot.
  const ownForm = !content.site.forms?.adoptionApplicationEmbed && content.forms.adoption;
  return {
    trail: pageTrail(pageContext, routes.availableDogs, dog.dogName),
    dog,
    applyHref: ownForm
      ? `${routes.adoptionApplication.path}?dog=${encodeURIComponent(dog.id)}`
      : routes.adoptionApplication.path,
    title: `${dog.dogName} - ${dog.dogID}`,
    description: t('reach.dogDescription', {
      name: dog.dogName,
      breed: dog.dogBreed,
      status: valueWord(t, dog.dogAdoptionStatus),
    }),
    share: dogCard(dog, t),
    jsonLd: [dogNode(content.site, dog, pageContext.urlPathname)],
  };
}

export type Data = ReturnType<typeof data>;
