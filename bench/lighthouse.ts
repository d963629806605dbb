// Lighthouse (mobile: slow 4G, 4× CPU) on the built site in dist/client, served as `npm start`
// serves it (compression, headers, the /api/listings proxy on the sample service), for static
// and live pages. `tsx bench/lighthouse.ts /path…` scores other pages.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readValidContent } from '#lib/content/load.ts';
import { openListingSource } from '#lib/listings/source.ts';
import { createSiteServer } from '../server/node/siteServer.ts';
import { figure } from './figures.ts';

const { site } = readValidContent();
const listingSource = await openListingSource(site.petfinderOrganizationId);
const firstAnimal = await listingSource.client.searchAnimals({
  organization: listingSource.organizationId,
  status: 'adoptable',
  limit: 1,
});
const staticPages = [
  '/',
  '/adopt/available-dogs',
  '/adopt/available-dogs/details-page/1',
  '/about/our-team',
  '/es',
  '/es/adopt/available-dogs',
  '/es/adopt/available-dogs/details-page/1',
];
const livePages = [
  '/adopt',
  '/rescue-tails/forever-stories',
  `/details/${firstAnimal.animals[0]!.id}`,
  '/es/adopt',
  `/es/details/${firstAnimal.animals[0]!.id}`,
];
const argv = process.argv.slice(2);
const pages = argv.length ? argv : [...staticPages, ...livePages];

const server = createSiteServer({ clientDir: resolve('dist/client'), listingSource, site });
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});
try {
  for (const path of pages) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const live = livePages.includes(path);
    for (const category of Object.values(result?.lhr.categories ?? {})) {
      const performance = category.id === 'performance';
      figure({
        name: `Lighthouse ${path} ${category.title}`,
        value: Math.round((category.score ?? 0) * 100),
        unit: '',
        goal: { min: performance && live ? 99 : 100 },
        note: live ? 'live page' : 'static page',
      });
    }
    // Issue 43's measure of a live page's script: the main thread blocked while it loads.
    const blocking = result?.lhr.audits['total-blocking-time']?.numericValue;
    if (live && blocking !== undefined) {
      figure({
        name: `Lighthouse ${path} total blocking time`,
        value: Math.round(blocking),
        unit: 'ms',
        goal: { max: 50 },
        note: 'live page, mobile profile',
      });
    }
  }
} finally {
  await chrome.kill();
  server.close();
  await listingSource.close();
}
