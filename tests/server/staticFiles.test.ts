import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from '#lib/pageFile.ts';
import { serveStatic } from '../support/site.ts';
import { tempDir } from '../support/tempDirs.ts';

// The built site's layout: a folder per page (`/adopt` → adopt/index.html), as Vike writes it.
const pages = ['/', '/adopt', '/adopt/available-dogs'];
const page = (path: string) => `<!DOCTYPE html><title>${path}</title>${'<p>woof</p>'.repeat(200)}`;

let server: Server;
let base: string;

beforeAll(async () => {
  const root = tempDir('static-files-');
  for (const path of pages) {
    const file = join(root, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(path));
  }
  // Vike writes the error page beside the others, not in a folder.
  writeFileSync(join(root, '404.html'), page('/404'));
  mkdirSync(join(root, 'es'));
  writeFileSync(join(root, 'es', '404.html'), page('/es/404'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'photo.webp'), Buffer.alloc(2048, 7));
  // Links: one to a secret outside the site folder, one to a folder outside, one staying inside.
  const outside = tempDir('static-outside-');
  writeFileSync(join(outside, '.dev.vars'), 'TURNSTILE_SECRET=hunter2\n');
  symlinkSync(join(outside, '.dev.vars'), join(root, 'leak.txt'));
  symlinkSync(outside, join(root, 'elsewhere'));
  symlinkSync(join(root, 'assets', 'photo.webp'), join(root, 'assets', 'same.webp'));
  ({ server, url: base } = await serveStatic(root));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' });

/** The bytes as sent: fetch would undo the compression this checks. */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the static file server of npm start', () => {
  it('serves each page from its one HTML file', async () => {
    for (const path of pages) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(page(path));
    }
  });

  it('sends a trailing-slash address on to the page, keeping the query', async () => {
    const response = await get('/adopt/?breed=corgi');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/adopt?breed=corgi');
    const doubled = await get('/adopt//');
    expect(doubled.headers.get('location')).toBe('/adopt');
  });

  it('answers unknown paths and folders with the 404 page', async () => {
    for (const path of ['/no-such-dog', '/assets/', '/assets', '/..%2f..%2fetc%2fpasswd']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(page('/404'));
    }
  });

  it('answers an unknown address of another language with that language’s 404 page', async () => {
    for (const path of ['/es/no-such-dog', '/es/adopt/no-such-dog']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(page('/es/404'));
    }
    expect(await (await get('/esperanza')).text()).toBe(page('/404'));
  });

  it('compresses text with br or gzip as the browser accepts, and leaves images alone', async () => {
    const br = await getRaw('/adopt', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page('/adopt'));

    const gzip = await getRaw('/adopt', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(page('/adopt').length / 4);
    expect(gunzipSync(gzip.body).toString()).toBe(page('/adopt'));

    const photo = await getRaw('/assets/photo.webp', { 'accept-encoding': 'gzip, br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(2048);
  });

  it('answers a repeated request for an unchanged file with 304', async () => {
    const first = await get('/adopt');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/adopt', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves a file whose real path is outside the site folder', async () => {
    for (const path of ['/leak.txt', '/elsewhere/.dev.vars']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('hunter2');
    }
    const inside = await get('/assets/same.webp');
    expect(inside.status).toBe(200);
    expect((await inside.arrayBuffer()).byteLength).toBe(2048);
  });
});
