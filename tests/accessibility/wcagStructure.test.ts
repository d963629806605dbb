import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { recordRoutes, staticRoutes } from '../support/specRoutes.ts';
import { accessibilityTree } from './engines.ts';
import {
  adoptable,
  clientDir,
  firstDog,
  firstMember,
  newcomer,
  open,
  site,
  setUpWcagSite,
} from './wcagSite.ts';

// Reflow at 320 px, titles and accessible names, reading order and the ways to each page.
setUpWcagSite();

const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

describe('reflow', () => {
  it('no page scrolls sideways or cuts text at 320 px, with and without the 1.4.12 text spacing', async () => {
    const paths = [...Object.keys(staticRoutes), ...Object.keys(recordRoutes())];
    const page = await open(site + '/', { viewport: { width: 320, height: 568 }, bypassCSP: true });
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(site + path);
      for (const spacing of [false, true]) {
        if (spacing) await page.addStyleTag({ content: textSpacing });
        const found = await page.evaluate(() => {
          const wide = document.documentElement.scrollWidth > innerWidth;
          const cut = [...document.querySelectorAll('main *, footer *')]
            .filter(
              (it) =>
                !it.closest('.visually-hidden, .carousel-track') &&
                getComputedStyle(it).overflowX !== 'visible' &&
                it.scrollWidth > it.clientWidth + 1,
            )
            .map((it) => it.textContent?.trim().slice(0, 40));
          return [
            ...(wide ? [`page ${document.documentElement.scrollWidth} px wide`] : []),
            ...cut,
          ];
        });
        problems.push(...found.map((it) => `${path}${spacing ? ' spaced' : ''}: ${it}`));
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('titles and names', () => {
  it('a dog newer than the build takes its name as the title once loaded through 404.html', async () => {
    const page = await open(`${site}/details/${newcomer.id}`);
    await page.getByRole('heading', { name: newcomer.name, level: 1 }).waitFor();
    // The title follows the heading by an effect: it is awaited, not read in the same instant.
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${newcomer.name} \\| `));
    const missing = await open(`${site}/details/1`);
    await missing.getByRole('heading', { name: 'Dog not found' }).waitFor();
    await expect.poll(() => missing.title()).toMatch(/^Dog not found \| /);
    await page.context().close();
    await missing.context().close();
  });

  it('every built page has its own title', () => {
    const titles = new Map<string, string>();
    for (const path of [...Object.keys(staticRoutes), ...Object.keys(recordRoutes())]) {
      const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).not.toBe('');
      titles.set(path, title);
    }
    // The two addresses of the adoption application share theirs; every other title is its own.
    expect(new Set(titles.values()).size).toBe(titles.size - 1);
  });

  it('reads no drawn separator, arrow or "less than"', async () => {
    for (const path of [firstDog, firstMember, '/wooftrax', `/details/${adoptable[0]!.id}`]) {
      const page = await open(site + path);
      await page.waitForLoadState('networkidle');
      const names = (await accessibilityTree(page)).map((node) => node.name).join('\n');
      expect(names, path).not.toMatch(/[›▾<]/);
      expect(names, path).toMatch(/Back to|View All Dogs/);
      await page.context().close();
    }
  });

  it('names each card by its heading', async () => {
    const page = await open(site + '/');
    const articles = (await accessibilityTree(page)).filter((node) => node.role === 'article');
    expect(articles.map((node) => node.name)).toEqual(['German Shepherds', 'Welsh Corgis']);
    await page.context().close();
  });
});

describe('order and ways in', () => {
  it('Available Dogs without JavaScript shows its cards in document order; sorting waits for a script', async () => {
    const page = await open(site + '/adopt/available-dogs', { javaScriptEnabled: false });
    await page.locator('details.filters-panel summary').click();
    const name = page.getByRole('radio', { name: 'Name' });
    if (await name.isEnabled()) await name.check();
    const order = await page.locator('main li[data-dog]').evaluateAll((cards) =>
      cards.map((card) => {
        const { top, left } = card.getBoundingClientRect();
        return {
          top: Math.round(top),
          left: Math.round(left),
          name: card.querySelector('h2')?.textContent,
        };
      }),
    );
    const shown = [...order].sort((a, b) => a.top - b.top || a.left - b.left);
    expect(shown.map((card) => card.name)).toEqual(order.map((card) => card.name));
    await page.context().close();

    const scripted = await open(site + '/adopt/available-dogs');
    await scripted.locator('details.filters-panel summary').click();
    expect(await scripted.getByRole('radio', { name: 'Name' }).isEnabled()).toBe(true);
    await scripted.context().close();
  });

  it('every page is in the site map and linked from another page; the footer links the rest', () => {
    // The browser editor at /admin/ is for volunteers: on purpose in no site map and no footer.
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('index.html') && !file.startsWith('admin/'),
    );
    const pathOf = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;
    const linksOf = (file: string) =>
      new Set(
        [...readFileSync(join(clientDir, file), 'utf8').matchAll(/href="(\/[^"#?]*)"/g)].map(
          (match) => match[1]!.replace(/(.)\/$/, '$1'),
        ),
      );
    const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] || '/',
    );
    expect(listed).toContain('/site-map');
    expect(listed).toContain('/es/site-map');
    // Each language's site map lists the pages of its language.
    const siteMaps = {
      en: linksOf('site-map/index.html'),
      es: linksOf('es/site-map/index.html'),
    };
    const siteMapOf = (path: string) => (/^\/es(\/|$)/.test(path) ? siteMaps.es : siteMaps.en);
    const linkedFrom = new Map<string, Set<string>>();
    for (const file of files) {
      const from = pathOf(file);
      if (from === '/site-map' || from === '/es/site-map') continue;
      for (const to of linksOf(file)) {
        if (to !== from) linkedFrom.set(to, (linkedFrom.get(to) ?? new Set()).add(from));
      }
    }
    // Steps of a process (2.4.5's exception), and team members kept off the team page on purpose.
    const exempt = new Set(
      [
        '/',
        '/site-map',
        '/about/contact/thank-you',
        '/get-involved/foster-application/thank-you',
        '/adopt/application/thank-you',
        '/get-involved/volunteer/volunteer-application/thank-you',
        ...readValidContent()
          .team.filter((member) => !member.teamMemberShownOnTeamPage)
          .map((member) => `/about/our-team/details-page/${member.id}`),
      ].flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`]),
    );
    const oneWay = listed.filter(
      (path) => !exempt.has(path) && (!siteMapOf(path).has(path) || !linkedFrom.get(path)?.size),
    );
    expect(oneWay).toEqual([]);
    const spanishFiles = files.filter((file) => file.startsWith('es/')).length;
    for (const path of ['/privacy-policy', '/terms-of-service', '/legal', '/store', '/site-map']) {
      expect(linkedFrom.get(path)?.size, path).toBeGreaterThanOrEqual(
        files.length - spanishFiles - 2,
      );
      expect(linkedFrom.get(`/es${path}`)?.size, path).toBeGreaterThanOrEqual(spanishFiles - 2);
    }
  });
});
