// Prints Lighthouse scores (mobile preset) for pages of the built site in dist/client, served as
// visitors get them: by the site server of `npm start` (compression, caching headers and the
// /api/listings proxy over the sample listing service).
// `tsx bench/lighthouse.ts [--runs N] [path…]`: each page runs N times (default 3), best kept,
// because the score moves with the load of a shared machine.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadContent } from '../lib/content/load.ts';
import { sampleListingSource } from '../lib/listings/source.ts';
import { sampleOrganizationId, startSampleService } from '../server/sample-service/start.ts';
import { createSiteServer } from '../server/site-server.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Metrics of the best run, in milliseconds (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export const defaultPaths = [
  '/',
  '/adopt/available-dogs',
  '/adopt/available-dogs/details-page/1',
  '/about/our-team',
  '/adopt',
  '/rescue-tails/forever-stories',
];

/** Lighthouse of each path, the best of `runs` runs by performance score. */
export async function lighthouseScores(
  paths: string[],
  { clientDir = resolve('dist/client'), runs = 3 } = {},
): Promise<LighthouseScores[]> {
  const sample = await startSampleService();
  const server = createSiteServer({
    clientDir,
    listingSource: sampleListingSource(sample, sampleOrganizationId),
    site: loadContent().site,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
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
    const rows: LighthouseScores[] = [];
    for (const path of paths) {
      let best: LighthouseScores | undefined;
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const row = {
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        };
        if (!best || row.performance > best.performance) best = row;
      }
      rows.push(best!);
    }
    return rows;
  } finally {
    await chrome.kill();
    server.close();
    await sample.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
  console.table(await lighthouseScores(args.length ? args : defaultPaths, { runs }));
}
