import { existsSync, readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '#lib/content/collections.ts';
import { readValidContent } from '#lib/content/load.ts';
import { messageKeys } from '#lib/messages/catalogue.ts';
import {
  eventCalendarPath,
  listingPageUrl,
  listingRoutes,
  menuRoutes,
  pageRoutes,
  parentsOf,
  recordPageUrl,
  recordRoutes,
  siteMapSections,
} from '#lib/routes.ts';
import { adoptLinks, footerLinks, mainLinks, siteSections } from '#renderer/navigation.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** Vike's route of each page folder: `pages/adopt/index` → `/adopt`, `…/@id` stays a parameter. */
function pageFolderRoutes(): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync('pages', { recursive: true, withFileTypes: true })) {
    if (entry.name !== '+Page.tsx') continue;
    const folder = relative('pages', entry.parentPath).split(sep);
    if (folder[0] === '_error') continue;
    const path = `/${folder.filter((part) => part !== 'index').join('/')}`;
    routes.push(path === '/' ? '/' : path.replace(/\/$/, ''));
  }
  return routes.sort();
}

describe('the route table (lib/routes.ts)', () => {
  it('has an entry for every page folder and a page folder for every entry', () => {
    const tabled = [
      ...pageRoutes.map((route) => route.path),
      ...Object.values(recordRoutes).map(({ page }) => `${page}/@id`),
      `${listingRoutes.page}/@id`,
      `${listingRoutes.listedOn.adopted}/page/@page`,
    ].sort();
    expect(pageFolderRoutes()).toEqual(tabled);
  });

  it('names each page and section by a message of the catalogue', () => {
    const known = new Set(messageKeys(readValidContent().messages));
    for (const route of pageRoutes) {
      for (const key of [route.label, route.section, route.crumb].filter(Boolean)) {
        expect(known, `${route.path}: ${key}`).toContain(key);
      }
      // A page in a menu or the site map needs a name there.
      if (route.menu || route.section) expect(route.label, route.path).toBeDefined();
    }
  });

  it('dates pages by content that exists, and lists records on pages of the table', () => {
    for (const route of pageRoutes.filter((each) => each.source)) {
      expect(existsSync(sampleContent(route.source!)), route.path).toBe(true);
    }
    const paths = new Set(pageRoutes.map((route) => route.path));
    for (const [collection, { listedOn }] of Object.entries(recordRoutes)) {
      expect(collections).toHaveProperty(collection);
      expect(paths, collection).toContain(listedOn);
    }
    for (const listedOn of Object.values(listingRoutes.listedOn)) expect(paths).toContain(listedOn);
    expect(paths).toContain(listingRoutes.apply);
    // A page of content/pages exists for each route showing one.
    for (const route of pageRoutes.filter((each) => each.markdown)) {
      expect(existsSync(sampleContent('pages', `${route.markdown}.md`)), route.path).toBe(true);
    }
  });

  it('gives every page in a breadcrumb trail a parent in the table and a name', () => {
    const paths = new Set(pageRoutes.map((route) => route.path));
    for (const route of pageRoutes.filter((each) => each.parent)) {
      expect(paths, route.path).toContain(route.parent);
      for (const page of [route, ...parentsOf(route)]) {
        expect(page.crumb ?? page.label, page.path).toBeDefined();
        // A page of content/pages names its parents by their titles: they are such pages too.
        if (route.markdown) expect(page.markdown, `${route.path}: ${page.path}`).toBeDefined();
      }
    }
  });

  it('builds every address from the table', () => {
    expect(recordPageUrl('dogs', 'gsd-2024-07')).toBe(
      '/adopt/available-dogs/details-page/gsd-2024-07',
    );
    expect(recordPageUrl('team', 'jane')).toBe('/about/our-team/details-page/jane');
    expect(listingPageUrl(72000001)).toBe('/details/72000001');
    expect(eventCalendarPath('ev-1')).toBe('/events/calendar/ev-1.ics');
  });

  it('gives the header, footer and site map their links in table order', () => {
    expect(adoptLinks.map((link) => link.href)).toEqual([
      '/adopt/available-dogs',
      '/resources/adoption-faqs',
      '/adopt/application',
    ]);
    expect(mainLinks.map((link) => link.href)).toEqual([
      '/get-involved',
      '/donate',
      '/events',
      '/rescue-tails',
      '/resources',
    ]);
    expect(footerLinks.map((link) => link.href)).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/legal',
      '/store',
      '/site-map',
    ]);
    expect(menuRoutes('footer').map((route) => route.label)).toEqual(
      footerLinks.map((link) => link.label),
    );
    expect(siteSections.map((section) => section.heading)).toEqual([
      'nav.adopt',
      'nav.getInvolved',
      'nav.donate',
      'nav.events',
      'nav.rescueTails',
      'nav.resources',
      'nav.aboutUs',
    ]);
    // Every page with a name is reachable from a menu or the site map.
    const linked = new Set(siteMapSections().flatMap((section) => section.routes));
    for (const route of pageRoutes.filter((each) => each.label)) {
      expect(linked.has(route) || route.menu !== undefined, route.path).toBe(true);
    }
  });
});
