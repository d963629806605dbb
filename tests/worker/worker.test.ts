import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { headerPolicy, headerRules, headersFileText, headersFor } from '#lib/headers.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { launchChromium } from '../support/browser.ts';
import {
  liveRoutes,
  recordRoutes,
  snapshotDetailRoutes,
  staticRoutes,
} from '../support/specRoutes.ts';
import { projectTempDir } from '../support/tempDirs.ts';
import { startWranglerDev, type WranglerDev } from '../support/wrangler.ts';
import { contactAnswers, fosterAnswers, postOf, volunteerAnswers } from '../forms/formAnswers.ts';
import { startRecordingServer, type RecordingServer } from '../listings/recordingServer.ts';

// Distinctive credentials, so any leak into a response or a log line is found.
const clientId = 'worker-canary-id-5d1e7';
const clientSecret = 'worker-canary-secret-0b93f';
const resendKey = 'worker-canary-resend-key-77c4';

let sample: SampleService;
/** A stand-in for Resend's HTTP API, which the Worker's forms deliver through. */
let mailApi: RecordingServer;
let worker: WranglerDev;
let clientDir: string;
let workDir: string;
let secrets: Record<string, string>;
/** What workerd printed before a restart. */
let earlierOutput = '';
/** Headers and bodies of every Worker response, checked for secrets at the end. */
const seen: string[] = [];

beforeAll(async () => {
  clientDir = join(inject('siteOutDir'), 'client');
  sample = await startSampleService({ clientId, clientSecret });
  mailApi = await startRecordingServer(() => ({ status: 200, body: '{"id":"sent-1"}' }));
  workDir = projectTempDir('worker-');
  secrets = {
    PETFINDER_CLIENT_ID: clientId,
    PETFINDER_CLIENT_SECRET: clientSecret,
    PETFINDER_BASE_URL: sample.url,
    RESEND_API_KEY: resendKey,
    RESEND_API_URL: mailApi.url,
  };
  worker = await startWranglerDev(clientDir, workDir, secrets);
});

/** Stops workerd and starts it again on the same state folder (`--persist-to`). */
async function restart() {
  earlierOutput += worker.output();
  await worker.stop();
  worker = await startWranglerDev(clientDir, workDir, secrets);
}

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
    expect(readFileSync(join(clientDir, '_headers'), 'utf8')).toBe(
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

  it('sends a form back with its errors and answers, drawn with Preact rather than react-dom', async () => {
    const { response, text } = await get('/api/forms/foster-application', {
      method: 'POST',
      headers: { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fosterAnswers, firstName: ' ', 'address-zip': '5510' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toContain('Please fill in Primary Caregiver First Name.');
    expect(text).toContain('Please give Zip as five digits, such as 55440.');
    expect(text).toContain('value="12 Lake Street"');
    expect(text).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="foster-application-address-zip-error"/,
    );
    expect(text).toContain('<main id="page-view"');
    expect(text).not.toMatch(/<script\b/);
  });

  it('answers a post from a Spanish page in Spanish, and e-mails the rescue in English naming the language', async () => {
    const headers = { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    const back = await get('/api/forms/foster-application', {
      method: 'POST',
      headers,
      body: new URLSearchParams({ ...fosterAnswers, 'address-zip': '5510', lang: 'es' }),
    });
    expect(back.response.status).toBe(422);
    expect(back.text).toMatch(/<html[^>]*lang="es"/);
    expect(back.text).toContain('En Código postal, escriba cinco dígitos, por ejemplo, 55440.');
    expect(back.text).toContain('>Nombre del cuidador principal<');
    const before = mailApi.requests.length;
    const sent = await get('/api/forms/contact', {
      method: 'POST',
      headers,
      body: new URLSearchParams({ ...contactAnswers, lang: 'es' }),
    });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get('location')).toMatch(/\/es\/about\/contact\/thank-you$/);
    expect(mailApi.requests).toHaveLength(before + 1);
    const { text } = JSON.parse(mailApi.requests.at(-1)!.body) as { text: string };
    expect(text).toContain('Language: Spanish (es)');
    expect(text).toContain('First name: Ann');
  });

  it('takes a volunteer application in English and Spanish, e-mailing it with its CSV, from the definition the page was built from', async () => {
    const headers = { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    // This build does not send forms, so its pages post no version: the post is held to today's questions.
    const { version } = (
      JSON.parse(readFileSync(join(clientDir, 'api/forms/volunteer.json'), 'utf8')) as {
        es: { version: string };
      }
    ).es;
    const back = await get('/api/forms/volunteer', {
      method: 'POST',
      headers,
      body: postOf({ ...volunteerAnswers, otherHelp: '', lang: 'es', formVersion: version }),
    });
    expect(back.response.status).toBe(422);
    expect(back.text).toContain('Complete el campo ¿Qué otra cosa le gustaría hacer?.');
    expect(back.text).toContain('value="Flo"');
    const unknown = await get('/api/forms/volunteer', {
      method: 'POST',
      headers: { ...headers, Accept: 'application/json' },
      body: postOf({ ...volunteerAnswers, shoeSize: '9', formVersion: version }),
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.text).toContain('shoeSize');
    // The sample embeds an outside adoption form: the rescue's own takes no posts.
    const adoption = await get('/api/forms/adoption', { method: 'POST', headers, body: 'x=1' });
    expect(adoption.response.status).toBe(404);
    const before = mailApi.requests.length;
    // One message only: the hour's limit of five is counted by the restart test below.
    const sent = await get('/api/forms/volunteer', {
      method: 'POST',
      headers,
      body: postOf({ ...volunteerAnswers, lang: 'es', formVersion: version }),
    });
    expect(sent.response.status).toBe(303);
    expect(mailApi.requests).toHaveLength(before + 1);
    const { text, html, attachments } = JSON.parse(mailApi.requests.at(-1)!.body) as {
      text: string;
      html: string;
      attachments: { filename: string; content: string }[];
    };
    expect(text).toContain('How would you like to help?: Transport; Something else\n');
    expect(text).toContain('Language: Spanish (es)');
    expect(html).toContain('<h1>Volunteer application</h1>');
    expect(attachments[0]!.filename).toBe('volunteer-flo-helper.csv');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      Uint8Array.from(atob(attachments[0]!.content), (char) => char.charCodeAt(0)),
    );
    expect(csv).toMatch(/^\uFEFF"First name","Last name",/);
  });

  it('holds one listing budget and one forms limit across a restart of workerd on the same state', async () => {
    /** 500 junk queries and the site's listings paged past their end (pages 2 to 50). */
    async function flood(round: number) {
      const before = sample.stats.requests;
      const statuses: Record<number, number> = {};
      const paths = [
        ...Array.from({ length: 500 }, (_, index) =>
          index % 2 === 0
            ? `/api/listings/animals?limit=${(index % 99) + 1}&page=${(index % 50) + 1}&n=${round}-${index}`
            : `/api/listings/animals/${80_000_000 + round * 1_000 + index}`,
        ),
        ...['adoptable', 'adopted'].flatMap((status) =>
          Array.from(
            { length: 49 },
            (_, index) =>
              `/api/listings/animals?status=${status}&limit=100&page=${index + 2}&r=${round}`,
          ),
        ),
      ];
      for (const path of paths) {
        const { response } = await get(path);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      return { spent: sample.stats.requests - before, statuses, requests: paths.length };
    }
    /** Page 1 of both listings, as /adopt and Forever Stories ask for it. */
    async function sitePages() {
      for (const status of ['adoptable', 'adopted']) {
        const { response, text } = await get(`/api/listings/animals?status=${status}&limit=100`);
        expect(response.status, status).toBe(200);
        expect((JSON.parse(text) as { animals: unknown[] }).animals.length).toBeGreaterThan(0);
      }
    }
    const contactPost = () =>
      get('/api/forms/contact', {
        method: 'POST',
        headers: { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(contactAnswers),
      });

    const first = await flood(1);
    console.info(
      `Worker: ${first.requests} flood queries cost ${first.spent} upstream calls`,
      first.statuses,
    );
    expect(first.spent).toBeLessThanOrEqual(30);
    await sitePages();
    // Three messages were sent by earlier tests (a contact message in English and one in
    // Spanish, a volunteer application): 4 of the hour's 5 before the restart.
    expect((await contactPost()).response.status).toBe(303);

    await restart();

    const second = await flood(2);
    console.info(
      `Worker after a restart: ${second.requests} flood queries cost ${second.spent} upstream calls`,
      second.statuses,
    );
    // The budget spent before the restart stays spent: a fresh one would allow 20 more.
    expect(second.spent).toBeLessThanOrEqual(2);
    expect(second.statuses[503]).toBeGreaterThan(second.requests - 60);
    await sitePages();
    const statuses = [];
    for (let post = 0; post < 3; post += 1) statuses.push((await contactPost()).response.status);
    // A fresh count would allow all three.
    expect(statuses).toEqual([303, 429, 429]);
    // Two floods of 598 queries and a restart of workerd.
  }, 300_000);

  it('never shows the service credentials or token in a response or a log line', () => {
    expect(seen.length).toBeGreaterThan(100);
    const everything = `${seen.join('\n')}\n${earlierOutput}${worker.output()}`;
    for (const secret of [clientId, clientSecret, resendKey]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/access_token/);
  });
});
