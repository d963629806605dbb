import { describe, expect, it } from 'vitest';
import { createListingClient } from '#lib/listings/client.ts';
import type { ListedAnimalAnswer, ListedAnimals } from '#lib/listings/normalize.ts';
import {
  clientId,
  clientSecret,
  serveListingsProxy,
  successCacheControl,
} from './listingsProxyServer.ts';

// The listings proxy's answers: the rescue's animals, and what it refuses.
const proxy = serveListingsProxy();
const { searches, visit } = proxy;

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
      baseUrl: proxy.service.url,
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
    const requests = proxy.service.stats.requests;
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
    expect(proxy.service.stats.requests).toBe(requests);
  });
});
