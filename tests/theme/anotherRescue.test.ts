import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeContexts, sharedChromium } from '../support/browser.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { buildSiteOrThrow, serveStatic } from '../support/site.ts';

// Another rescue: a yellow and green theme, and none of the facts a new rescue may not have yet.
const emptiedFacts = [
  'emails',
  'social',
  'storeUrl',
  'newsletterUrl',
  'forms',
  'donationLinks',
  'ein',
  'history',
  'award',
  'videoUrl',
  'wooftrax',
];

let clientDir: string;
let server: Server;
let url: string;
let browser: Browser;

beforeAll(async () => {
  const dir = copyContent();
  editJson(dir, 'site.json', (site) => {
    site.theme = { primaryColor: '#ffd400', accentColor: '#0a5' };
    for (const fact of emptiedFacts) delete site[fact];
  });
  ({ clientDir } = await buildSiteOrThrow({ CONTENT_DIR: dir }));
  ({ server, url } = await serveStatic(clientDir));
  browser = await sharedChromium();
}, 180_000);

afterAll(async () => {
  if (browser) await closeContexts(browser);
  server?.close();
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const page = (path: string) => readFileSync(join(clientDir, path, 'index.html'), 'utf8');

describe('a rescue with its own colours and only the facts it has', { timeout: 120_000 }, () => {
  it('builds pages without an empty link, e-mail or frame', () => {
    const files = htmlFiles(clientDir);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      expect(html, file).not.toMatch(/(href|src)="(mailto:|tel:)?"/);
      expect(html, file).not.toMatch(/undefined/);
    }
  });

  it('leaves out the sections and links whose facts are missing', () => {
    const home = page('');
    for (const missing of [
      'Shop our store',
      'Facebook',
      'EIN:',
      'Watch our story',
      'Join Newsletter',
    ]) {
      expect(home).not.toContain(missing);
    }
    expect(home).not.toContain('href="/store"');
    // Nothing left for the top bar to hold: no empty bar.
    expect(home).not.toContain('class="topbar"');
    const about = page('about');
    // The history section is the sample's own prose (content/pages/about.md), which a rescue
    // without those facts rewrites; init's starting text has none.
    expect(about).not.toContain('Recognition');
    const donate = page('donate');
    expect(donate).not.toContain('Donate with PayPal');
    // The WoofTrax tile leads to the site's own /wooftrax page (content/pages/donate.md), which
    // says what WoofTrax is even without the app's links.
    expect(page('resources')).not.toContain('Surrender dog application');
    expect(page('adopt/application')).not.toContain('<iframe');
    // A request's own mailbox left out: the general contact address instead.
    expect(page('get-involved/volunteer')).toContain('mailto:info@example.org');
  });

  it.each([390, 1280])(
    'passes axe with its colours at %i px, dark text on the yellow',
    async (width) => {
      const tab = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        for (const path of [
          '/',
          '/adopt/available-dogs/details-page/1',
          '/donate',
          '/about',
          '/resources',
        ]) {
          await tab.goto(url + path);
          expect(await axeViolations(tab), path).toEqual([]);
        }
        const banner = await tab.locator('.surrender-banner').evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color];
        });
        expect(banner).toEqual(['rgb(255, 212, 0)', 'rgb(43, 33, 24)']);
      } finally {
        await tab.close();
      }
    },
  );
});
