import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdoptable } from '#lib/content/dogLife.ts';
import { readValidContent } from '#lib/content/load.ts';
import { servicePageSize, storiesPageUrl } from '#lib/listings/queries.ts';
import { pageFile } from '#lib/pageFile.ts';
import type { SampleService } from '#lib/listings/sampleService/sampleServer.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '#lib/listings/sampleService/data.ts';
import { axeViolations } from '../support/browser.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { adoptableAnimals, adoptedAnimals, longName, realAnimal } from './listingFixtures.ts';

// A build and a site against a service answering like the real one (see fixtures.ts).
const adoptable = adoptableAnimals();
/** The rescue's own adoptable dogs (content/), listed first on /adopt. */
const ownAdoptable = readValidContent().dogs.filter(isAdoptable).length;
const adopted = adoptedAnimals();
const storiesPages = Math.ceil(adopted.length / servicePageSize);
const newcomer = realAnimal(0, 'adoptable', { name: 'Newcomer' });

let live: LiveSite;
let sample: SampleService;
let clientDir: string;
let browser: Browser;

beforeAll(async () => {
  // Each test starts a site server of its own over this build.
  live = await startLiveSite({
    sample: { animals: [...adoptable, ...adopted] },
    build: { listingsFromSample: true },
    site: false,
  });
  ({ sample, clientDir, browser } = live);
  // The fixtures use the sample's photo paths, which a sample-mode build serves itself.
  cpSync(samplePhotosDir, join(clientDir, bundledPhotoBaseUrl), { recursive: true });
  // A cold build draws a share card per animal in each language (about 520) on a busy machine.
}, 600_000);

afterAll(() => live?.close());

/** A fresh site server (so a fresh proxy cache) over this build; resolves to its URL. */
async function startSite(): Promise<string> {
  return (await live.startSite()).url;
}

/** What a visitor would notice on a listing page at phone width. */
async function flaws(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      text: main?.innerText ?? '',
      emptySources: [...document.querySelectorAll('img')].filter((img) => !img.getAttribute('src'))
        .length,
      brokenImages: [...document.querySelectorAll('main img')].filter(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
      ).length,
      width: document.documentElement.scrollWidth,
    };
  });
  const words = found.text.match(/\b(null|undefined|NaN|Unknown)\b|&(#\d+|#x[\da-f]+|[a-z]+);/gi);
  return [
    ...(words ?? []).map((word) => `shows "${word}"`),
    ...(found.emptySources > 0 ? [`${found.emptySources} images without a source`] : []),
    ...(found.brokenImages > 0 ? [`${found.brokenImages} broken images`] : []),
    ...(found.width > 375 ? [`${found.width}px wide on a 375px screen`] : []),
  ];
}

async function phonePage(javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    javaScriptEnabled,
  });
  return context.newPage();
}

describe('a build against real-shaped answers', () => {
  it('reads every page of both listings: 2 adoptable and 3 adopted service pages', () => {
    expect(sample.stats.requests).toBe(5);
  });

  it('prerenders a /details/{id} page for every animal', () => {
    const missing = [...adoptable, ...adopted]
      .map((animal) => pageFile(`/details/${animal.id}`))
      .filter((path) => !existsSync(join(clientDir, path)));
    expect(missing).toEqual([]);
    const html = readFileSync(join(clientDir, pageFile('/adopt')), 'utf8');
    expect(html).toContain('Hi I&#x27;m Moose!');
    expect(html).not.toContain('&amp;#39;');
  });
});

describe('what a visitor sees at 375px', () => {
  it('reaches every adopted dog through the Forever Stories pages, without JavaScript', async () => {
    const base = await startSite();
    const page = await phonePage(false);
    const reached: string[] = [];
    let url: string | null = `${base}${storiesPageUrl(1)}`;
    let visited = 0;
    while (url) {
      await page.goto(url);
      visited += 1;
      expect(await flaws(page), url).toEqual([]);
      reached.push(
        ...(await page
          .locator('main article a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      );
      const next = page.getByRole('link', { name: 'Next page' });
      url =
        (await next.count()) > 0 ? new URL((await next.getAttribute('href'))!, base).href : null;
    }
    expect(visited).toBe(storiesPages);
    expect(reached.sort()).toEqual(adopted.map((animal) => `/details/${animal.id}`).sort());
    await page.context().close();
  });

  it('shows clean cards and details for entities, line breaks, nulls and long names', async () => {
    const base = await startSite();
    const page = await phonePage();
    const paths = [
      '/adopt',
      storiesPageUrl(2),
      ...adoptable.slice(0, 7).map((animal) => `/details/${animal.id}`),
      `/details/${adopted.at(-1)!.id}`,
    ];
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      expect(await flaws(page), path).toEqual([]);
    }

    await page.goto(`${base}/adopt`);
    const moose = page.locator('article', { has: page.getByRole('heading', { name: 'Moose' }) });
    expect(await moose.textContent()).toContain("Hi I'm Moose!");
    expect(await page.getByRole('heading', { name: 'Biscuit & Gravy' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'No photo of Nobody Knows yet' }).count()).toBe(1);
    const first = page.locator('main article img').first();
    expect(await first.getAttribute('loading')).not.toBe('lazy');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('main article img').nth(1).getAttribute('loading')).toBe('lazy');

    await page.goto(`${base}/details/${adoptable[2]!.id}`);
    expect(await page.locator('.listing-description p').allTextContents()).toEqual([
      'Pepper loves walks.',
      'She knows sit & stay.',
      'She is crate trained.',
    ]);

    await page.goto(`${base}/details/${adoptable[4]!.id}`);
    const summary = await page.locator('.listing-summary').innerText();
    expect(summary).toMatch(/Kid friendly\s+Not known/);
    expect(summary).not.toMatch(/Coat length|Primary color/);

    await page.goto(`${base}/details/${adoptable[5]!.id}`);
    expect(await page.locator('h1').textContent()).toBe(longName);

    await page.goto(`${base}/details/${adoptable[6]!.id}`);
    await page.getByRole('img', { name: 'The photo of Ghost could not be loaded' }).waitFor();
    await page.context().close();
  });
});

describe('accessibility', () => {
  it('has no axe violations on a sparse listing, a Forever Stories page and sparse details', async () => {
    const base = await startSite();
    const page = await phonePage();
    for (const path of ['/adopt', storiesPageUrl(2), `/details/${adoptable[5]!.id}`]) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(violations, path).toEqual([]);
    }
    await page.context().close();
  });
});

describe('the live refresh', () => {
  it('follows the pages of /adopt through the proxy and shows a dog published since', async () => {
    sample.addAnimal(newcomer);
    const base = await startSite();
    const page = await phonePage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/listings/')) asked.push(new URL(request.url()).search);
    });
    await page.goto(`${base}/adopt`);
    await page.getByRole('heading', { name: 'Newcomer' }).waitFor();
    expect(asked).toEqual(['?limit=100&page=1', '?limit=100&page=2']);
    expect(await page.locator('main article').count()).toBe(ownAdoptable + adoptable.length + 1);
    await page.context().close();
  });

  it('keeps what it has and says so when a later page fails', async () => {
    sample.addAnimal(newcomer);
    const base = await startSite();
    const page = await phonePage();
    await page.route('**/api/listings/animals?*page=2*', (route) =>
      route.fulfill({ status: 502, body: '' }),
    );
    await page.goto(`${base}/adopt`);
    await page.getByRole('status').filter({ hasText: 'could not refresh' }).waitFor();
    // The live first page (with the newcomer) and the build's animals it did not reach.
    expect(await page.getByRole('heading', { name: 'Newcomer' }).count()).toBe(1);
    expect(await page.locator('main article').count()).toBe(ownAdoptable + adoptable.length + 1);
    await page.context().close();
  });

  it('refreshes one Forever Stories page with one call for that page', async () => {
    const base = await startSite();
    const page = await phonePage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/listings/')) asked.push(new URL(request.url()).search);
    });
    await page.goto(base + storiesPageUrl(3));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['?limit=100&status=adopted&page=3']);
    const names = await page.locator('main article h2').allTextContents();
    expect(names).toEqual(
      adopted.slice(2 * servicePageSize, 3 * servicePageSize).map((animal) => animal.name),
    );
    await page.context().close();
  });
});
