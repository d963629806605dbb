import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { headerPolicy, headerRules, headersFileText, headersFor } from '#lib/headers.ts';
import { closeContexts, sharedChromium } from '../support/browser.ts';
import {
  liveRoutes,
  recordRoutes,
  snapshotDetailRoutes,
  staticRoutes,
} from '../support/specRoutes.ts';
import { serveWorker } from './workerdServer.ts';

// The Worker serving the site: its pages and files, their headers, the 404 pages, the listings
// API, and the live pages in Chromium.
const dev = serveWorker();
const { get } = dev;

describe('the Worker in workerd (wrangler dev)', () => {
  it('serves every prerendered route with status 200, as /route', async () => {
    const snapshotDetails = snapshotDetailRoutes(dev.clientDir);
    const routes = [
      ...Object.keys(staticRoutes),
      ...Object.keys(recordRoutes()),
      ...snapshotDetails,
    ];
    expect(snapshotDetails.length).toBeGreaterThan(5);
    for (const path of routes) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(text, path).toContain('<main id="page-view"');
    }
  });

  it('serves the sitemap, feeds and calendars with their content types', async () => {
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
      ['/feeds/dogs.xml', 'application/xml'],
      ['/events/calendar.ics', 'text/calendar'],
      ['/share/default.jpg', 'image/jpeg'],
    ]) {
      const { response } = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
    }
  });

  it('sends /route/ on to /route', async () => {
    const { response } = await get('/about/our-team/');
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, dev.worker.url).pathname).toBe(
      '/about/our-team',
    );
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/no-such-page', '/adopt/available-dogs/details-page/9999', '/x.js']) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(404);
      expect(text).toContain('Page not found');
    }
    // The nearest 404.html: an unknown Spanish address gets the Spanish page, which links home in Spanish.
    for (const path of ['/es/no-such-page', '/es/adopt/available-dogs/details-page/9999']) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(404);
      expect(text).toContain('<html lang="es"');
      expect(text).toContain('Página no encontrada');
      expect(text).toMatch(/<a class="button" href="\/es">/);
    }
  });

  it('runs the Worker for /api/* only: pages, files and the 404 page come from the asset layer', async () => {
    const config = parse(readFileSync('wrangler.jsonc', 'utf8')) as {
      assets: { run_worker_first: unknown };
    };
    expect(config.assets.run_worker_first).toEqual(['/api/*']);
    // The Worker has no files: under /api/ an unknown path gets its plain 404, elsewhere 404.html.
    const api = await get('/api/no-such-thing');
    expect(api.response.status).toBe(404);
    expect(api.text).toBe('Not Found\n');
    const page = await get('/no-such-thing');
    expect(page.response.status).toBe(404);
    expect(page.text).toContain('Page not found');
  });

  it('sends the headers of lib/headers.ts with pages, assets, the 404 page and the API', async () => {
    const { site } = readValidContent();
    const policy = headerPolicy(site.forms?.adoptionApplicationEmbed);
    // The build wrote _headers from the one definition (siteUrl is https: HSTS included).
    expect(readFileSync(join(dev.clientDir, '_headers'), 'utf8')).toBe(
      headersFileText(headerRules(policy, true)),
    );
    const page = await get('/adopt');
    const asset = page.text.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    for (const path of ['/adopt', '/about/our-team/', '/missing', '/share/default.jpg', asset]) {
      const { response } = await get(path);
      for (const [name, value] of headersFor(headerRules(policy, true), path)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
    const csp = page.response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://forms.example.org');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect((await get(asset)).response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    // The Worker's answers: the same headers (HSTS only over https), its own Cache-Control.
    const api = await get('/api/listings/animals/72000001');
    for (const [name, value] of headersFor(headerRules(policy, false), '/api/')) {
      if (name !== 'cache-control') expect(api.response.headers.get(name), name).toBe(value);
    }
    expect(api.response.headers.get('cache-control')).toContain('s-maxage');
  });

  it('answers /api/listings through the proxy, with the rescue’s animals only', async () => {
    const { response, text } = await get('/api/listings/animals?status=adoptable&limit=100');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { animals } = JSON.parse(text) as { animals: { id: number }[] };
    expect(animals.length).toBeGreaterThan(5);
    // The sample service's animal of another organization is not among them.
    expect(animals.map((animal) => animal.id)).not.toContain(72000018);
    const one = await get('/api/listings/animals/72000001');
    expect(JSON.parse(one.text)).toMatchObject({ animal: { id: 72000001 } });
    const refused = await get('/api/listings/animals?limit=500');
    expect(refused.response.status).toBe(400);
    const posted = await get('/api/listings/animals', { method: 'POST', body: '{}' });
    expect(posted.response.status).toBe(405);
  });

  it('shows the live pages in Chromium with no console error or blocked request', async () => {
    const browser: Browser = await sharedChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      for (const path of liveRoutes) {
        // The page hydrates and refreshes its snapshot through the Worker's proxy.
        const refreshed = page.waitForResponse((response) =>
          response.url().includes('/api/listings/animals'),
        );
        await page.goto(`${dev.worker.url}${path}`);
        expect((await refreshed).status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main article').count(), path).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await closeContexts(browser);
    }
  });
});
