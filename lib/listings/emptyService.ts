import { createListingClient, type ListingClient } from './client.ts';

/**
 * A listing service that has no animal, answered in memory: what a new rescue's site lists before
 * it has listing-service credentials (its live pages show their empty state, never the sample's dogs).
 */
export function emptyListingClient(): ListingClient {
  return createListingClient({
    baseUrl: 'https://listings.invalid',
    token: 'none',
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname !== '/animals') {
        return Response.json(
          { type: 'about:blank', status: 404, title: 'Not Found', detail: 'No such animal' },
          { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      const pagination = { count_per_page: 100, total_count: 0, current_page: 1, total_pages: 0 };
      return Response.json({ animals: [], pagination: { ...pagination, _links: {} } });
    },
  });
}
