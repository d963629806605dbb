import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingClient, type ListingClient } from '#lib/listings/client.ts';
import type { ListedAnimalAnswer, ListedAnimals } from '#lib/listings/normalize.ts';
import type { AnimalsResponse, SearchAnimalsParams } from '#lib/listings/types.ts';
import {
  createListingsProxy,
  type ListingsProxyOptions,
} from '../../server/handlers/listingsProxy.ts';
import {
  sampleOrganizationId,
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { toNodeListener } from '../../server/node/nodeAdapter.ts';
import { realAnimal } from './listingFixtures.ts';
import { startRecordingServer } from './recordingServer.ts';

const clientId = 'proxy-test-id-7f3a';
const clientSecret = 'proxy-test-secret-91c2';
/** Every bearer token the client sent upstream. */
const tokensSent = new Set<string>();
/** Headers and body of every proxy response, checked for secrets at the end. */
const responsesSeen: string[] = [];
const searches: SearchAnimalsParams[] = [];
const closers: (() => Promise<void>)[] = [];

let service: SampleService;
let proxyUrl: string;

beforeAll(async () => {
  service = await startSampleService({ clientId, clientSecret });
  closers.push(() => service.close());
  const client = createListingClient({
    baseUrl: service.url,
    clientId,
    clientSecret,
    fetch: (input, init) => {
      const authorization = new Headers(init?.headers).get('authorization');
      if (authorization) tokensSent.add(authorization.replace('Bearer ', ''));
      return fetch(input, init);
    },
  });
  // Records what the proxy asks for, then asks the real service.
  const recordingClient: ListingClient = {
    ...client,
    searchAnimals: (params) => {
      searches.push({ ...params });
      return client.searchAnimals(params);
    },
  };
  proxyUrl = await serveProxy({ client: recordingClient, organizationId: sampleOrganizationId });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function serveProxy(options: ListingsProxyOptions): Promise<string> {
  const server = createServer(toNodeListener(createListingsProxy(options)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function visit(path: string, init?: RequestInit, base = proxyUrl) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  responsesSeen.push(`${[...response.headers].join('\n')}\n${text}`);
  return { response, text, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const successCacheControl = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

describe('listings proxy: animals', () => {
  it("searches only the rescue's own animals, whatever the visitor asks", async () => {
    const { response, body } = await visit(
      '/api/listings/animals?organization=MN111&limit=100&status=adoptable&secret=1&sort=x',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe(successCacheControl);
    const { animals, pagination } = body as ListedAnimals;
    expect(animals.length).toBeGreaterThan(0);
    // Another organization's animal of the sample service is not among them.
    expect(animals.map((animal) => animal.id)).not.toContain(72000018);
    expect(pagination.total_count).toBe(animals.length);
    expect(searches.at(-1)).toEqual({ status: 'adoptable', limit: 100, organization: 'MN999' });
  });

  it('forwards status, type and page', async () => {
    const { body } = await visit('/api/listings/animals?status=adopted&type=dog&limit=2&page=2');
    expect(searches.at(-1)).toEqual({
      status: 'adopted',
      type: 'dog',
      limit: 2,
      page: 2,
      organization: 'MN999',
    });
    const { animals, pagination } = body as ListedAnimals;
    expect(animals.every((animal) => animal.status === 'adopted')).toBe(true);
    expect(pagination.current_page).toBe(2);
  });

  it("shows one of the rescue's animals", async () => {
    const { response, body } = await visit('/api/listings/animals/72000001');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(successCacheControl);
    expect((body as ListedAnimalAnswer).animal).toMatchObject({ id: 72000001, name: 'Ranger' });
  });

  it("answers 404 for another organization's animal or an unknown one", async () => {
    const otherOrganization = 72000018;
    const check = await createListingClient({
      baseUrl: service.url,
      clientId,
      clientSecret,
    }).showAnimal(otherOrganization);
    expect(check.animal.organization_id).toBe('MN111');
    for (const id of [otherOrganization, 1]) {
      const { response, body } = await visit(`/api/listings/animals/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      // Cached briefly, so asking again for a missing dog costs no upstream call.
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(body).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const { response, text } = await visit('/api/listings/animals/72000001', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(successCacheControl);
    expect(text).toBe('');
  });
});

describe('listings proxy: refusals', () => {
  it('answers 405 with Allow to anything but GET and HEAD', async () => {
    for (const [method, path] of [
      ['POST', '/api/listings/animals'],
      ['DELETE', '/api/listings/animals/72000001'],
      ['PUT', '/api/listings/nothing'],
    ] as const) {
      const { response } = await visit(path, { method, body: method === 'DELETE' ? null : '{}' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 for any other path', async () => {
    for (const path of [
      '/api/listings/organizations',
      '/api/listings/animals/abc',
      '/api/listings/animals/1/photos',
      '/api/listings/',
      '/elsewhere',
    ]) {
      const { response } = await visit(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('refuses values outside the allow-lists and ranges without asking the service', async () => {
    const requests = service.stats.requests;
    for (const query of ['limit=ten&page=-1', 'limit=101&page=51', 'limit=0&page=1e3']) {
      const { response, body } = await visit(`/api/listings/animals?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toMatchObject({
        status: 400,
        'invalid-params': [
          { in: 'query', path: 'limit', message: 'limit must be a whole number from 1 to 100' },
          { in: 'query', path: 'page', message: 'page must be a whole number from 1 to 50' },
        ],
      });
    }
    const { body } = await visit('/api/listings/animals?status=found&type=cat');
    expect(body).toMatchObject({
      'invalid-params': [
        { path: 'status', message: 'status must be one of: adoptable, adopted' },
        { path: 'type', message: 'type must be one of: dog' },
      ],
    });
    expect((await visit('/api/listings/animals/0123')).response.status).toBe(404);
    expect(service.stats.requests).toBe(requests);
  });
});

describe('listings proxy: caching', () => {
  it('serves a repeated request from memory', async () => {
    const first = await visit('/api/listings/animals?limit=3');
    const requests = service.stats.requests;
    const second = await visit('/api/listings/animals?limit=3');
    expect(second.body).toEqual(first.body);
    expect(service.stats.requests).toBe(requests);
  });

  it('makes one upstream call for a crowd of identical requests', async () => {
    const requests = service.stats.requests;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => visit('/api/listings/animals?limit=4')),
    );
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(service.stats.requests).toBe(requests + 1);
  });

  it('asks again once the memory cache is a minute old', async () => {
    let clock = 0;
    const url = await serveProxy({
      client: createListingClient({ baseUrl: service.url, clientId, clientSecret }),
      organizationId: sampleOrganizationId,
      cacheSeconds: 900,
      now: () => clock,
    });
    const first = await visit('/api/listings/animals/72000002', undefined, url);
    expect(first.response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=900, stale-while-revalidate=600',
    );
    const requests = service.stats.requests;
    clock += 59_000;
    await visit('/api/listings/animals/72000002', undefined, url);
    expect(service.stats.requests).toBe(requests);
    clock += 2_000;
    await visit('/api/listings/animals/72000002', undefined, url);
    expect(service.stats.requests).toBe(requests + 1);
  });

  it('does not cache failures', async () => {
    service.setFailing(true);
    const failed = await visit('/api/listings/animals?page=3&limit=1');
    service.setFailing(false);
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
      client: createListingClient({ baseUrl: service.url, clientId, clientSecret }),
      organizationId: sampleOrganizationId,
      now: () => clock.now,
      budget,
    });
    return { url, clock };
  }

  it('ignores unknown parameters without making a new cache entry', async () => {
    const { url } = await budgetedProxy();
    await visit('/api/listings/animals?status=adopted&limit=5', undefined, url);
    const requests = service.stats.requests;
    for (let junk = 0; junk < 20; junk += 1) {
      const { response } = await visit(
        `/api/listings/animals?status=adopted&limit=5&x${junk}=${junk}&organization=MN111`,
        undefined,
        url,
      );
      expect(response.headers.get('x-cache')).toBe('HIT');
    }
    expect(service.stats.requests).toBe(requests);
  });

  it('answers an animal of a recent search without asking the service', async () => {
    const { url } = await budgetedProxy();
    const search = await visit('/api/listings/animals?limit=100', undefined, url);
    const [first] = (search.body as ListedAnimals).animals;
    const requests = service.stats.requests;
    const { response, body } = await visit(`/api/listings/animals/${first!.id}`, undefined, url);
    expect(response.status).toBe(200);
    expect((body as ListedAnimalAnswer).animal).toEqual(first);
    expect(service.stats.requests).toBe(requests);
  });

  it('survives a flood of 500 distinct junk queries for a few dozen upstream calls', async () => {
    const { url } = await budgetedProxy();
    const requests = service.stats.requests;
    const statuses = new Map<number, number>();
    for (let index = 0; index < 500; index += 1) {
      const path =
        index % 2 === 0
          ? `/api/listings/animals?limit=${(index % 100) + 1}&page=${(index % 50) + 1}&junk=${index}`
          : `/api/listings/animals/${90_000_000 + index}`;
      const { response } = await visit(path, undefined, url);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    const spent = service.stats.requests - requests;
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
    service.setFailing(true);
    const failed = await visit('/api/listings/animals?status=adopted&limit=100', undefined, url);
    service.setFailing(false);
    expect(failed.response.status).toBe(200);
    expect(failed.response.headers.get('x-cache')).toBe('STALE');
    expect(failed.body).toEqual(fresh.body);
    // Spend the whole budget on junk, then ask again once the answer is old.
    for (let page = 1; page <= 10; page += 1) {
      await visit(`/api/listings/animals?limit=7&page=${page}`, undefined, url);
    }
    clock.now += 120_000;
    const requests = service.stats.requests;
    const spent = await visit('/api/listings/animals/72000001', undefined, url);
    expect(spent.response.status).toBe(503);
    expect(spent.response.headers.get('retry-after')).toBe('60');
    expect(service.stats.requests).toBe(requests);
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
      client: createListingClient({ baseUrl: service.url, token }),
      organizationId: sampleOrganizationId,
    });
    service.revokeTokens();
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
