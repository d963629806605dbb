import type { ListedAnimal } from './normalize.ts';
import type { SearchAnimalsParams } from './types.ts';

/** The service's largest page: every listing is read 100 animals a call. */
export const servicePageSize = 100;

/**
 * At most this many service pages per listing, at build and in the browser: 1,000 animals each.
 * A build then makes at most 20 searches; built hourly that is under half the service's
 * 1,000 calls a day, leaving the rest for the proxy.
 */
export const maxListingPages = 10;

/**
 * The two searches the site shows (spec §7), read page by page; the organization is added
 * server-side. The proxy knows them by this shape and keeps part of its budget for them.
 */
export const listings = {
  adoptable: { limit: servicePageSize },
  adopted: { limit: servicePageSize, status: 'adopted' },
} satisfies Record<string, SearchAnimalsParams>;

export type ListingName = keyof typeof listings;

/** Each listing's animals at build time; null when the service could not be reached. */
export type ListingSnapshot = Record<ListingName, ListedAnimal[] | null>;

export function listingParams(name: ListingName, page: number): SearchAnimalsParams {
  return { ...listings[name], page };
}

/**
 * apiRoutes.listings (lib/routes.ts; a test holds them equal), written out: importing the route
 * table here would make it a chunk of its own on every live page.
 */
export const listingsApi = '/api/listings/';

/** The same-origin proxy address of one page of a listing, for the browser. */
export function listingUrl(name: ListingName, page: number): string {
  const query = Object.entries(listingParams(name, page)).map(([key, value]) => [
    key,
    String(value),
  ]);
  return `${listingsApi}animals?${new URLSearchParams(query)}`;
}

/**
 * Page `page` of Forever Stories: page N shows the service's page N of adopted dogs, so its
 * refresh is one call that the proxy caches and budgets like the build's own.
 */
export function storiesPageUrl(page: number): string {
  const path = '/rescue-tails/forever-stories';
  return page === 1 ? path : `${path}/page/${page}`;
}

export function animalUrl(id: string | number): string {
  return `${listingsApi}animals/${encodeURIComponent(String(id))}`;
}
