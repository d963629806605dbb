import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSampleService, type SampleService } from '../../server/sample-service/start.ts';
import { launchChromium } from '../support/browser.ts';
import { liveRoutes, recordRoutes, snapshotDetailRoutes, staticRoutes } from '../support/routes.ts';
import { startWranglerDev, type WranglerDev } from '../support/wrangler.ts';
import { contactAnswers } from '../forms/site.ts';
import { startRecordingServer, type RecordingServer } from '../listings/recording-server.ts';

// Distinctive credentials, so any leak into a response or a log line is found.
const clientId = 'worker-canary-id-5d1e7';
const clientSecret = 'worker-canary-secret-0b93f';
const resendKey = 'worker-canary-resend-key-77c4';

let sample: SampleService;
/** A stand-in for Resend's HTTP API, which the Worker's forms deliver through. */
let mailApi: RecordingServer;
let worker: WranglerDev;
let clientDir: string;
/** Headers and bodies of every Worker response, checked for secrets at the end. */
const seen: string[] = [];

beforeAll(async () => {
  clientDir = join(inject('siteOutDir'), 'client');
  sample = await startSampleService({ clientId, clientSecret });
  mailApi = await startRecordingServer(() => ({ status: 200, body: '{"id":"sent-1"}' }));
  mkdirSync('.tmp', { recursive: true });
  const workDir = mkdtempSync(join(resolve('.tmp'), 'worker-'));
  worker = await startWranglerDev(clientDir, workDir, {
    PETFINDER_CLIENT_ID: clientId,
    PETFINDER_CLIENT_SECRET: clientSecret,
    PETFINDER_BASE_URL: sample.url,
    RESEND_API_KEY: resendKey,
    RESEND_API_URL: mailApi.url,
  });
});

afterAll(async () => {
  await worker?.stop();
  await sample?.close();
  await mailApi?.close();
});

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${worker.url}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  seen.push(`${[...response.headers].join('\n')}\n${text}`);
  return { response, text };
}

describe('the Worker in workerd (wrangler dev)', () => {
  it('serves every prerendered route with status 200, as /route', async () => {
    const snapshotDetails = snapshotDetailRoutes(clientDir);
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
    expect(new URL(response.headers.get('location')!, worker.url).pathname).toBe('/about/our-team');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/no-such-page', '/adopt/available-dogs/details-page/9999', '/x.js']) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(404);
      expect(text).toContain('Page not found');
    }
  });

  it('sets the security and caching headers on pages, assets and the API', async () => {
    const page = await get('/adopt');
    const headers = page.response.headers;
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://forms.example.org');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // HSTS is for https only; wrangler dev is plain http.
    expect(headers.get('strict-transport-security')).toBeNull();
    const asset = page.text.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const script = await get(asset);
    expect(script.response.status).toBe(200);
    expect(script.response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(script.response.headers.get('x-content-type-options')).toBe('nosniff');
    const notFound = await get('/missing');
    expect(notFound.response.headers.get('content-security-policy')).toBe(csp);
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

  it('spends a few dozen upstream calls on a flood of 500 junk queries, and still shows the dogs', async () => {
    const before = sample.stats.requests;
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 500; index += 1) {
      const path =
        index % 2 === 0
          ? `/api/listings/animals?limit=${(index % 99) + 1}&page=${(index % 50) + 1}&n=${index}`
          : `/api/listings/animals/${80_000_000 + index}`;
      const { response } = await get(path);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
    const spent = sample.stats.requests - before;
    console.info(`Worker: 500 junk queries cost ${spent} upstream calls`, statuses);
    expect(spent).toBeLessThanOrEqual(30);
    const visitor = await get('/api/listings/animals?limit=100');
    expect(visitor.response.status).toBe(200);
    expect((JSON.parse(visitor.text) as { animals: unknown[] }).animals.length).toBeGreaterThan(5);
  });

  it('delivers a contact form through the e-mail API, and refuses a cross-site post', async () => {
    const body = new URLSearchParams(contactAnswers);
    const headers = { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    const sent = await get('/api/forms/contact', { method: 'POST', headers, body });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get('location')).toMatch(/\/about\/contact\/thank-you$/);
    expect(mailApi.requests).toHaveLength(1);
    const [request] = mailApi.requests;
    expect(request!.url).toBe('/emails');
    expect(request!.headers.authorization).toBe(`Bearer ${resendKey}`);
    expect(JSON.parse(request!.body)).toMatchObject({ reply_to: contactAnswers.email });
    expect(request!.body).toContain('Is Biscuit still looking for a home?');
    const crossSite = await get('/api/forms/contact', {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.response.status).toBe(403);
    expect(mailApi.requests).toHaveLength(1);
  });

  it('shows the live pages in Chromium with no console error or blocked request', async () => {
    const browser: Browser = await launchChromium();
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
        await page.goto(`${worker.url}${path}`);
        expect((await refreshed).status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main article').count(), path).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('never shows the service credentials or token in a response or a log line', () => {
    expect(seen.length).toBeGreaterThan(100);
    const everything = `${seen.join('\n')}\n${worker.output()}`;
    for (const secret of [clientId, clientSecret, resendKey]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/access_token/);
  });
});
