// Per page of the build in dist/client: gzip bytes of JavaScript, CSS, HTML and the images a
// phone loads, then Lighthouse (mobile) through the site server, each beside its goal (issue 10).
// `tsx bench/pages.ts [--runs N]`: Lighthouse runs N times per page (default 3) and keeps the best.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { launchChromium } from '../tests/support/browser.ts';
import { serveStatic } from '../tests/support/site.ts';
import { defaultPaths, lighthouseScores } from './lighthouse.ts';
import { pageBytes } from './page-bytes.ts';

const clientDir = process.env.SITE_CLIENT_DIR ?? 'dist/client';
const livePaths = ['/adopt', '/rescue-tails/forever-stories', '/details/72000001'];
const goals = { liveJsGzip: 85 * 1024, livePerformance: 98, otherCategories: 100 };

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Vike writes every page as <path>/index.html. */
const fileOf = (path: string) => join(clientDir, path, 'index.html');
const paths = [...defaultPaths.filter((path) => !livePaths.includes(path)), ...livePaths];
const bytes = new Map(pageBytes(clientDir).map((row) => [row.page, row]));

/** The images a 412 px phone downloads on first view (lazy ones below the fold excluded), gzip. */
async function imageBytes(): Promise<Map<string, number>> {
  const { url, server } = await serveStatic(clientDir);
  const browser = await launchChromium();
  const result = new Map<string, number>();
  try {
    for (const path of paths) {
      const page = await browser.newPage({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      const images = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image')
          images.add(new URL(response.url()).pathname);
      });
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      await page.close();
      let total = 0;
      for (const image of images) total += gzipSync(readFileSync(join(clientDir, image))).length;
      result.set(path, total);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return result;
}

const images = await imageBytes();
console.log('Bytes per page (gzip; images: what a phone loads on first view)');
console.table(
  paths.map((path) => {
    const row = bytes.get(join(path, 'index.html'));
    if (!row) throw new Error(`${fileOf(path)} not found: run \`npm run build\` first`);
    const live = livePaths.includes(path);
    return {
      page: path,
      js: kb(row.jsGzip),
      jsGoal: live
        ? `≤ ${kb(goals.liveJsGzip)} ${row.jsGzip <= goals.liveJsGzip ? 'ok' : 'MISSED'}`
        : 'none',
      css: kb(row.cssGzip),
      html: kb(gzipSync(readFileSync(fileOf(path))).length),
      images: kb(images.get(path) ?? 0),
    };
  }),
);

console.log(`Lighthouse, mobile, served by the site server (best of ${runs} runs per page)`);
const scores = await lighthouseScores(paths, { clientDir, runs });
console.table(
  scores.map((row) => {
    const others = [row.accessibility, row.bestPractices, row.seo];
    const met =
      row.performance >= goals.livePerformance &&
      others.every((score) => score >= goals.otherCategories);
    return {
      ...row,
      goal: `performance ≥ ${goals.livePerformance}, others ${goals.otherCategories}: ${met ? 'ok' : 'MISSED'}`,
    };
  }),
);
