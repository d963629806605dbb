import type { ListingClient } from '#lib/listings/client.ts';
import type { SearchAnimalsParams } from '#lib/listings/types.ts';
import { problem, reply, visitorStatus, type StoredAnswer } from './listings/answers.ts';
import { defaultBudget, sitePages, upstreamBudget } from './listings/budget.ts';
import {
  answerCache,
  searchedAnimals,
  sharedLookups,
  type SharedAnswerStore,
} from './listings/cache.ts';
import { listingsRequest } from './listings/requests.ts';
import { searchUpstream, showUpstream } from './listings/upstream.ts';
import { memoryBuckets, type BucketStore, type TokenBucketOptions } from './tokenBucket.ts';

export interface ListingsProxyOptions {
  /** A client holding the credentials; they never leave this server. */
  client: ListingClient;
  /** The rescue's own organization id: visitors see only its animals. */
  organizationId: string;
  /** How long shared caches (CDNs) may keep an answer. */
  cacheSeconds?: number;
  /** Upstream calls allowed: the service's daily quota is small and anyone can call us. */
  budget?: TokenBucketOptions;
  /** Where the budget is kept: this process's memory unless given (the Worker's Durable Object). */
  buckets?: BucketStore;
  sharedStore?: SharedAnswerStore;
  /** Clock in milliseconds, injectable so tests can step past the caches. */
  now?: () => number;
}

type Lookup = {
  key: string;
  /** One of the site's own searches, which may use the reserved budget. */
  ownSearch: () => boolean;
  /** Learns from an answer this lookup has (a search's page count). */
  seen?: (answer: StoredAnswer) => void;
  call: () => Promise<StoredAnswer>;
};

/**
 * Answers GET /api/listings/animals and /api/listings/animals/{id} from the listing service
 * for the rescue's own animals, so browsers never need the service's credentials. Answers are
 * cached, upstream calls are budgeted, and the last good answer stands in when either the
 * budget is spent or the service fails.
 */
export function createListingsProxy(
  options: ListingsProxyOptions,
): (request: Request) => Promise<Response> {
  const { client, organizationId, cacheSeconds = 300, sharedStore, now = Date.now } = options;
  const takeBudget = upstreamBudget(
    options.budget ?? defaultBudget,
    options.buckets ?? memoryBuckets(now),
  );
  const cache = answerCache(now, sharedStore);
  const pages = sitePages();
  const searched = searchedAnimals(now);
  const shared = sharedLookups();

  async function lookUp({ key, ownSearch, seen, call }: Lookup): Promise<Response> {
    const known = await cache.get(key);
    if (known) seen?.(known);
    if (known && cache.isFresh(known)) return reply(known, 'HIT', cacheSeconds);
    if (!(await takeBudget(ownSearch()))) {
      return known
        ? reply(known, 'STALE', cacheSeconds)
        : problem(503, [], { 'Retry-After': '60' });
    }
    try {
      const answer = await call();
      seen?.(answer);
      await cache.put(key, answer);
      return reply(answer, 'MISS', cacheSeconds);
    } catch (error) {
      return known ? reply(known, 'STALE', cacheSeconds) : problem(visitorStatus(error));
    }
  }

  function search(params: SearchAnimalsParams): Lookup {
    const query = { ...params, organization: organizationId };
    return {
      // "listed": answers hold normalised animals (a key apart from older caches of raw ones).
      key: `listed animals ${JSON.stringify(query)}`,
      ownSearch: () => pages.isOwn(params),
      seen: (answer) => pages.learn(params, answer),
      call: async () => {
        const { answer, animals } = await searchUpstream(client, query, now);
        searched.keep(animals, answer.fetchedAt);
        return answer;
      },
    };
  }

  function show(id: string): Lookup {
    return {
      key: `listed animal ${id}`,
      ownSearch: () => false,
      call: () => showUpstream(client, organizationId, id, now),
    };
  }

  const answer = (lookup: Lookup) => shared(lookup.key, () => lookUp(lookup));

  return async (request) => {
    const asked = listingsRequest(request.method, new URL(request.url));
    if (asked.kind === 'search') return answer(search(asked.params));
    if (asked.kind === 'animal') {
      const fromSearch = searched.fresh(asked.id);
      return fromSearch ? reply(fromSearch, 'HIT', cacheSeconds) : answer(show(asked.id));
    }
    const allow: Record<string, string> = asked.status === 405 ? { Allow: 'GET, HEAD' } : {};
    return problem(asked.status, asked.invalid, allow);
  };
}
