import type { SearchAnimalsParams } from './types.ts';

/** The two searches the site shows (spec §7); the organization is added server-side. */
export const listings = {
  adoptable: { limit: 100 },
  adopted: { limit: 100, status: 'adopted' },
} satisfies Record<string, SearchAnimalsParams>;

export type ListingName = keyof typeof listings;

/** The same-origin proxy address of a listing, for the browser. */
export function listingUrl(name: ListingName): string {
  const query = Object.entries(listings[name]).map(([key, value]) => [key, String(value)]);
  return `/api/listings/animals?${new URLSearchParams(query)}`;
}

export function animalUrl(id: string | number): string {
  return `/api/listings/animals/${encodeURIComponent(String(id))}`;
}
