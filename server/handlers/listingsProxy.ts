import type { ListingClient } from '#lib/listings/client.ts';
import { HttpError, ProblemError, TimeoutError } from '#lib/listings/errors.ts';
import { normalizeAnimal, type ListedAnimal } from '#lib/listings/normalize.ts';
import { listings, maxListingPages, type ListingName } from '#lib/listings/queries.ts';
import type { InvalidParam, SearchAnimalsParams } from '#lib/listings/types.ts';
import { memoryBuckets, type BucketStore, type TokenBucketOptions } from './tokenBucket.ts';

/** An upstream answer as the proxy keeps it: found (200) or known to be absent (404). */
export interface StoredAnswer {
  status: 200 | 404;
  body: string;
  /** When it came from the service, in milliseconds. */
  fetchedAt: number;
}

/** A cache shared beyond this process (the Worker's Cache API); the proxy also keeps its own. */
export interface SharedAnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  put(key: string, answer: StoredAnswer): Promise<void>;
}

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

const prefix = '/api/listings/';
/** How long an answer counts as fresh before the service is asked again. */
const freshMs = { 200: 60_000, 404: 60_000 } as const;
// Bounds memory when visitors ask for many distinct pages; old answers stay for stale use.
const maxMemoryEntries = 500;
export const maxLimit = 100;
export const maxPage = 50;
const allowedValues = { status: ['adoptable', 'adopted'], type: ['dog'] } as const;

/**
 * ~1,000 calls a day: a burst of 30, then 24 an hour. The last 10 are kept for the searches the
 * site's own pages make, so a flood of other queries cannot starve the listing pages.
 */
export const defaultBudget: TokenBucketOptions = {
  capacity: 30,
  refillPerMinute: 0.4,
  reserve: 10,
};

const titles: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

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
  const cacheControl = `public, max-age=60, s-maxage=${cacheSeconds}, stale-while-revalidate=600`;
  const budget = options.budget ?? defaultBudget;
  const buckets = options.buckets ?? memoryBuckets(now);
  /** The page count each of the site's listings last had: its pages beyond are not the site's. */
  const totalPages = new Map<ListingName, number>();
  const memory = new Map<string, StoredAnswer>();
  const pending = new Map<string, Promise<Response>>();
  /** Each animal of the searches fetched so far, so its details cost no upstream call. */
  const searched = new Map<string, { animal: ListedAnimal; fetchedAt: number }>();

  const isFresh = (answer: StoredAnswer) => now() - answer.fetchedAt < freshMs[answer.status];

  function remember(key: string, answer: StoredAnswer) {
    memory.delete(key);
    memory.set(key, answer);
    const oldest = memory.keys().next().value;
    if (memory.size > maxMemoryEntries && oldest !== undefined) memory.delete(oldest);
  }

  async function stored(key: string): Promise<StoredAnswer | undefined> {
    const known = memory.get(key);
    if (known && (isFresh(known) || !sharedStore)) return known;
    const shared = await sharedStore?.get(key).catch(() => undefined);
    if (shared && (!known || shared.fetchedAt > known.fetchedAt)) {
      remember(key, shared);
      return shared;
    }
    return known;
  }

  function reply(answer: StoredAnswer, cache: 'HIT' | 'MISS' | 'STALE'): Response {
    if (answer.status === 404) return problem(404, [], { 'Cache-Control': 'public, max-age=60' });
    return new Response(answer.body, {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': cache === 'STALE' ? 'public, max-age=30' : cacheControl,
        'X-Cache': cache,
      },
    });
  }

  async function lookUp({ key, ownSearch, seen, call }: Lookup): Promise<Response> {
    const known = await stored(key);
    if (known) seen?.(known);
    if (known && isFresh(known)) return reply(known, 'HIT');
    // Fails closed: no budget known, no upstream call.
    const allowed = await buckets.take('listings', budget, ownSearch()).catch(() => false);
    if (!allowed) {
      return known ? reply(known, 'STALE') : problem(503, [], { 'Retry-After': '60' });
    }
    try {
      const answer = await call();
      seen?.(answer);
      remember(key, answer);
      await sharedStore?.put(key, answer).catch(() => {});
      return reply(answer, 'MISS');
    } catch (error) {
      return known ? reply(known, 'STALE') : problem(visitorStatus(error));
    }
  }

  // Concurrent visitors share one pending lookup and its answer.
  function shared(lookup: Lookup): Promise<Response> {
    let answer = pending.get(lookup.key);
    if (!answer) {
      answer = lookUp(lookup).finally(() => pending.delete(lookup.key));
      pending.set(lookup.key, answer);
    }
    return answer.then((response) => response.clone());
  }

  function search(params: SearchAnimalsParams): Lookup {
    const query = { ...params, organization: organizationId };
    const listing = ownListing(params);
    const page = params.page ?? 1;
    return {
      // "listed": answers hold normalised animals (a key apart from older caches of raw ones).
      key: `listed animals ${JSON.stringify(query)}`,
      // Only the pages the site shows: up to the listing's last page count, at most 10.
      ownSearch: () =>
        listing !== undefined &&
        page <= Math.min(Math.max(1, totalPages.get(listing) ?? 1), maxListingPages),
      seen: (answer) => {
        if (!listing || answer.status !== 200) return;
        const total = /"total_pages":(\d+)/.exec(answer.body)?.[1];
        if (total) totalPages.set(listing, Number(total));
      },
      call: async () => {
        const { animals, pagination } = await client.searchAnimals(query);
        const fetchedAt = now();
        // Normalised here, for every visitor at once: plain text, unknown fields left out.
        const listed = animals.map(normalizeAnimal);
        for (const animal of listed) searched.set(String(animal.id), { animal, fetchedAt });
        return { status: 200, body: JSON.stringify({ animals: listed, pagination }), fetchedAt };
      },
    };
  }

  function show(id: string): Lookup {
    return {
      key: `listed animal ${id}`,
      ownSearch: () => false,
      call: async () => {
        try {
          const { animal } = await client.showAnimal(id);
          // Another organization's animal is as absent as a missing one.
          if (animal.organization_id !== organizationId) return absent();
          const body = JSON.stringify({ animal: normalizeAnimal(animal) });
          return { status: 200, body, fetchedAt: now() };
        } catch (error) {
          if ((error instanceof ProblemError || error instanceof HttpError) && error.status === 404)
            return absent();
          throw error;
        }
      },
    };
  }

  const absent = (): StoredAnswer => ({ status: 404, body: '', fetchedAt: now() });

  function answer(url: URL): Promise<Response> | Response {
    const route = url.pathname.slice(prefix.length);
    if (route === 'animals') {
      const { params, invalid } = searchParams(url.searchParams);
      if (invalid.length > 0) return problem(400, invalid);
      return shared(search(params));
    }
    const id = /^animals\/([1-9]\d{0,11})$/.exec(route)?.[1];
    if (id === undefined) return problem(404);
    const fromSearch = searched.get(id);
    if (fromSearch && now() - fromSearch.fetchedAt < freshMs[200]) {
      const body = JSON.stringify({ animal: fromSearch.animal });
      return reply({ status: 200, body, fetchedAt: fromSearch.fetchedAt }, 'HIT');
    }
    return shared(show(id));
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return problem(405, [], { Allow: 'GET, HEAD' });
    }
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return problem(404);
    return answer(url);
  };
}

/** The listing of the site's own pages these search parameters ask for, if any. */
function ownListing(params: SearchAnimalsParams): ListingName | undefined {
  return (Object.keys(listings) as ListingName[]).find((name) => {
    const own: SearchAnimalsParams = listings[name];
    return (
      own.limit === params.limit &&
      (own.status ?? 'adoptable') === (params.status ?? 'adoptable') &&
      params.type === undefined
    );
  });
}

/**
 * Keeps only the filters visitors may set, each from an allow-list or a bounded range; anything
 * else is ignored, so it neither reaches the service nor makes a new cache entry.
 */
function searchParams(query: URLSearchParams): {
  params: SearchAnimalsParams;
  invalid: InvalidParam[];
} {
  const params: SearchAnimalsParams = {};
  const invalid: InvalidParam[] = [];
  for (const name of ['status', 'type'] as const) {
    const value = query.get(name)?.toLowerCase();
    if (!value) continue;
    const allowed: readonly string[] = allowedValues[name];
    if (allowed.includes(value)) params[name] = value;
    else
      invalid.push({
        in: 'query',
        path: name,
        message: `${name} must be one of: ${allowed.join(', ')}`,
      });
  }
  for (const [name, max] of [
    ['limit', maxLimit],
    ['page', maxPage],
  ] as const) {
    const value = query.get(name);
    if (!value) continue;
    if (/^[1-9]\d{0,2}$/.test(value) && Number(value) <= max) params[name] = Number(value);
    else
      invalid.push({
        in: 'query',
        path: name,
        message: `${name} must be a whole number from 1 to ${max}`,
      });
  }
  return { params, invalid };
}

/** The status a visitor sees for a failed upstream call. */
function visitorStatus(error: unknown): number {
  if (error instanceof TimeoutError) return 504;
  if (!(error instanceof ProblemError || error instanceof HttpError)) return 502;
  // 401 and 403 mean the service refused our credentials, not the visitor's request.
  const isVisitorError = error.status >= 400 && error.status < 500;
  return isVisitorError && error.status !== 401 && error.status !== 403 ? error.status : 502;
}

/** Our own problem document: nothing from upstream, so nothing about our credentials. */
export function problem(
  status: number,
  invalidParams: InvalidParam[] = [],
  headers: Record<string, string> = {},
): Response {
  const body = {
    type: 'about:blank',
    title: titles[status] ?? 'Request failed',
    status,
    ...(invalidParams.length > 0 && { 'invalid-params': invalidParams }),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/problem+json',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}
