// The listings proxy's parts one by one; tests/listings/proxyAnswers.test.ts and proxyUpstream.test.ts try them together.
import { describe, expect, it } from 'vitest';
import type { ListingClient } from '#lib/listings/client.ts';
import {
  HttpError,
  NetworkError,
  ProblemError,
  TimeoutError,
} from '#lib/listings/listingErrors.ts';
import { normalizeAnimal } from '#lib/listings/normalize.ts';
import { listingsApi } from '#lib/listings/queries.ts';
import { apiRoutes } from '#lib/routes.ts';
import type { AnimalsResponse, Pagination } from '#lib/listings/types.ts';
import {
  animalBody,
  problem,
  reply,
  searchBody,
  totalPages,
  visitorStatus,
  type StoredAnswer,
} from '../../server/handlers/listings/answers.ts';
import { ownListing, sitePages, upstreamBudget } from '../../server/handlers/listings/budget.ts';
import {
  answerCache,
  maxMemoryEntries,
  searchedAnimals,
  sharedLookups,
  type SharedAnswerStore,
} from '../../server/handlers/listings/cache.ts';
import { listingsRequest } from '../../server/handlers/listings/requests.ts';
import { searchUpstream, showUpstream } from '../../server/handlers/listings/upstream.ts';
import { realAnimal } from './listingFixtures.ts';

const organizationId = 'MN999';
const pagination = (total_pages: number): Pagination => ({
  count_per_page: 100,
  total_count: total_pages * 100,
  current_page: 1,
  total_pages,
  _links: {},
});
const found = (body: string, fetchedAt = 0): StoredAnswer => ({ status: 200, body, fetchedAt });

describe('the allow-list of requests', () => {
  const asked = (path: string, method = 'GET') =>
    listingsRequest(method, new URL(path, 'https://rescue.example'));

  it('is at the address the browser asks (the route table’s, written out in queries.ts)', () => {
    expect(listingsApi).toBe(apiRoutes.listings);
  });

  it('allows a search with only its known filters, lower-cased', () => {
    expect(
      asked('/api/listings/animals?status=Adopted&type=DOG&limit=100&page=50&sort=x&limit2=1'),
    ).toEqual({
      kind: 'search',
      params: { status: 'adopted', type: 'dog', limit: 100, page: 50 },
    });
    expect(asked('/api/listings/animals?limit=&status=', 'HEAD')).toEqual({
      kind: 'search',
      params: {},
    });
  });

  it('allows one animal by an id of up to 12 digits, not starting with 0', () => {
    expect(asked('/api/listings/animals/123456789012', 'HEAD')).toEqual({
      kind: 'animal',
      id: '123456789012',
    });
    for (const path of ['animals/1234567890123', 'animals/0123', 'animals/1/photos', 'dogs']) {
      expect(asked(`/api/listings/${path}`), path).toEqual({
        kind: 'refused',
        status: 404,
        invalid: [],
      });
    }
  });

  it('refuses other methods and paths, and says which filters are out of range', () => {
    expect(asked('/api/listings/animals', 'POST')).toMatchObject({ status: 405 });
    expect(asked('/api/other/animals')).toMatchObject({ status: 404 });
    expect(asked('/api/listings/animals?limit=101&page=0&type=cat')).toEqual({
      kind: 'refused',
      status: 400,
      invalid: [
        { in: 'query', path: 'type', message: 'type must be one of: dog' },
        { in: 'query', path: 'limit', message: 'limit must be a whole number from 1 to 100' },
        { in: 'query', path: 'page', message: 'page must be a whole number from 1 to 50' },
      ],
    });
  });
});

describe('answer shaping', () => {
  it('sends a kept body byte for byte, with the cache headers of its state', async () => {
    const body = '{"animals":[],  "pagination":{"total_pages":0}}';
    const fresh = reply(found(body), 'HIT', 900);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe(body);
    expect(Object.fromEntries(fresh.headers)).toEqual({
      'cache-control': 'public, max-age=60, s-maxage=900, stale-while-revalidate=600',
      'content-type': 'application/json',
      'x-cache': 'HIT',
    });
    const stale = reply(found(body), 'STALE', 900);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=30');
    expect(stale.headers.get('x-cache')).toBe('STALE');
  });

  it('answers a kept absence as our own 404, cached a minute', async () => {
    const absent = reply({ status: 404, body: '', fetchedAt: 0 }, 'HIT', 300);
    expect(absent.status).toBe(404);
    expect(absent.headers.get('content-type')).toBe('application/problem+json');
    expect(absent.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await absent.json()).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
  });

  it('writes problems with their title, never cached, invalid-params only when there are some', async () => {
    const refused = problem(405, [], { Allow: 'GET, HEAD' });
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      type: 'about:blank',
      title: 'Method Not Allowed',
      status: 405,
    });
    const invalid = [{ in: 'query' as const, path: 'page', message: 'no' }];
    expect(await problem(418, invalid).json()).toEqual({
      type: 'about:blank',
      title: 'Request failed',
      status: 418,
      'invalid-params': invalid,
    });
  });

  it("reads a search's page count from its JSON, not from text that looks like it", () => {
    const animal = normalizeAnimal(
      realAnimal(1, 'adoptable', { description: 'Once listed as "total_pages":99 by mistake' }),
    );
    expect(totalPages(searchBody([animal], pagination(12)))).toBe(12);
    const nested = '{"animals":[{"kept":{"total_pages":99}}],"pagination":{"total_pages":12}}';
    expect(totalPages(nested)).toBe(12);
    expect(totalPages(animalBody(animal))).toBeUndefined();
    expect(totalPages('{"animals":[')).toBeUndefined();
  });

  it('shows visitors their own mistakes, and a bad gateway for the service’s', () => {
    const statuses = [
      new TimeoutError(200),
      new HttpError(404),
      new ProblemError({ type: 'about:blank', title: 'Bad Request', status: 400 }),
      new HttpError(401),
      new HttpError(403),
      new HttpError(500),
      new NetworkError(new Error('refused')),
      new Error('a bug'),
    ].map(visitorStatus);
    expect(statuses).toEqual([504, 404, 400, 502, 502, 502, 502, 502]);
  });
});

describe('the answer cache', () => {
  it('keeps answers a minute fresh, then still gives them out for stale use', async () => {
    const clock = { now: 0 };
    const cache = answerCache(() => clock.now);
    await cache.put('a', found('A'));
    const kept = await cache.get('a');
    expect(kept?.body).toBe('A');
    clock.now = 59_999;
    expect(cache.isFresh(kept!)).toBe(true);
    clock.now = 60_000;
    expect(cache.isFresh(kept!)).toBe(false);
    expect(await cache.get('a')).toBe(kept);
    expect(await cache.get('b')).toBeUndefined();
  });

  it('forgets the least recently kept answer past its size', async () => {
    const cache = answerCache(() => 0);
    for (let index = 0; index <= maxMemoryEntries; index += 1) {
      await cache.put(`key ${index}`, found(String(index)));
    }
    expect(await cache.get('key 0')).toBeUndefined();
    expect((await cache.get('key 1'))?.body).toBe('1');
  });

  it('writes to the shared store and takes its answer when newer than a stale one', async () => {
    const shared = new Map<string, StoredAnswer>();
    const store: SharedAnswerStore = {
      get: async (key) => shared.get(key),
      put: async (key, answer) => void shared.set(key, answer),
    };
    const clock = { now: 0 };
    const cache = answerCache(() => clock.now, store);
    await cache.put('a', found('mine', 0));
    expect(shared.get('a')?.body).toBe('mine');
    shared.set('a', found('newer', 30_000));
    // Fresh in memory: the shared store is not asked.
    expect((await cache.get('a'))?.body).toBe('mine');
    clock.now = 70_000;
    expect((await cache.get('a'))?.body).toBe('newer');
    shared.set('a', found('older', 10_000));
    expect((await cache.get('a'))?.body).toBe('newer');
  });

  it('works on from memory when the shared store fails', async () => {
    const store: SharedAnswerStore = {
      get: () => Promise.reject(new Error('down')),
      put: () => Promise.reject(new Error('down')),
    };
    const clock = { now: 0 };
    const cache = answerCache(() => clock.now, store);
    await cache.put('a', found('A'));
    clock.now = 120_000;
    expect((await cache.get('a'))?.body).toBe('A');
    expect(await cache.get('b')).toBeUndefined();
  });

  it("answers an animal from a fresh search's animals", () => {
    const clock = { now: 1_000 };
    const animals = searchedAnimals(() => clock.now);
    const [first, second] = [1, 2].map((n) => normalizeAnimal(realAnimal(n, 'adoptable')));
    animals.keep([first!, second!], 1_000);
    expect(animals.fresh(String(second!.id))).toEqual({
      status: 200,
      body: animalBody(second!),
      fetchedAt: 1_000,
    });
    expect(animals.fresh('1')).toBeUndefined();
    clock.now = 61_000;
    expect(animals.fresh(String(first!.id))).toBeUndefined();
  });

  it('makes one lookup for concurrent visitors, each with its own response, then forgets it', async () => {
    const shared = sharedLookups();
    let lookups = 0;
    const lookUp = async () => new Response(`answer ${++lookups}`);
    const crowd = await Promise.all([shared('k', lookUp), shared('k', lookUp)]);
    expect(await Promise.all(crowd.map((response) => response.text()))).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(await (await shared('k', lookUp)).text()).toBe('answer 2');
  });
});

describe('the upstream budget', () => {
  it('takes from the listings bucket, the reserve only for own searches, and fails closed', async () => {
    const taken: [string, boolean][] = [];
    const budget = { capacity: 3, refillPerMinute: 0, reserve: 1 };
    const take = upstreamBudget(budget, {
      take: async (name, options, priority) => {
        taken.push([name, priority]);
        expect(options).toBe(budget);
        return priority;
      },
    });
    expect([await take(true), await take(false)]).toEqual([true, false]);
    expect(taken).toEqual([
      ['listings', true],
      ['listings', false],
    ]);
    const broken = upstreamBudget(budget, { take: () => Promise.reject(new Error('gone')) });
    expect(await broken(true)).toBe(false);
  });

  it("knows the site's own listings by their shape", () => {
    expect(ownListing({ limit: 100 })).toBe('adoptable');
    expect(ownListing({ limit: 100, status: 'adoptable', page: 3 })).toBe('adoptable');
    expect(ownListing({ limit: 100, status: 'adopted' })).toBe('adopted');
    expect(ownListing({ limit: 100, type: 'dog' })).toBeUndefined();
    expect(ownListing({ limit: 99 })).toBeUndefined();
  });

  it("counts a listing's pages as its own up to the last page count seen, at most 10", () => {
    const pages = sitePages();
    const own = (page: number, status?: string) => pages.isOwn({ limit: 100, status, page });
    expect([own(1), own(2)]).toEqual([true, false]);
    pages.learn({ limit: 100 }, found(searchBody([], pagination(12))));
    expect([own(10), own(11), own(2, 'adopted')]).toEqual([true, false, false]);
    pages.learn({ limit: 100 }, found(searchBody([], pagination(3))));
    expect([own(3), own(4)]).toEqual([true, false]);
    // Neither an absence nor another search teaches anything.
    pages.learn({ limit: 100 }, { status: 404, body: '', fetchedAt: 0 });
    pages.learn({ limit: 5 }, found(searchBody([], pagination(9))));
    expect([own(3), own(4), pages.isOwn({ limit: 5 })]).toEqual([true, false, false]);
  });
});

describe('the upstream calls', () => {
  const client = (answers: Partial<ListingClient>) => answers as ListingClient;

  it('searches with the query as given and keeps the animals normalised', async () => {
    const animal = realAnimal(1, 'adoptable', { name: 'Ren&eacute;e' });
    const asked: unknown[] = [];
    const clock = { now: 5 };
    const search = client({
      searchAnimals: async (query) => {
        asked.push(query);
        clock.now = 7;
        return { animals: [animal], pagination: pagination(1) } as AnimalsResponse;
      },
    });
    const query = { limit: 100, organization: organizationId };
    const { answer, animals } = await searchUpstream(search, query, () => clock.now);
    expect(asked).toEqual([query]);
    expect(animals).toEqual([normalizeAnimal(animal)]);
    expect(animals[0]!.name).toBe('Renée');
    expect(answer).toEqual({ status: 200, body: searchBody(animals, pagination(1)), fetchedAt: 7 });
  });

  it("shows the rescue's own animal, and another's or a missing one as absent", async () => {
    const own = realAnimal(1, 'adoptable', { organization_id: organizationId });
    const other = realAnimal(2, 'adoptable', { organization_id: 'MN111' });
    const show = client({
      showAnimal: async (id) => {
        if (id === String(own.id)) return { animal: own };
        if (id === String(other.id)) return { animal: other };
        throw new HttpError(id === '3' ? 404 : 500);
      },
    });
    const shown = (id: string | number) => showUpstream(show, organizationId, String(id), () => 9);
    expect(await shown(own.id)).toEqual({
      status: 200,
      body: animalBody(normalizeAnimal(own)),
      fetchedAt: 9,
    });
    const absent = { status: 404, body: '', fetchedAt: 9 };
    expect([await shown(other.id), await shown(3)]).toEqual([absent, absent]);
    await expect(shown(4)).rejects.toThrow(HttpError);
  });
});
