import { describe, expect, it } from 'vitest';
import { createListingClient, type ListingClient } from '#lib/listings/client.ts';
import type { ListedAnimalAnswer, ListedAnimals } from '#lib/listings/normalize.ts';
import type { AnimalsResponse, SearchAnimalsParams } from '#lib/listings/types.ts';
import type { ListingsProxyOptions } from '../../server/handlers/listingsProxy.ts';
import { sampleOrganizationId } from '#lib/listings/sampleService/sampleServer.ts';
import { clientId, clientSecret, serveListingsProxy } from './listingsProxyServer.ts';
import { realAnimal } from './listingFixtures.ts';
import { startRecordingServer } from './recordingServer.ts';

// The listings proxy and the service behind it: its cache, its budget of upstream calls, and
// trouble upstream.
const proxy = serveListingsProxy();
const { closers, responsesSeen, serveProxy, tokensSent, visit } = proxy;

describe('listings proxy: caching', () => {
  it('serves a repeated request from memory', async () => {
    const first = await visit('/api/listings/animals?limit=3');
    const requests = proxy.service.stats.requests;
    const second = await visit('/api/listings/animals?limit=3');
    expect(second.body).toEqual(first.body);
    expect(proxy.service.stats.requests).toBe(requests);
  });

  it('makes one upstream call for a crowd of identical requests', async () => {
    const requests = proxy.service.stats.requests;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => visit('/api/listings/animals?limit=4')),
    );
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(proxy.service.stats.requests).toBe(requests + 1);
  });

  it('asks again once the memory cache is a minute old', async () => {
    let clock = 0;
    const url = await serveProxy({
      client: createListingClient({ baseUrl: proxy.service.url, clientId, clientSecret }),
      organizationId: sampleOrganizationId,
      cacheSeconds: 900,
      now: () => clock,
    });
    const first = await visit('/api/listings/animals/72000002', undefined, url);
    expect(first.response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=900, stale-while-revalidate=600',
    );
    const requests = proxy.service.stats.requests;
    clock += 59_000;
    await visit('/api/listings/animals/72000002', undefined, url);
    expect(proxy.service.stats.requests).toBe(requests);
    clock += 2_000;
    await visit('/api/listings/animals/72000002', undefined, url);
    expect(proxy.service.stats.requests).toBe(requests + 1);
  });

  it('does not cache failures', async () => {
    proxy.service.setFailing(true);
    const failed = await visit('/api/listings/animals?page=3&limit=1');
    proxy.service.setFailing(false);
    expect(failed.response.status).toBe(502);
    expect(failed.response.headers.get('cache-control')).toBe('no-store');
    expect(failed.body).toEqual({ type: 'about:blank', title: 'Bad Gateway', status: 502 });
    const retried = await visit('/api/listings/animals?page=3&limit=1');
    expect(retried.response.status).toBe(200);
  });
});

describe('listings proxy: a budget on upstream calls', () => {
  /** A proxy with its own clock over the shared sample service. */
  async function budgetedProxy(budget?: ListingsProxyOptions['budget']) {
    const clock = { now: 1_000_000 };
    const url = await serveProxy({
      client: createListingClient({ baseUrl: proxy.service.url, clientId, clientSecret }),
      organizationId: sampleOrganizationId,
      now: () => clock.now,
      budget,
    });
    return { url, clock };
  }

  it('ignores unknown parameters without making a new cache entry', async () => {
    const { url } = await budgetedProxy();
    await visit('/api/listings/animals?status=adopted&limit=5', undefined, url);
    const requests = proxy.service.stats.requests;
    for (let junk = 0; junk < 20; junk += 1) {
      const { response } = await visit(
        `/api/listings/animals?status=adopted&limit=5&x${junk}=${junk}&organization=MN111`,
        undefined,
        url,
      );
      expect(response.headers.get('x-cache')).toBe('HIT');
    }
    expect(proxy.service.stats.requests).toBe(requests);
  });

  it('answers an animal of a recent search without asking the service', async () => {
    const { url } = await budgetedProxy();
    const search = await visit('/api/listings/animals?limit=100', undefined, url);
    const [first] = (search.body as ListedAnimals).animals;
    const requests = proxy.service.stats.requests;
    const { response, body } = await visit(`/api/listings/animals/${first!.id}`, undefined, url);
    expect(response.status).toBe(200);
    expect((body as ListedAnimalAnswer).animal).toEqual(first);
    expect(proxy.service.stats.requests).toBe(requests);
  });

  it('survives a flood of 500 distinct junk queries for a few dozen upstream calls', async () => {
    const { url } = await budgetedProxy();
    const requests = proxy.service.stats.requests;
    const statuses = new Map<number, number>();
    for (let index = 0; index < 500; index += 1) {
      const path =
        index % 2 === 0
          ? `/api/listings/animals?limit=${(index % 100) + 1}&page=${(index % 50) + 1}&junk=${index}`
          : `/api/listings/animals/${90_000_000 + index}`;
      const { response } = await visit(path, undefined, url);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    const spent = proxy.service.stats.requests - requests;
    console.info(
      `500 junk queries: ${spent} upstream calls; statuses`,
      Object.fromEntries(statuses),
    );
    expect(spent).toBeLessThanOrEqual(30);
    expect(statuses.get(503)).toBeGreaterThan(400);
    // The site's own search still has its reserved calls.
    const visitor = await visit('/api/listings/animals?limit=100', undefined, url);
    expect(visitor.response.status).toBe(200);
    expect((visitor.body as ListedAnimals).animals.length).toBeGreaterThan(5);
  });

  it("keeps the reserve for the site's own pages: paging past a listing's end cannot spend it", async () => {
    const { url } = await budgetedProxy();
    const statuses = new Map<number, number>();
    for (const status of ['adoptable', 'adopted']) {
      for (let page = 2; page <= 50; page += 1) {
        const { response } = await visit(
          `/api/listings/animals?status=${status}&limit=100&page=${page}`,
          undefined,
          url,
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    expect(statuses.get(503)).toBeGreaterThan(70);
    for (const status of ['adoptable', 'adopted']) {
      const { response, body } = await visit(
        `/api/listings/animals?status=${status}&limit=100&page=1`,
        undefined,
        url,
      );
      expect(response.status, status).toBe(200);
      expect((body as AnimalsResponse).animals.length, status).toBeGreaterThan(0);
    }
  });

  it("reserves a listing's pages up to the last page count seen, and at most 10", async () => {
    const calls: SearchAnimalsParams[] = [];
    // A listing of 12 service pages: only the site's first 10 are its own.
    const twelvePages: ListingClient = {
      showAnimal: () => Promise.reject(new Error('not asked')),
      searchAnimals: async (params: SearchAnimalsParams) => {
        calls.push(params);
        const pagination = {
          count_per_page: 100,
          total_count: 1_200,
          current_page: params.page ?? 1,
          total_pages: 12,
        };
        return { animals: [], pagination } as unknown as AnimalsResponse;
      },
    } as unknown as ListingClient;
    const url = await serveProxy({
      client: twelvePages,
      organizationId: sampleOrganizationId,
      // Every call is reserved: only the site's own pages get one.
      budget: { capacity: 3, refillPerMinute: 0, reserve: 3 },
    });
    const status = async (query: string) =>
      (await visit(`/api/listings/animals?limit=100&${query}`, undefined, url)).response.status;
    // Before any answer only page 1 is known to exist; it then says there are 12.
    expect(await status('page=2')).toBe(503);
    expect(await status('page=1')).toBe(200);
    expect(await status('page=2')).toBe(200);
    expect(await status('page=10')).toBe(200);
    expect(await status('page=11')).toBe(503);
    expect(calls.map((params) => params.page ?? 1)).toEqual([1, 2, 10]);
  });

  it('answers from the last good answer when the budget is spent or the service fails', async () => {
    const { url, clock } = await budgetedProxy({ capacity: 6, refillPerMinute: 0, reserve: 2 });
    const fresh = await visit('/api/listings/animals?status=adopted&limit=100', undefined, url);
    expect(fresh.response.headers.get('x-cache')).toBe('MISS');
    clock.now += 120_000;
    proxy.service.setFailing(true);
    const failed = await visit('/api/listings/animals?status=adopted&limit=100', undefined, url);
    proxy.service.setFailing(false);
    expect(failed.response.status).toBe(200);
    expect(failed.response.headers.get('x-cache')).toBe('STALE');
    expect(failed.body).toEqual(fresh.body);
    // Spend the whole budget on junk, then ask again once the answer is old.
    for (let page = 1; page <= 10; page += 1) {
      await visit(`/api/listings/animals?limit=7&page=${page}`, undefined, url);
    }
    clock.now += 120_000;
    const requests = proxy.service.stats.requests;
    const spent = await visit('/api/listings/animals/72000001', undefined, url);
    expect(spent.response.status).toBe(503);
    expect(spent.response.headers.get('retry-after')).toBe('60');
    expect(proxy.service.stats.requests).toBe(requests);
  });
});

describe('listings proxy: upstream trouble', () => {
  it('answers 502 when the service cannot be reached', async () => {
    const closed = await startRecordingServer(() => ({ status: 200, body: '{}' }));
    await closed.close();
    const url = await serveProxy({
      client: createListingClient({ baseUrl: closed.url, token: 'unreachable-token' }),
      organizationId: sampleOrganizationId,
    });
    const { response } = await visit('/api/listings/animals', undefined, url);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 504 when the service does not answer in time', async () => {
    const hanging = await startRecordingServer(() => 'hang');
    closers.push(() => hanging.close());
    const url = await serveProxy({
      client: createListingClient({ baseUrl: hanging.url, token: 't', timeoutMs: 200 }),
      organizationId: sampleOrganizationId,
    });
    const { response, body } = await visit('/api/listings/animals/72000001', undefined, url);
    expect(response.status).toBe(504);
    expect(body).toEqual({ type: 'about:blank', title: 'Gateway Timeout', status: 504 });
  });

  it('answers 502, not 401, when the service refuses our token', async () => {
    const token = [...tokensSent][0]!;
    const url = await serveProxy({
      client: createListingClient({ baseUrl: proxy.service.url, token }),
      organizationId: sampleOrganizationId,
    });
    proxy.service.revokeTokens();
    const { response } = await visit('/api/listings/animals/72000003', undefined, url);
    expect(response.status).toBe(502);
  });

  it('never shows the token, client id or secret in any response', () => {
    expect(tokensSent.size).toBeGreaterThan(0);
    expect(responsesSeen.length).toBeGreaterThan(20);
    const everything = responsesSeen.join('\n');
    for (const secret of [clientId, clientSecret, ...tokensSent]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('answers animals normalised: every entity decoded, plain text, unknown fields left out', async () => {
    const animal = realAnimal(1, 'adoptable', {
      name: 'Ren&eacute;e',
      organization_id: sampleOrganizationId,
      description: 'Caf&eacute; walks &mdash; she&rsquo;s sweet&hellip;\n&lt;b&gt;calm&lt;/b&gt;',
      gender: 'Unknown',
    });
    const answer: AnimalsResponse = {
      animals: [animal],
      pagination: {
        count_per_page: 100,
        total_count: 1,
        current_page: 1,
        total_pages: 1,
        _links: {},
      },
    };
    const url = await serveProxy({
      client: {
        searchAnimals: async () => answer,
        showAnimal: async () => ({ animal }),
      } as unknown as ListingClient,
      organizationId: sampleOrganizationId,
    });
    const search = await visit('/api/listings/animals', undefined, url);
    const [listed] = (search.body as ListedAnimals).animals;
    expect(listed).toMatchObject({
      name: 'Renée',
      description: ['Café walks — she’s sweet…', '<b>calm</b>'],
    });
    expect(listed).not.toHaveProperty('gender');
    expect(listed).not.toHaveProperty('organization_id');
    const shown = await visit(`/api/listings/animals/${animal.id}`, undefined, url);
    expect((shown.body as ListedAnimalAnswer).animal).toEqual(listed);
  });
});
