import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';

let live: LiveSite;
let baseUrl: string;

beforeAll(async () => {
  live = await startLiveSite();
  baseUrl = live.url;
});

afterAll(() => live?.close());

interface ImageFacts {
  src: string;
  srcset: string;
  sizes: string;
  avif: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
}

/** The photos of a page's main content, in document order, as the server sent them. */
async function photosOf(page: Page, path: string): Promise<ImageFacts[]> {
  await page.goto(`${baseUrl}${path}`);
  return page.$$eval('main img', (images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes') ?? '',
      avif:
        image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ??
        '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
    })),
  );
}

const urlsOf = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);

describe('content photos', () => {
  it.each([
    ['/', 6],
    ['/adopt/available-dogs', 6],
    ['/adopt/available-dogs/details-page/1', 3],
    ['/events/event-details/1', 1],
    ['/about/our-team/details-page/1', 1],
  ])(
    '%s: AVIF and WebP srcsets of published files, sized, the first one eager',
    async (path, count) => {
      const page = await live.newPage();
      const photos = (await photosOf(page, path)).filter((photo) => !photo.src.endsWith('.svg'));
      await page.close();
      expect(photos).toHaveLength(count);
      for (const photo of photos) {
        expect(photo.srcset).toMatch(/^\/assets\/images\/[0-9a-f]{16}-\d+\.webp \d+w/);
        expect(photo.avif).toMatch(/^\/assets\/images\/[0-9a-f]{16}-\d+\.avif \d+w/);
        expect(photo.sizes).not.toBe('');
        expect(Number(photo.width)).toBeGreaterThan(0);
        expect(Number(photo.height)).toBeGreaterThan(0);
        for (const url of [photo.src, ...urlsOf(photo.srcset), ...urlsOf(photo.avif)]) {
          expect(existsSync(join(live.clientDir, url)), url).toBe(true);
        }
      }
      const [first, ...rest] = photos;
      expect(first).toMatchObject({ loading: null, fetchPriority: 'high' });
      for (const photo of rest)
        expect(photo).toMatchObject({ loading: 'lazy', fetchPriority: null });
    },
  );

  it('a phone downloads a small file for a card, in AVIF', async () => {
    const page = await live.newPage({ viewport: { width: 375, height: 800 } });
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await page.goto(`${baseUrl}/adopt/available-dogs`);
    await page
      .locator('main img')
      .first()
      .evaluate((image: HTMLImageElement) => image.decode());
    const first = loaded.find((path) => path.startsWith('/assets/images/'));
    await page.close();
    // 343 CSS px at 1× picks the 400 px file, not the 800 px original.
    expect(first).toMatch(/-400\.avif$/);
  });
});

describe('listing photos', () => {
  it('offer the service sizes in srcset; the first card loads at once', async () => {
    const page = await live.newPage();
    const photos = await photosOf(page, '/adopt');
    await page.close();
    expect(photos.length).toBeGreaterThan(1);
    for (const photo of photos) {
      // The service's photos at its sizes; the rescue's own at the widths the build published.
      expect(photo.srcset).toMatch(
        /^\/sample-photos\/\S+\.webp 600w$|^(\/assets\/images\/\S+\.webp \d+w(, )?)+$/,
      );
      expect(photo.sizes).not.toBe('');
      expect(photo).toMatchObject({ width: '600', height: '450' });
    }
    expect(photos[0]).toMatchObject({ loading: null, fetchPriority: 'high' });
    for (const photo of photos.slice(1)) expect(photo.loading).toBe('lazy');
  });
});

/** Sum of the page's layout shifts once the refresh has settled (Chromium's Layout Instability API). */
async function layoutShiftOf(
  page: Page,
  path: string,
  base: string,
  settled: () => Promise<unknown>,
) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${base}${path}`);
  await settled();
  return page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
}

describe('no layout shift on the live pages', () => {
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

  it.each(['/adopt', '/rescue-tails/forever-stories', '/details/72000001'])(
    '%s: the refresh replaces the snapshot, the logo arrives late: nothing moves',
    async (path) => {
      const page = await live.newPage(phone);
      // A slow logo must not push the site name aside when it arrives.
      await page.route('**/images/site/logo.svg', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      const refreshed = page.waitForResponse((response) =>
        response.url().includes('/api/listings'),
      );
      const shift = await layoutShiftOf(page, path, baseUrl, async () => {
        await refreshed;
        await page.waitForLoadState('networkidle');
      });
      await page.close();
      expect(shift).toBe(0);
    },
  );

  it('/adopt: a failed refresh shows its notice without moving the page', async () => {
    // A fresh server, so its proxy has no cached answer to fall back on.
    const fresh = await live.startSite();
    live.sample.setFailing(true);
    try {
      const page = await live.newPage(phone);
      const shift = await layoutShiftOf(page, '/adopt', fresh.url, () =>
        page.getByText('We could not refresh this list; it may be out of date.').waitFor(),
      );
      await page.close();
      expect(shift).toBe(0);
    } finally {
      live.sample.setFailing(false);
      fresh.server.close();
    }
  });
});
