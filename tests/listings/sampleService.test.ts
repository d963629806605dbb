import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnimalResponse,
  AnimalsResponse,
  BreedsResponse,
  OrganizationsResponse,
  Problem,
  TokenResponse,
  TypesResponse,
} from '#lib/listings/types.ts';
import {
  sampleOrganizationId,
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';

let service: SampleService;
let token: string;

beforeAll(async () => {
  service = await startSampleService({ photoBaseUrl: 'https://photos.example.test/dogs/' });
  token = (await grant(service.clientId, service.clientSecret).then(json<TokenResponse>))
    .access_token;
});

afterAll(() => service.close());

function grant(clientId: string, clientSecret: string): Promise<Response> {
  return fetch(`${service.url}/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
}

function get(path: string, bearer = token): Promise<Response> {
  return fetch(`${service.url}${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('sample service: tokens', () => {
  it('grants an hour-long bearer token for the right credentials', async () => {
    const response = await grant(service.clientId, service.clientSecret);
    expect(response.status).toBe(200);
    const body = await json<TokenResponse>(response);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.access_token).toMatch(/^[\w-]{20,}$/);
    expect(body.access_token).not.toBe(token);
  });

  it('refuses wrong credentials with a 401 problem', async () => {
    const response = await grant(service.clientId, 'wrong-secret');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await json<Problem>(response)).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('answers 401 problem+json without a valid bearer token', async () => {
    for (const response of [await fetch(`${service.url}/animals`), await get('/animals', 'nope')]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const problem = await json<Problem>(response);
      expect(problem).toMatchObject({ status: 401, title: 'Unauthorized' });
      expect(problem.type).toMatch(/^https:\/\//);
      expect(problem.detail).toBeTruthy();
    }
  });
});

describe('sample service: animals', () => {
  it('lists adoptable animals by default, newest first, 20 to a page', async () => {
    const { animals, pagination } = await json<AnimalsResponse>(await get('/animals'));
    expect(animals).toHaveLength(20);
    expect(animals.every((animal) => animal.status === 'adoptable')).toBe(true);
    const published = animals.map((animal) => animal.published_at);
    expect(published).toEqual([...published].sort().reverse());
    expect(pagination).toMatchObject({ count_per_page: 20, total_count: 20, total_pages: 1 });
  });

  it('filters by organization, status and type', async () => {
    const own = await json<AnimalsResponse>(
      await get(`/animals?organization=${sampleOrganizationId}&limit=100`),
    );
    expect(own.animals.length).toBeGreaterThanOrEqual(15);
    expect(own.animals.every((animal) => animal.organization_id === 'MN999')).toBe(true);

    const adopted = await json<AnimalsResponse>(await get('/animals?status=adopted&type=dog'));
    expect(adopted.animals).toHaveLength(6);
    expect(adopted.animals.every((animal) => animal.status === 'adopted')).toBe(true);

    const cats = await json<AnimalsResponse>(await get('/animals?type=Cat'));
    expect(cats.animals).toEqual([]);
  });

  it('pages with the service pagination object and links', async () => {
    const { animals, pagination } = await json<AnimalsResponse>(
      await get('/animals?limit=3&page=2'),
    );
    expect(animals).toHaveLength(3);
    expect(pagination).toEqual({
      count_per_page: 3,
      total_count: 20,
      current_page: 2,
      total_pages: 7,
      _links: {
        previous: { href: '/animals?limit=3&page=1' },
        next: { href: '/animals?limit=3&page=3' },
      },
    });
  });

  it('rejects bad filter values with 400 invalid-params', async () => {
    const response = await get('/animals?limit=101&page=0&status=lost');
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem['invalid-params']?.map((param) => param.path)).toEqual([
      'limit',
      'page',
      'status',
    ]);
  });

  it('shows one animal, with photos under the configured base address', async () => {
    const { animals } = await json<AnimalsResponse>(await get('/animals?limit=1'));
    const first = animals[0]!;
    const { animal } = await json<AnimalResponse>(await get(`/animals/${first.id}`));
    expect(animal).toEqual(first);
    expect(animal.photos[0]?.medium).toMatch(
      /^https:\/\/photos\.example\.test\/dogs\/[\w-]+\.webp$/,
    );
  });

  it('answers 404 problem+json for an unknown animal or path', async () => {
    for (const path of ['/animals/1', '/animals/abc', '/nothing', '/animals/1/x/y']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await json<Problem>(response)).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('serves an added animal', async () => {
    const { animal } = await json<AnimalResponse>(await get('/animals/72000001'));
    service.addAnimal({ ...animal, id: 99, name: 'Added' });
    expect((await json<AnimalResponse>(await get('/animals/99'))).animal.name).toBe('Added');
  });
});

describe('sample service: types, breeds and organizations', () => {
  it('lists types, one type, and dog breeds', async () => {
    const { types } = await json<TypesResponse>(await get('/types'));
    expect(types.map((type) => type.name)).toContain('Dog');
    expect((await get('/types/dog')).status).toBe(200);
    const { breeds } = await json<BreedsResponse>(await get('/types/dog/breeds'));
    expect(breeds.map((breed) => breed.name)).toEqual(
      expect.arrayContaining(['German Shepherd Dog', 'Pembroke Welsh Corgi']),
    );
    expect((await get('/types/dragon/breeds')).status).toBe(404);
  });

  it('lists and shows organizations', async () => {
    const { organizations, pagination } = await json<OrganizationsResponse>(
      await get('/organizations'),
    );
    expect(organizations.map((organization) => organization.id)).toEqual(['MN999', 'MN111']);
    expect(pagination.total_count).toBe(2);
    expect((await get('/organizations/MN999')).status).toBe(200);
    expect((await get('/organizations/XX000')).status).toBe(404);
  });
});

describe('sample service: failure switches', () => {
  it('answers a plain 500 everywhere while failing', async () => {
    service.setFailing(true);
    try {
      const response = await get('/animals');
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/plain');
      expect((await grant(service.clientId, service.clientSecret)).status).toBe(500);
    } finally {
      service.setFailing(false);
    }
    expect((await get('/animals')).status).toBe(200);
  });

  it('rejects every earlier token after revokeTokens', async () => {
    service.revokeTokens();
    expect((await get('/types')).status).toBe(401);
    token = (await grant(service.clientId, service.clientSecret).then(json<TokenResponse>))
      .access_token;
    expect((await get('/types')).status).toBe(200);
  });
});
