import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAdoptable } from '#lib/content/dogLife.ts';
import { readValidContent } from '#lib/content/load.ts';
import type { Animal } from '#lib/listings/types.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import {
  sampleOrganizationId,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';

let live: LiveSite;
let browser: Browser;
let sample: SampleService;

const sampleAnimals = readSampleData().animals;
const adoptable = sampleAnimals.filter(
  (animal) => animal.organization_id === sampleOrganizationId && animal.status === 'adoptable',
);
const first = adoptable[0] as Animal;
// Published after the build, with no photo yet.
const newcomer: Animal = { ...first, id: 72999001, name: 'Newcomer', photos: [] };

beforeAll(async () => {
  // The sample service serves the same bundled data the build's own sample service did; each
  // test starts a site server of its own.
  live = await startLiveSite({ site: false });
  ({ browser, sample } = live);
});

afterEach(() => {
  sample.setFailing(false);
});

afterAll(() => live?.close());

/** A fresh site server (so a fresh proxy cache) over the global build; resolves to its URL. */
async function startSite(): Promise<string> {
  return (await live.startSite()).url;
}

/** Opens a page and collects its console errors. */
async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

describe('the prerendered listings', () => {
  it('show the snapshot before any script runs', async () => {
    const base = await startSite();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/adopt`);
    const cards = page.locator('main article');
    // The rescue's own adoptable dogs (content/) and the service's.
    const own = readValidContent().dogs.filter(isAdoptable);
    expect(await cards.count()).toBe(own.length + adoptable.length);
    expect(await page.textContent('main')).toContain(own[0]!.dogName);
    expect(await page.textContent('main')).toContain(first.name);
    const moreInfo = page.getByRole('link', { name: `More info about ${first.name}` });
    expect(await moreInfo.getAttribute('href')).toBe(`/details/${first.id}`);
    expect(await page.getByRole('link', { name: 'Adoption Application' }).count()).toBe(1);

    await page.goto(`${base}/rescue-tails/forever-stories`);
    expect(await page.textContent('main')).toContain('work in progress');
    const adopted = sampleAnimals.filter(
      (animal) => animal.organization_id === sampleOrganizationId && animal.status === 'adopted',
    );
    expect(await page.locator('main article').count()).toBe(adopted.length);

    await page.goto(`${base}/details/${first.id}`);
    expect(await page.locator('h1').textContent()).toBe(first.name);
    expect(await page.textContent('main')).toContain('Summary Info');
    expect(await page.textContent('main')).toContain(`${first.name} (ID ${first.id})`);
    await context.close();
  });
});

describe('in the browser', () => {
  it('hydrates /adopt on its prerendered markup, card by card, and redraws a card changed since', async () => {
    // First in its block: the tests after it add dogs the build did not have.
    const last = adoptable.at(-1) as Animal;
    sample.addAnimal({ ...last, name: 'Renamed' });
    try {
      const base = await startSite();
      const page = await browser.newPage();
      // Every element added to or removed from the page once its markup is parsed, before any
      // script runs: hydrating adopts the prerendered markup, so none but the photo's preload
      // link, which moves to <head>.
      await page.addInitScript(`
        window.changedElements = [];
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of [...record.addedNodes, ...record.removedNodes])
                if (node.nodeType === 1) window.changedElements.push(node.tagName);
          }).observe(document.getElementById('page-view'), { childList: true, subtree: true });
        });
      `);
      await page.goto(`${base}/adopt`);
      await page.getByRole('heading', { name: 'Renamed' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: last.name, exact: true }).count()).toBe(0);
      expect(await page.getByRole('img', { name: /\bRenamed\b/ }).count()).toBe(1);
      expect(await page.evaluate('window.changedElements')).toEqual(['LINK']);
      expect(await page.locator('head link[rel=preload][as=image]').count()).toBe(1);
      await page.close();
    } finally {
      sample.addAnimal(last);
    }
  });

  it('hydrates without console errors and shows a dog published after the build', async () => {
    sample.addAnimal(newcomer);
    const base = await startSite();
    for (const path of ['/adopt', '/rescue-tails/forever-stories', `/details/${first.id}`]) {
      const { page, errors } = await open(base + path);
      await page.waitForLoadState('networkidle');
      if (path === '/adopt') {
        await page.getByRole('heading', { name: newcomer.name }).waitFor();
        expect(
          await page.getByRole('img', { name: `No photo of ${newcomer.name} yet` }).count(),
        ).toBe(1);
      }
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('keeps the snapshot when a refresh fails, and Retry recovers', async () => {
    sample.addAnimal(newcomer);
    const base = await startSite();
    sample.setFailing(true);
    const { page } = await open(`${base}/adopt`);
    const notice = page.getByRole('status').filter({ hasText: 'could not refresh' });
    await notice.waitFor();
    expect(await page.textContent('main')).toContain(first.name);
    sample.setFailing(false);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: newcomer.name }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.close();
  });

  it('opens the details of a dog newer than the build through the 404 page', async () => {
    sample.addAnimal(newcomer);
    const base = await startSite();
    const { page } = await open(`${base}/details/${newcomer.id}`);
    await page.getByRole('heading', { name: newcomer.name, level: 1 }).waitFor();
    expect(await page.textContent('main')).toContain('Summary Info');
    expect(await page.getByRole('link', { name: /Back to all dogs/ }).getAttribute('href')).toBe(
      '/adopt',
    );
    await page.close();
  });

  it('says an unknown dog was not found, with a link back to /adopt', async () => {
    const base = await startSite();
    const { page } = await open(`${base}/details/1`);
    await page.getByRole('heading', { name: 'Dog not found' }).waitFor();
    expect(
      await page
        .getByRole('link', { name: 'See all dogs ready for adoption' })
        .getAttribute('href'),
    ).toBe('/adopt');
    await page.close();
  });

  it('shows an error with Retry, not an endless loader, when there is no snapshot', async () => {
    const base = await startSite();
    sample.setFailing(true);
    const { page } = await open(`${base}/details/${newcomer.id + 1}`);
    const notice = page.getByRole('status').filter({ hasText: 'could not load' });
    await notice.waitFor();
    sample.addAnimal({ ...newcomer, id: newcomer.id + 1, name: 'Latecomer' });
    sample.setFailing(false);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Latecomer', level: 1 }).waitFor();
    await page.close();
  });
});
