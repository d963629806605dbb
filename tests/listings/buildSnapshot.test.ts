import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '#lib/listings/types.ts';
import { pageFile } from '#lib/pageFile.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { buildSite } from '../support/site.ts';
import { isAdoptable } from '#lib/content/dogLife.ts';
import { readValidContent } from '#lib/content/load.ts';

const canaryId = 'canary-client-id-5f1e';
const canarySecret = 'canary-client-secret-9b3c';

let sample: SampleService;
let forwarder: Server;
const issuedTokens: string[] = [];

/** Forwards to the sample service and notes every token it issues. */
async function startForwarder(target: string): Promise<string> {
  forwarder = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const answer = await fetch(target + incoming.url, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const text = await answer.text();
    if (incoming.url === '/oauth2/token' && answer.ok) {
      issuedTokens.push((JSON.parse(text) as TokenResponse).access_token);
    }
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
    });
    response.end(text);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  sample = await startSampleService({ clientId: canaryId, clientSecret: canarySecret });
});

afterAll(async () => {
  forwarder?.close();
  await sample?.close();
});

describe('a build with listing-service credentials', () => {
  it(
    'prerenders the listings and leaves no credential or token in the client output',
    { timeout: 120_000 },
    async () => {
      const baseUrl = await startForwarder(sample.url);
      const build = await buildSite({
        PETFINDER_CLIENT_ID: canaryId,
        PETFINDER_CLIENT_SECRET: canarySecret,
        PETFINDER_BASE_URL: baseUrl,
      });
      expect(build.status, build.stderr).toBe(0);
      expect(build.stdout + build.stderr).not.toContain('Showing sample listings');
      // One search per listing, however many pages use them.
      expect(sample.stats.requests).toBe(2);
      expect(issuedTokens).toHaveLength(1);
      expect(readFileSync(join(build.clientDir, pageFile('/adopt')), 'utf8')).toContain('Ranger');

      const secrets = [canaryId, canarySecret, ...issuedTokens];
      const files = filesUnder(build.clientDir);
      expect(files.length).toBeGreaterThan(50);
      for (const file of files) {
        const bytes = readFileSync(file);
        for (const secret of secrets)
          expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
      }
    },
  );
});

describe('a build that cannot reach the listing service', () => {
  it(
    'succeeds with a warning, the listing pages in their loading state',
    { timeout: 120_000 },
    async () => {
      const build = await buildSite({
        PETFINDER_CLIENT_ID: 'unused-id',
        PETFINDER_CLIENT_SECRET: 'unused-secret',
        // Nothing listens on port 1.
        PETFINDER_BASE_URL: 'http://127.0.0.1:1',
      });
      expect(build.status, build.stderr).toBe(0);
      expect(build.stdout + build.stderr).toMatch(
        /Warning: the adoptable listing could not be fetched/,
      );
      const adopt = readFileSync(join(build.clientDir, pageFile('/adopt')), 'utf8');
      // The rescue's own adoptable dogs stand; the service's come with the browser's refresh.
      const own = readValidContent().dogs.filter(isAdoptable);
      expect(own.length).toBeGreaterThan(0);
      for (const dog of own) expect(adopt).toContain(`>${dog.dogName}</h2>`);
      expect(adopt).toContain('Ready For Adoption');
      expect(readdirSync(build.clientDir)).not.toContain('details');
    },
  );
});
