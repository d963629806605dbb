import { listings, maxListingPages, type ListingName } from '#lib/listings/queries.ts';
import type { SearchAnimalsParams } from '#lib/listings/types.ts';
import type { BucketStore, TokenBucketOptions } from '../tokenBucket.ts';
import { totalPages, type StoredAnswer } from './answers.ts';

/**
 * ~1,000 calls a day: a burst of 30, then 24 an hour. The last 10 are kept for the searches the
 * site's own pages make, so a flood of other queries cannot starve the listing pages.
 */
export const defaultBudget: TokenBucketOptions = {
  capacity: 30,
  refillPerMinute: 0.4,
  reserve: 10,
};

/** Takes one upstream call from the budget (the reserve too for the site's own searches). */
export function upstreamBudget(budget: TokenBucketOptions, buckets: BucketStore) {
  // Fails closed: no budget known, no upstream call.
  return (ownSearch: boolean): Promise<boolean> =>
    buckets.take('listings', budget, ownSearch).catch(() => false);
}

/** Which searches are the site's own pages, from the page count each listing last had. */
export function sitePages() {
  const pageCounts = new Map<ListingName, number>();
  return {
    /** Only the pages the site shows: up to the listing's last page count, at most 10. */
    isOwn(params: SearchAnimalsParams): boolean {
      const listing = ownListing(params);
      if (listing === undefined) return false;
      const pages = Math.min(Math.max(1, pageCounts.get(listing) ?? 1), maxListingPages);
      return (params.page ?? 1) <= pages;
    },
    /** Learns a listing's page count from an answer to one of its searches. */
    learn(params: SearchAnimalsParams, answer: StoredAnswer) {
      const listing = ownListing(params);
      if (!listing || answer.status !== 200) return;
      const total = totalPages(answer.body);
      if (total !== undefined) pageCounts.set(listing, total);
    },
  };
}

/** The listing of the site's own pages these search parameters ask for, if any. */
export function ownListing(params: SearchAnimalsParams): ListingName | undefined {
  return (Object.keys(listings) as ListingName[]).find((name) => {
    const own: SearchAnimalsParams = listings[name];
    return (
      own.limit === params.limit &&
      (own.status ?? 'adoptable') === (params.status ?? 'adoptable') &&
      params.type === undefined
    );
  });
}
