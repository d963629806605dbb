// The addresses page scripts may need (records', listed animals', the API's), apart from the page
// table of lib/routes.ts, which re-exports them: a script carries every module it imports whole.
import type { CollectionKey } from './content/collections.ts';

/**
 * The listing service's animals: each has a page at `page`/<id>; the adoptable ones are listed on
 * /adopt and the adopted ones on Forever Stories.
 */
export const listingRoutes = {
  page: '/details',
  listedOn: { adoptable: '/adopt', adopted: '/rescue-tails/forever-stories' },
  /** Where a visitor applies for one (its pages, live in the browser, carry no route table). */
  apply: '/adopt/application',
  cards: '/share/listings',
} as const;

/** Where the hosts answer at run time: what the build writes below it (forms, messages) is read, never served. */
export const apiRoot = '/api/';

/** What answers at run time, by path prefix: the handlers both hosts mount (siteRoutes.ts). */
export const apiRoutes = {
  listings: `${apiRoot}listings/`,
  forms: `${apiRoot}forms/`,
  cms: `${apiRoot}cms/`,
  alerts: `${apiRoot}alerts/`,
} as const;

/** The address of a listed animal's page: `/details/72000001`. */
export const listingPageUrl = (id: number | string) => `${listingRoutes.page}/${id}`;

/**
 * The collections whose records have pages of their own, at `page`/<record id>, listed on the
 * `listedOn` page (and under it in the site map); `cards` is the folder of their share cards.
 */
export const recordRoutes = {
  dogs: {
    page: '/adopt/available-dogs/details-page',
    listedOn: '/adopt/available-dogs',
    cards: '/share/dogs',
  },
  courtesyPostings: {
    page: '/adopt/courtesy-postings/details-page',
    listedOn: '/adopt/courtesy-postings',
    cards: '/share/courtesy-postings',
  },
  events: {
    page: '/events/event-details',
    listedOn: '/events/event-listings',
    cards: '/share/events',
  },
  team: { page: '/about/our-team/details-page', listedOn: '/about/our-team', cards: undefined },
} as const satisfies Partial<
  Record<CollectionKey, { page: string; listedOn: string; cards: string | undefined }>
>;

export type PagedCollection = keyof typeof recordRoutes;

/** The address of a record's own page: `/adopt/available-dogs/details-page/gsd-2024-07`. */
export function recordPageUrl(collection: PagedCollection, id: string): string {
  return `${recordRoutes[collection].page}/${id}`;
}
