import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListingClient,
  sdkHeaderValue,
  type ListingClientOptions,
} from '#lib/listings/client.ts';
import {
  HttpError,
  NetworkError,
  ProblemError,
  TimeoutError,
} from '#lib/listings/listingErrors.ts';
import type { TokenResponse } from '#lib/listings/types.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { startRecordingServer, tokenAnswer } from './recordingServer.ts';

let service: SampleService;

beforeAll(async () => {
  service = await startSampleService();
});

afterAll(() => service.close());

function sampleClient(options: ListingClientOptions = {}) {
  return createListingClient({
    baseUrl: service.url,
    clientId: service.clientId,
    clientSecret: service.clientSecret,
    ...options,
  });
}

async function grantedToken(): Promise<string> {
  const response = await fetch(`${service.url}/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: service.clientId,
      client_secret: service.clientSecret,
    }),
  });
  return ((await response.json()) as TokenResponse).access_token;
}

describe('listing client: tokens', () => {
  it('grants one token and reuses it for later calls', async () => {
    const client = sampleClient();
    const grants = service.stats.tokenGrants;
    const { animals } = await client.searchAnimals({ organization: 'MN111', limit: 100 });
    const { animal } = await client.showAnimal(animals[0]!.id);
    const { types } = await client.listTypes();
    expect(animals.length).toBeGreaterThan(0);
    expect(animals.every((each) => each.organization_id === 'MN111')).toBe(true);
    expect(animal.id).toBe(animals[0]!.id);
    expect(types.map((type) => type.name)).toContain('Dog');
    expect(service.stats.tokenGrants).toBe(grants + 1);
  });

  it('shares one grant between concurrent first requests', async () => {
    const client = sampleClient();
    const grants = service.stats.tokenGrants;
    const answers = await Promise.all([
      client.listTypes(),
      client.showType('dog'),
      client.listBreeds('dog'),
      client.searchOrganizations({ limit: 1 }),
      client.showOrganization('MN999'),
    ]);
    expect(answers).toHaveLength(5);
    expect(service.stats.tokenGrants).toBe(grants + 1);
  });

  it('uses a token given by the caller without asking for one', async () => {
    const token = await grantedToken();
    const grants = service.stats.tokenGrants;
    await sampleClient({ clientId: undefined, clientSecret: undefined, token }).listTypes();
    await sampleClient({ token }).listTypes();
    expect(service.stats.tokenGrants).toBe(grants);
  });

  it('renews and retries once after a 401 when it holds credentials', async () => {
    const client = sampleClient();
    await client.listTypes();
    const grants = service.stats.tokenGrants;
    service.revokeTokens();
    const { type } = await client.showType('dog');
    expect(type.name).toBe('Dog');
    expect(service.stats.tokenGrants).toBe(grants + 1);
  });

  it("replaces a caller's rejected token when it also holds credentials", async () => {
    const grants = service.stats.tokenGrants;
    await sampleClient({ token: 'stale-token' }).listTypes();
    expect(service.stats.tokenGrants).toBe(grants + 1);
  });

  it("passes a 401 on when the caller's token is all it has", async () => {
    const token = await grantedToken();
    const client = sampleClient({ clientId: undefined, clientSecret: undefined, token });
    service.revokeTokens();
    const grants = service.stats.tokenGrants;
    const error = await client.listTypes().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(service.stats.tokenGrants).toBe(grants);
  });

  it('renews a token a minute before it expires', async () => {
    let clock = 1_000_000;
    const client = sampleClient({ now: () => clock });
    await client.listTypes();
    const grants = service.stats.tokenGrants;
    clock += (3600 - 61) * 1000;
    await client.listTypes();
    expect(service.stats.tokenGrants).toBe(grants);
    clock += 2000;
    await client.listTypes();
    expect(service.stats.tokenGrants).toBe(grants + 1);
  });

  it('says what it needs when given neither credentials nor a token', async () => {
    const client = createListingClient({ baseUrl: service.url });
    await expect(client.listTypes()).rejects.toThrow(
      'The listing client needs a clientId and clientSecret, or a token',
    );
  });
});

describe('listing client: requests', () => {
  it('sends the grant form, our SDK header and the bearer token', async () => {
    const server = await startRecordingServer((request) =>
      request.url === '/v2/oauth2/token'
        ? tokenAnswer('token-1')
        : { status: 200, body: '{"types":[]}' },
    );
    try {
      const client = createListingClient({
        baseUrl: `${server.url}/v2/`,
        clientId: 'id-1',
        clientSecret: 'secret-1',
      });
      await client.listTypes();
      const [grant, call] = server.requests;
      expect(grant?.method).toBe('POST');
      expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({
        client_id: 'id-1',
        client_secret: 'secret-1',
        grant_type: 'client_credentials',
      });
      expect(call).toMatchObject({ method: 'GET', url: '/v2/types' });
      expect(call?.headers.authorization).toBe('Bearer token-1');
      for (const request of server.requests) {
        expect(request.headers['x-api-sdk']).toBe(sdkHeaderValue);
      }
      expect(sdkHeaderValue).toBe('north-star-rescue-site/1.0 (petfinder-v2)');
    } finally {
      await server.close();
    }
  });

  it('builds the query string from the defined search parameters', async () => {
    const server = await startRecordingServer(() => ({ status: 200, body: '{}' }));
    try {
      const client = createListingClient({ baseUrl: server.url, token: 't' });
      await client.searchAnimals({ organization: 'MN999', status: undefined, limit: 100 });
      await client.showAnimal('a/b');
      expect(server.requests.map((request) => request.url)).toEqual([
        '/animals?organization=MN999&limit=100',
        '/animals/a%2Fb',
      ]);
    } finally {
      await server.close();
    }
  });

  it('counts any 2xx status as success', async () => {
    const server = await startRecordingServer(() => ({ status: 203, body: '{"types":[]}' }));
    try {
      const client = createListingClient({ baseUrl: server.url, token: 't' });
      await expect(client.listTypes()).resolves.toEqual({ types: [] });
    } finally {
      await server.close();
    }
  });

  it('retries a 401 only once', async () => {
    let grants = 0;
    const server = await startRecordingServer((request) =>
      request.method === 'POST'
        ? tokenAnswer(`token-${++grants}`)
        : { status: 401, type: 'text/plain', body: 'no' },
    );
    try {
      const client = createListingClient({ baseUrl: server.url, clientId: 'a', clientSecret: 'b' });
      await expect(client.listTypes()).rejects.toMatchObject({
        name: 'HttpError',
        status: 401,
      });
      expect(server.requests.map((request) => request.method)).toEqual([
        'POST',
        'GET',
        'POST',
        'GET',
      ]);
      expect(server.requests[3]?.headers.authorization).toBe('Bearer token-2');
    } finally {
      await server.close();
    }
  });
});

describe('listing client: errors', () => {
  it('turns a problem+json answer into a ProblemError', async () => {
    const error = await sampleClient()
      .searchAnimals({ limit: 0 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    const problem = error as ProblemError;
    expect(problem.message).toBe('Invalid Request');
    expect(problem.status).toBe(400);
    expect(problem.type).toMatch(/ERR-00002/);
    expect(problem.detail).toBe('The request contains invalid parameters.');
    expect(problem.invalidParams).toEqual([
      { in: 'query', path: 'limit', message: 'limit must be an integer from 1 to 100' },
    ]);
  });

  it('answers ProblemError 404 for an unknown animal', async () => {
    await expect(sampleClient().showAnimal(1)).rejects.toMatchObject({
      name: 'ProblemError',
      status: 404,
      message: 'Not Found',
    });
  });

  it('turns another failure into an HttpError naming the status', async () => {
    const client = sampleClient();
    await client.listTypes();
    service.setFailing(true);
    const error = await client.listTypes().catch((caught: unknown) => caught);
    service.setFailing(false);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status code 500' });
  });

  it('reports a refused connection as Network Error', async () => {
    const server = await startRecordingServer(() => ({ status: 200, body: '{}' }));
    await server.close();
    const client = createListingClient({ baseUrl: server.url, token: 't' });
    const error = await client.listTypes().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network Error');
  });

  it('gives up after timeoutMs when the service never answers', async () => {
    const server = await startRecordingServer(() => 'hang');
    try {
      const client = createListingClient({ baseUrl: server.url, token: 't', timeoutMs: 200 });
      const error = await client.listTypes().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe('timeout of 200ms exceeded');
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
