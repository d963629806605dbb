import type { SearchAnimalsParams } from './types.ts';

/** The service's largest page: every listing is read 100 animals a call. */
export const servicePageSize = 100;

/**
 * At most this many service pages per listing, at build and in the browser: 1,000 animals each.
 * A build then makes at most 20 searches; built hourly that is under half the service's
 * 1,000 calls a day, leaving the rest for the proxy.
 */
export const maxListingPages = 10;

/** Forever Stories shows this many adopted dogs per prerendered page (divides 1–4 columns). */
export const storiesPageSize = 48;

/** The two searches the site shows (spec §7); the organization is added server-side. */
export const listings = {
  adoptable: {},
  adopted: { status: 'adopted' },
} satisfies Record<string, SearchAnimalsParams>;

export type ListingName = keyof typeof listings;

/** One page of a listing's search; `limit` is the service's page size unless given. */
export function listingParams(
  name: ListingName,
  page: number,
  limit = servicePageSize,
): SearchAnimalsParams {
  return { ...listings[name], limit, page };
}

/** The same-origin proxy address of one page of a listing, for the browser. */
export function listingUrl(name: ListingName, page: number, limit = servicePageSize): string {
  const query = Object.entries(listingParams(name, page, limit)).map(([key, value]) => [
    key,
    String(value),
  ]);
  return `/api/listings/animals?${new URLSearchParams(query)}`;
}

/** The address of page `page` of Forever Stories; the first page is the listing itself. */
export function storiesPageUrl(page: number): string {
  const path = '/rescue-tails/forever-stories';
  return page === 1 ? path : `${path}/page/${page}`;
}

export function animalUrl(id: string | number): string {
  return `/api/listings/animals/${encodeURIComponent(String(id))}`;
}
