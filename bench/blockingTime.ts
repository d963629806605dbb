// The live pages' main thread as a phone's would be (Chromium's 4× CPU slowdown): each page loaded
// 7 times, its long tasks (over 50 ms) observed in the page, and the median of their time over
// 50 ms: Lighthouse's total blocking time, observed instead of simulated, so steadier from run to
// run. `tsx bench/blockingTime.ts /path…` measures other pages.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { readValidContent } from '#lib/content/load.ts';
import { openListingSource } from '#lib/listings/source.ts';
import { createSiteServer } from '../server/node/siteServer.ts';
import { figure, median } from './figures.ts';

const loads = 7;
const pages = process.argv.length > 2 ? process.argv.slice(2) : ['/adopt', '/es/adopt'];

const { site } = readValidContent();
const listingSource = await openListingSource(site.petfinderOrganizationId);
const server = createSiteServer({ clientDir: resolve('dist/client'), listingSource, site });
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});

/** The long tasks' durations of one load, until the page has been quiet for a while. */
async function longTasks(path: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: number[] = [];
      Object.assign(window, { longTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  } finally {
    await context.close();
  }
}

try {
  for (const path of pages) {
    const runs: number[][] = [];
    for (let load = 0; load < loads; load++) runs.push(await longTasks(path));
    const blocking = runs.map((tasks) =>
      tasks.reduce((sum, each) => sum + Math.max(0, each - 50), 0),
    );
    figure({
      name: `Blocking time ${path}, observed at 4× CPU`,
      value: Math.round(median(blocking)),
      unit: 'ms',
      goal: { max: 50 },
      note: `median of ${loads}; longest task ${Math.round(median(runs.map((tasks) => Math.max(0, ...tasks))))} ms`,
    });
  }
} finally {
  await browser.close();
  server.close();
  await listingSource.close();
}
