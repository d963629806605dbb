import type { ListingClient } from '../lib/listings/client.ts';
import { HttpError, ProblemError, TimeoutError } from '../lib/listings/errors.ts';
import type { InvalidParam, SearchAnimalsParams } from '../lib/listings/types.ts';

export interface ListingsProxyOptions {
  /** A client holding the credentials; they never leave this server. */
  client: ListingClient;
  /** The rescue's own organization id: visitors see only its animals. */
  organizationId: string;
  /** How long shared caches (CDNs) may keep an answer. */
  cacheSeconds?: number;
  /** Clock in milliseconds, injectable so tests can step past the memory cache. */
  now?: () => number;
}

const prefix = '/api/listings/';
const memoryCacheMs = 60_000;
// Bounds memory when visitors ask for many distinct pages.
const maxCacheEntries = 500;

const titles: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
};

/**
 * Answers GET /api/listings/animals and /api/listings/animals/{id} from the listing service
 * for the rescue's own animals, so browsers never need the service's credentials.
 */
export function createListingsProxy(
  options: ListingsProxyOptions,
): (request: Request) => Promise<Response> {
  const { client, organizationId, cacheSeconds = 300, now = Date.now } = options;
  const cacheControl = `public, max-age=60, s-maxage=${cacheSeconds}, stale-while-revalidate=600`;
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

  // Concurrent visitors share one pending upstream call as well as its answer.
  function cached<T>(key: string, call: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value as Promise<T>;
    cache.delete(key);
    const oldest = cache.keys().next().value;
    if (cache.size >= maxCacheEntries && oldest !== undefined) cache.delete(oldest);
    const value = call();
    cache.set(key, { expires: now() + memoryCacheMs, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  async function answer(request: Request, route: string): Promise<Response> {
    if (route === 'animals') {
      const { params, invalid } = searchParams(new URL(request.url).searchParams);
      if (invalid.length > 0) return problem(400, invalid);
      const search = { ...params, organization: organizationId };
      const body = await cached(`animals ${JSON.stringify(search)}`, () =>
        client.searchAnimals(search),
      );
      return json(body, cacheControl);
    }
    const id = /^animals\/(\d+)$/.exec(route)?.[1];
    if (id === undefined) return problem(404);
    const body = await cached(`animal ${id}`, () => client.showAnimal(id));
    // Another organization's animal is as absent as a missing one.
    if (body.animal.organization_id !== organizationId) return problem(404);
    return json(body, cacheControl);
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return problem(405, [], { Allow: 'GET, HEAD' });
    }
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return problem(404);
    try {
      return await answer(request, pathname.slice(prefix.length));
    } catch (error) {
      return problem(visitorStatus(error));
    }
  };
}

/** Keeps the filters visitors may set; the organization is always the rescue's own. */
function searchParams(query: URLSearchParams): {
  params: SearchAnimalsParams;
  invalid: InvalidParam[];
} {
  const params: SearchAnimalsParams = {};
  const invalid: InvalidParam[] = [];
  for (const name of ['status', 'type'] as const) {
    const value = query.get(name);
    if (value) params[name] = value;
  }
  for (const name of ['limit', 'page'] as const) {
    const value = query.get(name);
    if (!value) continue;
    if (/^[1-9]\d{0,5}$/.test(value)) params[name] = Number(value);
    else invalid.push({ in: 'query', path: name, message: `${name} must be a positive integer` });
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

function json(body: unknown, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl },
  });
}

/** Our own problem document: nothing from upstream, so nothing about our credentials. */
function problem(
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
