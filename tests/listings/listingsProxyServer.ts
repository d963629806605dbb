import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { createListingClient, type ListingClient } from '#lib/listings/client.ts';
import type { SearchAnimalsParams } from '#lib/listings/types.ts';
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

/**
 * The listings proxy over the sample listing service, as its suites (proxyAnswers.test.ts and
 * proxyUpstream.test.ts) try it together. A suite calls serveListingsProxy() once, at its top:
 * that registers the hooks that start the service and a proxy on it before its tests, and close
 * every server after. What it returns is the suite's own: `service` and `proxyUrl` are filled in by
 * that beforeAll, and the records of what was sent and answered start empty.
 */
export interface ListingsProxyServer {
  service: SampleService;
  /** The proxy of the rescue's organization on `service`, whose searches are recorded. */
  proxyUrl: string;
  /** Every bearer token the client sent upstream. */
  tokensSent: Set<string>;
  /** Headers and body of every proxy response, checked for secrets at the end. */
  responsesSeen: string[];
  /** What the proxy at `proxyUrl` asked the service to search for. */
  searches: SearchAnimalsParams[];
  /** Closes a server after the suite, the last started first. */
  closers: (() => Promise<void>)[];
  /** Serves another proxy, closed after the suite; answers its address. */
  serveProxy(options: ListingsProxyOptions): Promise<string>;
  /** Asks a proxy (by default the one at `proxyUrl`), recording its answer. */
  visit(
    path: string,
    init?: RequestInit,
    base?: string,
  ): Promise<{ response: Response; text: string; body: unknown }>;
}

export const clientId = 'proxy-test-id-7f3a';
export const clientSecret = 'proxy-test-secret-91c2';
export const successCacheControl = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export function serveListingsProxy(): ListingsProxyServer {
  const proxy: ListingsProxyServer = {
    service: undefined as unknown as SampleService,
    proxyUrl: '',
    tokensSent: new Set<string>(),
    responsesSeen: [],
    searches: [],
    closers: [],
    async serveProxy(options) {
      const server = createServer(toNodeListener(createListingsProxy(options)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      proxy.closers.push(() => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(() => resolve()));
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async visit(path, init, base = proxy.proxyUrl) {
      const response = await fetch(`${base}${path}`, init);
      const text = await response.text();
      proxy.responsesSeen.push(`${[...response.headers].join('\n')}\n${text}`);
      return { response, text, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };

  beforeAll(async () => {
    const service = await startSampleService({ clientId, clientSecret });
    proxy.service = service;
    proxy.closers.push(() => service.close());
    const client = createListingClient({
      baseUrl: service.url,
      clientId,
      clientSecret,
      fetch: (input, init) => {
        const authorization = new Headers(init?.headers).get('authorization');
        if (authorization) proxy.tokensSent.add(authorization.replace('Bearer ', ''));
        return fetch(input, init);
      },
    });
    // Records what the proxy asks for, then asks the real service.
    const recordingClient: ListingClient = {
      ...client,
      searchAnimals: (params) => {
        proxy.searches.push({ ...params });
        return client.searchAnimals(params);
      },
    };
    proxy.proxyUrl = await proxy.serveProxy({
      client: recordingClient,
      organizationId: sampleOrganizationId,
    });
  });

  afterAll(async () => {
    for (const close of proxy.closers.reverse()) await close();
    // The test that the proxy "never shows the token, client id or secret in any response" reads
    // the answers of its own suite only: those of every suite are checked here.
    const everything = proxy.responsesSeen.join('\n');
    for (const secret of [clientId, clientSecret, ...proxy.tokensSent]) {
      expect(everything).not.toContain(secret);
    }
  });

  return proxy;
}
