import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSite } from '../support/site.ts';
import { tempDir } from '../support/tempDirs.ts';

const servers: Server[] = [];

/** The Node host of `npm start` over a two-page site; the listing client is never called. */
async function startHost(trustProxy: boolean): Promise<number> {
  const clientDir = tempDir('node-host-');
  mkdirSync(join(clientDir, 'about'));
  writeFileSync(join(clientDir, 'about', 'index.html'), '<!DOCTYPE html><title>About</title>');
  writeFileSync(join(clientDir, '404.html'), '<!DOCTYPE html><title>Page not found</title>');
  writeFileSync(join(clientDir, '_headers'), '/*\n  X-Test: 1\n');
  const { server, url } = await serveSite(clientDir, undefined, { trustProxy });
  servers.push(server);
  return Number(new URL(url).port);
}

/** Sends a request exactly as written (fetch would refuse or fix most of these) and reads the answer. */
function raw(
  port: number,
  head: string,
): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
  });
}

let port: number;
let proxied: number;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  port = await startHost(false);
  proxied = await startHost(true);
});

afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
});

afterAll(() => {
  errors.mockRestore();
  for (const server of servers) server.close();
});

function expectSiteHeaders(headers: Map<string, string>, what: string) {
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('the Node host of npm start', () => {
  it('answers an unknown or forbidden method with 405 and the site headers, logging nothing', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LOCK']) {
      const { status, headers } = await raw(port, `${method} / HTTP/1.1\r\nHost: 127.0.0.1`);
      expect(status, method).toBe(405);
      expect(headers.get('allow'), method).toBe('GET, HEAD, POST');
      expectSiteHeaders(headers, method);
    }
  });

  it('answers a malformed Host or request target with 400 and the site headers', async () => {
    for (const head of [
      'GET / HTTP/1.1\r\nHost: exa mple.org',
      'GET / HTTP/1.1\r\nHost: evil.example/path',
      'GET / HTTP/1.1\r\nHost: user@evil.example',
      'GET / HTTP/1.1\r\nHost: [::1',
      'GET / HTTP/1.1\r\nHost: ',
      'GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1',
      'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1',
      // Node's parser refuses these before any handler runs.
      'BREW / HTTP/1.1\r\nHost: 127.0.0.1',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x',
    ]) {
      const { status, headers } = await raw(port, head);
      expect(status, head).toBe(400);
      expectSiteHeaders(headers, head);
    }
  });

  it('keeps a path that starts with // on this site', async () => {
    const { status, headers } = await raw(
      port,
      'GET //evil.example/about HTTP/1.1\r\nHost: a.test',
    );
    expect(status).toBe(404);
    expectSiteHeaders(headers, '//evil.example');
  });

  it('sends the site headers with pages, redirects, missing pages and the API', async () => {
    for (const [path, expected] of [
      ['/about', 200],
      ['/about/', 307],
      ['/missing', 404],
      ['/_headers', 404],
      ['/api/listings/nothing', 404],
    ] as const) {
      const { status, headers } = await raw(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1`);
      expect(status, path).toBe(expected);
      expectSiteHeaders(headers, path);
    }
  });

  it('sends HSTS behind a TLS proxy only when TRUST_PROXY lets it believe X-Forwarded-Proto', async () => {
    const head = 'GET /about HTTP/1.1\r\nHost: www.example.org\r\nX-Forwarded-Proto: https';
    const trusted = await raw(proxied, head);
    expect(trusted.status).toBe(200);
    expect(trusted.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await raw(port, head)).headers.get('strict-transport-security')).toBeUndefined();
    const plain = await raw(proxied, 'GET /about HTTP/1.1\r\nHost: www.example.org');
    expect(plain.headers.get('strict-transport-security')).toBeUndefined();
  });
});

describe('the Node host while npm start’s build runs', () => {
  it('serves the files the build has written at once, waits for its end for any other, and serves nothing of /api/ it writes', async () => {
    const clientDir = tempDir('node-host-building-');
    writeFileSync(join(clientDir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
    // What the build writes for the hosts to read, never to serve (forms, messages).
    mkdirSync(join(clientDir, 'api'));
    writeFileSync(join(clientDir, 'api', 'messages.json'), '{"secret":"words"}');
    let finishBuild!: () => void;
    const building = new Promise<void>((done) => (finishBuild = done));
    const { server, url } = await serveSite(clientDir, undefined, { building });
    servers.push(server);

    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
    expectSiteHeaders(new Map(home.headers), '/ while building');

    // The API answers as it always does, build or not: here, no such listing, no forms handler.
    const messages = await fetch(`${url}/api/messages.json`);
    expect(messages.status).toBe(404);
    expect(await messages.text()).not.toContain('secret');
    expect((await fetch(`${url}/api/listings/nothing`)).status).toBe(404);
    const posted = await fetch(`${url}/api/forms/contact`, { method: 'POST', body: 'name=A' });
    expect(posted.status).toBe(404);

    const answered: string[] = [];
    const waiting = (['/about', '/missing'] as const).map((path) =>
      fetch(`${url}${path}`).then(async (response) => {
        answered.push(path);
        return { path, status: response.status, text: await response.text() };
      }),
    );
    // Nothing to give yet: neither an error nor a 404 page the build may still write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toEqual([]);

    mkdirSync(join(clientDir, 'about'));
    writeFileSync(join(clientDir, 'about', 'index.html'), '<!DOCTYPE html><title>About</title>');
    writeFileSync(join(clientDir, '404.html'), '<!DOCTYPE html><title>Page not found</title>');
    finishBuild();
    const [about, missing] = await Promise.all(waiting);
    expect(about).toMatchObject({ status: 200, text: expect.stringContaining('About') });
    expect(missing).toMatchObject({ status: 404, text: expect.stringContaining('Page not found') });
  });
});
