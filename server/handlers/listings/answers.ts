import { HttpError, ProblemError, TimeoutError } from '#lib/listings/listingErrors.ts';
import type { ListedAnimal, ListedAnimals } from '#lib/listings/normalize.ts';
import type { InvalidParam, Pagination } from '#lib/listings/types.ts';

/** An upstream answer as the proxy keeps it: found (200) or known to be absent (404). */
export interface StoredAnswer {
  status: 200 | 404;
  body: string;
  /** When it came from the service, in milliseconds. */
  fetchedAt: number;
}

/** Where an answer came from: fresh from a cache, just fetched, or an old one standing in. */
export type CacheState = 'HIT' | 'MISS' | 'STALE';

const titles: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A kept answer as the visitor gets it: its body unchanged; shared caches keep it cacheSeconds. */
export function reply(answer: StoredAnswer, cache: CacheState, cacheSeconds: number): Response {
  if (answer.status === 404) return problem(404, [], { 'Cache-Control': 'public, max-age=60' });
  const cacheControl = `public, max-age=60, s-maxage=${cacheSeconds}, stale-while-revalidate=600`;
  return new Response(answer.body, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': cache === 'STALE' ? 'public, max-age=30' : cacheControl,
      'X-Cache': cache,
    },
  });
}

/** A search's answer as the browser reads it (ListedAnimals). */
export function searchBody(animals: ListedAnimal[], pagination: Pagination): string {
  return JSON.stringify({ animals, pagination });
}

/** One animal's answer as the browser reads it (ListedAnimalAnswer). */
export function animalBody(animal: ListedAnimal): string {
  return JSON.stringify({ animal });
}

/** The page count a search's answer gives; undefined for a body that is not one. */
export function totalPages(body: string): number | undefined {
  try {
    const total = (JSON.parse(body) as Partial<ListedAnimals>).pagination?.total_pages;
    return typeof total === 'number' ? total : undefined;
  } catch {
    // A bad body from the shared store teaches nothing; the visitor still gets it as it is.
    return undefined;
  }
}

/** The status a visitor sees for a failed upstream call. */
export function visitorStatus(error: unknown): number {
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
