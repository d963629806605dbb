import { apiRoutes } from '#lib/routes.ts';
import type { InvalidParam, SearchAnimalsParams } from '#lib/listings/types.ts';

const prefix = apiRoutes.listings;
const maxLimit = 100;
const maxPage = 50;
const allowedValues = { status: ['adoptable', 'adopted'], type: ['dog'] } as const;

/** What a visitor asked the proxy for: one of its two questions, or a refusal. */
export type ListingsRequest =
  | { kind: 'search'; params: SearchAnimalsParams }
  | { kind: 'animal'; id: string }
  | { kind: 'refused'; status: 400 | 404 | 405; invalid: InvalidParam[] };

/** Allows GET and HEAD of /api/listings/animals (a search) and /api/listings/animals/{id}. */
export function listingsRequest(method: string, url: URL): ListingsRequest {
  if (method !== 'GET' && method !== 'HEAD') return refused(405);
  if (!url.pathname.startsWith(prefix)) return refused(404);
  const route = url.pathname.slice(prefix.length);
  if (route === 'animals') {
    const { params, invalid } = searchParams(url.searchParams);
    return invalid.length > 0 ? refused(400, invalid) : { kind: 'search', params };
  }
  const id = /^animals\/([1-9]\d{0,11})$/.exec(route)?.[1];
  return id === undefined ? refused(404) : { kind: 'animal', id };
}

function refused(status: 400 | 404 | 405, invalid: InvalidParam[] = []): ListingsRequest {
  return { kind: 'refused', status, invalid };
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
