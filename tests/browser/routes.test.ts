import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { liveRoutes, recordRoutes, scriptRoutes, staticRoutes } from '../support/specRoutes.ts';

let live: LiveSite;
let baseUrl: string;

beforeAll(async () => {
  // The live pages refresh through /api/listings, so the site is served with its proxy.
  live = await startLiveSite();
  baseUrl = live.url;
});

afterAll(() => live?.close());

/** Opens a path in the suite's reused tab, with its console errors, failed requests and scripts. */
const visit = (path: string) => live.visit(baseUrl + path);

async function heading(page: Page): Promise<string> {
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

describe('every route of the site', () => {
  const routes = { ...staticRoutes, ...recordRoutes() };

  it.each(Object.entries(routes))('%s shows "%s" with no console error', async (path, title) => {
    const { page, response, problems, scripts } = await visit(path);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe(title);
    expect(await page.title()).toContain('North Star');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(problems).toEqual([]);
    if (scriptRoutes.includes(path)) {
      // The page's own script and the small chunks it shares with the live pages (the filters'
      // logic, the language link's query); never React or Vike's runtime.
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.length).toBeLessThanOrEqual(3);
      expect(
        await page.locator('script:not([src]):not([type="application/ld+json"])').count(),
      ).toBe(0);
    } else if (!liveRoutes.includes(path)) {
      expect(scripts).toEqual([]);
      // JSON-LD is data for crawlers, not code: the only script element a static page may hold.
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    }
  });
});

describe('the app shell', () => {
  it('has the navigation, social links, surrender banner and footer', async () => {
    const { page } = await visit('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Get Involved', 'Donate', 'Events', 'Rescue Tails', 'Resources']) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    expect(await nav.getByRole('link', { name: /Store/ }).getAttribute('target')).toBe('_blank');
    expect(await nav.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      expect(await page.getByRole('banner').getByRole('link', { name: network }).count()).toBe(1);
    }
    const learnMore = page.getByRole('link', { name: 'Learn more' });
    expect(await learnMore.getAttribute('href')).toBe('/resources/surrenders-return');
    const footer = page.getByRole('contentinfo');
    const text = await footer.textContent();
    expect(text).toMatch(/EIN: \d{2}-\d{7}/);
    expect(text).toContain('501(c)(3)');
    expect(text).toContain('2023');
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
  });

  it('opens the Adopt menu (a popover) by keyboard, without JavaScript', async () => {
    const page = await live.newPage({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${baseUrl}/about`);
    const availableDogs = page.getByRole('link', { name: 'Available Dogs' });
    expect(await availableDogs.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Adopt', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await availableDogs.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await availableDogs.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/adopt/available-dogs`);
    expect(await heading(page)).toBe('Ready For Adoption');
    await page.context().close();
  });

  it('opens the phone menu by keyboard, without JavaScript', async () => {
    const page = await live.newPage({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await page.goto(`${baseUrl}/`);
    const donate = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Donate' });
    expect(await donate.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => donate.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect.poll(() => donate.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('special paths', () => {
  it('shows the not-found page for an unknown path', async () => {
    const { page, response } = await visit('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe('We Encountered and Error');
    expect(await page.textContent('main')).toContain(
      'We Apploigize we seem to have had some issues finding the page you are looking for.',
    );
  });

  it('shows the not-found page for a dog id that does not exist', async () => {
    const { page, response } = await visit('/adopt/available-dogs/details-page/9999');
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe('We Encountered and Error');
  });

  it('redirects /dashboard to the home page', async () => {
    const page = await live.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/`);
    expect(await heading(page)).toBe(staticRoutes['/']);
    await page.close();
  });
});
