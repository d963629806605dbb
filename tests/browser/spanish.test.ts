import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { axeViolations } from '../support/browser.ts';
import { englishOnlyDog } from '../support/formsContent.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { liveRoutes, recordRoutes, scriptRoutes, staticRoutes } from '../support/specRoutes.ts';
import { serveStatic } from '../support/site.ts';

const { site } = readValidContent();
const absolute = (path: string) => new URL(path, site.siteUrl).href;
const inSpanish = (path: string) => (path === '/' ? '/es' : `/es${path}`);

let live: LiveSite;

beforeAll(async () => {
  live = await startLiveSite();
});

afterAll(() => live?.close());

describe('every route in Spanish', () => {
  // The old application address is a redirect page: its canonical is the application's.
  const routes = Object.keys({ ...staticRoutes, ...recordRoutes() }).filter(
    (path) => path !== '/adopt/adoption-application',
  );

  it.each(routes)('/es%s is in Spanish, says where its English is, and is clean', async (path) => {
    const { page, response, problems, scripts } = await live.visit(live.url + inSpanish(path));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect((await page.locator('h1').first().textContent())?.trim()).toBeTruthy();
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      absolute(inSpanish(path)),
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ['en', absolute(path)],
      ['es', absolute(inSpanish(path))],
      ['x-default', absolute(path)],
    ]);
    const english = page.locator('header a.language-link');
    expect(await english.getAttribute('href')).toBe(path);
    expect(await english.getAttribute('hreflang')).toBe('en');
    expect(await english.getAttribute('lang')).toBe('en');
    // Every link to a page of the site stays in Spanish.
    const pageLinks = await page
      .locator('a[href^="/"]:not(.language-link)')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(
      pageLinks.filter(
        (href) => !/^\/(es(\/|$)|feeds|images|sample-photos|share|api)|\.\w+$/.test(href),
      ),
    ).toEqual([]);
    // Nothing of this bundled site is left untranslated.
    expect(await page.locator('.translation-notice').count()).toBe(0);
    if (!liveRoutes.includes(path) && !scriptRoutes.includes(path)) expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('names pages and their parts in Spanish', async () => {
    const page = await live.newPage();
    await page.goto(`${live.url}/es/adopt/available-dogs`);
    expect(await page.locator('h1').textContent()).toBe('Listos para adopción');
    expect(await page.title()).toBe('Perros disponibles | North Star Rescue');
    await page.goto(`${live.url}/es/get-involved/foster-application`);
    expect(await page.locator('h1').textContent()).toBe('Solicitud de hogar temporal');
    await page.close();
  });

  it('never redirects by Accept-Language: English stays at the root for a Spanish browser', async () => {
    const response = await fetch(`${live.url}/adopt`, {
      headers: { 'Accept-Language': 'es-US,es;q=0.9' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });
});

describe('switching language', () => {
  it('is a link in the header, by keyboard, that keeps the filters and sort of the query', async () => {
    const page = await live.newPage();
    await page.goto(`${live.url}/adopt/available-dogs?breed=corgi&sort=name`);
    const link = page.locator('header a.language-link');
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('/es/adopt/available-dogs?breed=corgi&sort=name');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${live.url}/es/adopt/available-dogs?breed=corgi&sort=name`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expect
      .poll(() => page.locator('header a.language-link').getAttribute('href'))
      .toBe('/adopt/available-dogs?breed=corgi&sort=name');
    await page.close();
  });

  it('on a live page, in Spanish, the listing words and the refreshed count are Spanish', async () => {
    const page = await live.newPage();
    await page.goto(`${live.url}/es/adopt?sort=name`);
    await expect
      .poll(() => page.locator('header a.language-link').getAttribute('href'))
      .toBe('/adopt?sort=name');
    await page.waitForLoadState('networkidle');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toMatch(/perro/i);
    expect(text).not.toMatch(/\b(Male|Female|Adult|Young)\b/);
    await page.close();
  });
});

describe('discovery in Spanish', () => {
  const clientDir = () => live.clientDir;

  it('lists every page in both languages in the sitemap, each with both alternates', () => {
    const xml = new XMLParser({ ignoreAttributes: false }).parse(
      readFileSync(join(clientDir(), 'sitemap.xml'), 'utf8'),
    ) as {
      urlset: {
        url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
      };
    };
    const locs = xml.urlset.url.map((url) => new URL(url.loc).pathname);
    expect(locs).toContain('/adopt/available-dogs');
    expect(locs).toContain('/es/adopt/available-dogs');
    expect(locs.filter((loc) => loc.startsWith('/es')).length * 2).toBe(locs.length);
    const spanishDogs = xml.urlset.url.find((url) => url.loc === absolute('/es/adopt'))!;
    expect(spanishDogs['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', absolute('/adopt')],
      ['es', absolute('/es/adopt')],
      ['x-default', absolute('/adopt')],
    ]);
  });

  it('has Spanish feeds and calendars, linked from the Spanish home page', async () => {
    const feed = readFileSync(join(clientDir(), 'es/feeds/dogs.xml'), 'utf8');
    expect(feed).toContain('xml:lang="es"');
    expect(feed).toContain('perros disponibles para adopción');
    expect(feed).toContain(absolute('/es/adopt/available-dogs/details-page/'));
    expect(readFileSync(join(clientDir(), 'es/feeds/events.xml'), 'utf8')).toContain(
      absolute('/es/events/event-details/'),
    );
    const calendar = ICAL.Component.fromString(
      readFileSync(join(clientDir(), 'es/events/calendar.ics'), 'utf8'),
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Eventos de /);
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('url'))).toContain('/es/events/event-details/');
    const page = await live.newPage();
    await page.goto(`${live.url}/es`);
    const feeds = await page
      .locator('link[rel="alternate"][type]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(feeds).toEqual([
      '/es/feeds/dogs.xml',
      '/es/feeds/events.xml',
      '/es/events/calendar.ics',
    ]);
    const first = Object.keys(recordRoutes()).find((path) => path.includes('event-details'))!;
    await page.goto(live.url + inSpanish(first));
    const ics = await page.locator('main a[href$=".ics"]').getAttribute('href');
    expect(ics).toMatch(/^\/es\/events\/calendar\/.+\.ics$/);
    expect(readFileSync(join(clientDir(), ics!), 'utf8')).toContain('/es/events/event-details/');
    await page.close();
  });

  it('shares a dog with a Spanish card and JSON-LD in Spanish', async () => {
    const page = await live.newPage();
    const dog = Object.keys(recordRoutes()).find((path) => path.includes('available-dogs'))!;
    await page.goto(live.url + inSpanish(dog));
    const image = await page.getAttribute('meta[property="og:image"]', 'content');
    expect(new URL(image!).pathname).toMatch(/^\/es\/share\/dogs\/.+\.jpg$/);
    expect(readFileSync(join(clientDir(), new URL(image!).pathname)).length).toBeGreaterThan(1000);
    expect(await page.getAttribute('meta[property="og:image:alt"]', 'content')).toMatch(
      /\((Disponible|No disponible)\)/,
    );
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('es_US');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"inLanguage":"es"');
    await page.close();
  });
});

describe('a dog added in English only', () => {
  // The run's second build has one (englishOnlyDog): no build of this suite's own.
  const { file, name, description } = englishOnlyDog;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const served = await serveStatic(join(inject('formsSiteOutDir'), 'client'));
    url = served.url;
    close = () => served.server.close();
  });

  afterAll(() => close?.());

  it('is on the Spanish list and page, in English marked lang="en", under a Spanish notice', async () => {
    const page = await live.newPage();
    await page.goto(`${url}/es/adopt/available-dogs`);
    expect(await page.locator('main').textContent()).toContain(name);
    const notice = page.locator('.translation-notice');
    expect(await notice.textContent()).toContain('aún no está traducida');
    await page.goto(`${url}/es/adopt/available-dogs/details-page/${file}`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await notice.count()).toBe(1);
    const english = page.locator('[lang="en"]', { hasText: description });
    expect(await english.count()).toBeGreaterThan(0);
    // Its English page has no notice.
    await page.goto(`${url}/adopt/available-dogs/details-page/${file}`);
    expect(await notice.count()).toBe(0);
    await page.close();
  });
});
