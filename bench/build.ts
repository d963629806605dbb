// Whole-process `npm run build` of a rescue with 1,000 and 4,000 dogs (content generated in a temp
// folder): seconds, pages per second and peak memory. Each size is built once first so its share
// cards are in the cache (node_modules/.cache/share-cards): the figures are rebuilds.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readValidContent } from '#lib/content/load.ts';
import { siteLanguages } from '#lib/messages/languages.ts';
import { contentWithDogs } from './content.ts';
import { figure } from './figures.ts';

const runs = 3;
const languages = siteLanguages(readValidContent().site).length;

function build(contentDir: string) {
  mkdirSync('.tmp', { recursive: true });
  const outDir = mkdtempSync(resolve('.tmp/bench-build-'));
  const memoryFile = join(outDir, 'peak-memory');
  const preload = pathToFileURL(resolve('bench/peakMemory.js')).href;
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      SITE_OUT_DIR: outDir,
      BENCH_PEAK_MEMORY: memoryFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`npm run build failed:\n${run.stdout}\n${run.stderr}`);
  const pages = readdirSync(join(outDir, 'client'), { recursive: true }).filter((file) =>
    String(file).endsWith('.html'),
  ).length;
  const peakBytes = Math.max(...readFileSync(memoryFile, 'utf8').trim().split('\n').map(Number));
  rmSync(outDir, { recursive: true, force: true });
  return { seconds, pages, peakMb: Math.round(peakBytes / 1024 / 1024) };
}

// What every build pays whatever its size (start-up, the Vite config, the client and server
// bundles): the bundled content's ~75 pages, for scale.
const small = Array.from({ length: runs }, () => build(resolve('content')));
const smallBest = small.reduce((a, b) => (b.seconds < a.seconds ? b : a));
console.log(
  `npm run build, bundled content: ${smallBest.seconds.toFixed(1)} s for ${smallBest.pages} pages (best of ${runs})`,
);

for (const dogs of [1000, 4000]) {
  const content = contentWithDogs(dogs);
  build(content); // draws (or finds) the share cards
  const results = Array.from({ length: runs }, () => build(content));
  const best = results.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  const label = `npm run build, ${dogs.toLocaleString('en-US')} dogs`;
  const note = `best of ${runs} rebuilds, share cards cached; ${best.pages} pages`;
  figure({
    name: label,
    value: best.seconds,
    unit: 's',
    // Each page is built once per language: the goal is per language (pages per second holds).
    goal: { max: (dogs === 4000 ? 4 : 2) * languages },
    note,
  });
  if (dogs === 4000) {
    figure({
      name: `${label}: pages per second`,
      value: Math.round(best.pages / best.seconds),
      unit: 'pages/s',
      goal: { min: 1000 },
      note,
    });
  }
  figure({
    name: `${label}: peak memory`,
    value: Math.max(...results.map((result) => result.peakMb)),
    unit: 'MB',
    goal: { max: 1024 },
    note: 'largest process, worst run',
  });
  rmSync(resolve(content, '..'), { recursive: true, force: true });
}
