import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Animal, TokenResponse } from '../types.ts';
import { answerGet, notFound, problem, type Reply } from './api.ts';
import { bundledPhotoBaseUrl, readSampleData, samplePhotosDir } from './data.ts';

// The organization most sample animals belong to (a few belong to 'MN111').
export { sampleOrganizationId } from '../config.ts';
const sampleClientId = 'sample-client-id';
const sampleClientSecret = 'sample-client-secret';

const defaultTokenLifetimeSeconds = 3600;

export interface SampleServiceOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Prefix of the photo addresses in answers. */
  photoBaseUrl?: string;
  /** Serve these animals instead of the bundled ones (tests shape them like real answers). */
  animals?: Animal[];
  /** Photos served under /sample-photos/ by file name, instead of the bundled ones. */
  photos?: Map<string, Buffer>;
  /** Seconds a token lasts (the service's hour unless set), so tests see one renewed. */
  tokenLifetimeSeconds?: number;
}

export interface SampleService {
  /** Base address of the API, to pass to createListingClient as baseUrl. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Counts since start, so tests can check how often a client called. */
  stats: {
    tokenGrants: number;
    /** Requests to every endpoint but /oauth2/token. */
    requests: number;
  };
  /** Adds an animal, or replaces the one with the same id. */
  addAnimal(animal: Animal): void;
  /** While on, every endpoint answers a plain-text 500. */
  setFailing(failing: boolean): void;
  /** Invalidates every token issued so far. */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** Starts a local HTTP server speaking the listing service's API over the bundled sample data. */
export async function startSampleService(
  options: SampleServiceOptions = {},
): Promise<SampleService> {
  const {
    host = '127.0.0.1',
    port = 0,
    clientId = sampleClientId,
    clientSecret = sampleClientSecret,
    photoBaseUrl = bundledPhotoBaseUrl,
    tokenLifetimeSeconds = defaultTokenLifetimeSeconds,
  } = options;
  const data = readSampleData(photoBaseUrl);
  if (options.animals) data.animals = structuredClone(options.animals);
  const stats = { tokenGrants: 0, requests: 0 };
  // Expiry time in milliseconds by token.
  const tokens = new Map<string, number>();
  let failing = false;

  async function answer(request: IncomingMessage): Promise<Reply | Buffer | 'failing'> {
    const url = new URL(request.url ?? '/', 'http://sample.invalid');
    // The photos, as the service's own photo host serves them: to anyone, without a token.
    if (url.pathname.startsWith(`${bundledPhotoBaseUrl}/`)) {
      return photo(decodeURIComponent(url.pathname.slice(bundledPhotoBaseUrl.length + 1)));
    }
    if (url.pathname !== '/oauth2/token') stats.requests += 1;
    if (failing) return 'failing';
    if (url.pathname === '/oauth2/token') {
      if (request.method !== 'POST') return problem(405, 'Method Not Allowed', 'Use POST');
      return grantToken(new URLSearchParams(await readBody(request)));
    }
    if (request.method !== 'GET') return problem(405, 'Method Not Allowed', 'Use GET');
    if (!isAuthorized(request.headers.authorization)) {
      return problem(401, 'Unauthorized', 'Access token invalid or expired');
    }
    return answerGet(data, url);
  }

  async function photo(name: string): Promise<Buffer | Reply> {
    if (options.photos) return options.photos.get(name) ?? notFound();
    if (!/^[\w-]+\.webp$/.test(name)) return notFound();
    return readFile(join(samplePhotosDir, name)).catch(() => notFound());
  }

  function grantToken(form: URLSearchParams): Reply {
    if (form.get('grant_type') !== 'client_credentials') {
      return problem(400, 'Invalid Request', 'The request contains invalid parameters.', [
        { in: 'body', path: 'grant_type', message: 'grant_type must be client_credentials' },
      ]);
    }
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return problem(401, 'Unauthorized', 'Client authentication failed');
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    stats.tokenGrants += 1;
    const body: TokenResponse = {
      token_type: 'Bearer',
      expires_in: tokenLifetimeSeconds,
      access_token: token,
    };
    return { status: 200, body };
  }

  function isAuthorized(authorization: string | undefined): boolean {
    const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
    return token !== undefined && (tokens.get(token) ?? 0) > Date.now();
  }

  const server = createServer((request, response) => {
    answer(request).then(
      (reply) =>
        reply === 'failing'
          ? sendFailure(response)
          : Buffer.isBuffer(reply)
            ? sendPhoto(response, reply)
            : send(response, reply),
      () => sendFailure(response),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    clientId,
    clientSecret,
    stats,
    addAnimal(animal) {
      data.animals = [...data.animals.filter((known) => known.id !== animal.id), animal];
    },
    setFailing(value) {
      failing = value;
    },
    revokeTokens() {
      tokens.clear();
    },
    close() {
      // Clients keep connections alive; without this close() would wait for them to time out.
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, { status, body }: Reply): void {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  response.writeHead(status, { 'Content-Type': type });
  response.end(JSON.stringify(body));
}

function sendPhoto(response: ServerResponse, data: Buffer): void {
  response.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': data.length });
  response.end(data);
}

function sendFailure(response: ServerResponse): void {
  response.writeHead(500, { 'Content-Type': 'text/plain' });
  response.end('Internal Server Error');
}
