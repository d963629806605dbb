// `npm run bench:ab`: this commit (A) against the one before (B, or BENCH_BASE), in the same run,
// turn about (B A B A…) so a machine's drift falls on both: the first `npm start` of a fresh
// clone (seconds until / answers), cold builds (no cache: a first deploy) and warm builds (caches
// filled) of the bundled content, and of each size of BENCH_DOGS generated dogs ("50,4000" unless
// set; `0` for none) in one language and in two. Prints each side's median, peak memory and the
// median of the A/B ratios, beside the goals of issues 43 and 56.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addWorktree, commitId, removeWorktree } from '#lib/git.ts';
import { contentWithDogs } from './content.ts';
import { figure, median } from './figures.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const dogSizes = (process.env.BENCH_DOGS ?? '50,4000').split(',').map(Number).filter(Boolean);
const revs = {
  A: commitId('.', 'HEAD'),
  B: commitId('.', process.env.BENCH_BASE ?? 'HEAD~1'),
};
const preload = pathToFileURL(resolve('bench/peakMemory.js')).href;

const work = mkdtempSync(join(tmpdir(), 'bench-ab-'));
/** A checkout of rev in a temp folder (test runs clear .tmp/), sharing its node_modules (the same lockfile assumed). */
function checkout(rev: string): string {
  const dir = join(work, rev.slice(0, 7));
  addWorktree('.', dir, rev);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}
const trees = { A: checkout(revs.A), B: checkout(revs.B) };

/** Fresh caches for a cold run; the same folder again for a warm one. */
function caches(dir: string) {
  return {
    IMAGE_CACHE_DIR: join(dir, 'images'),
    SHARE_CARD_CACHE_DIR: join(dir, 'cards'),
  };
}

interface Run {
  seconds: number;
  peakMb: number;
}

function build(tree: string, env: Record<string, string>): Run {
  const memoryFile = join(mkdtempSync(join(work, 'memory-')), 'peak');
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: tree,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      SITE_OUT_DIR: join('.tmp', 'ab-out'),
      BENCH_PEAK_MEMORY: memoryFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`npm run build failed in ${tree}:\n${run.stderr}`);
  const peak = Math.max(...readFileSync(memoryFile, 'utf8').trim().split('\n').map(Number));
  return { seconds, peakMb: Math.round(peak / 1024 / 1024) };
}

/** Seconds from `npm start` to the home page answering 200; then the whole start is stopped. */
async function firstStart(tree: string, env: Record<string, string>): Promise<Run> {
  rmSync(join(tree, 'dist'), { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: tree,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true, // its own process group: the build's background encoding stops with it
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`npm start ended (${child.exitCode}) in ${tree}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - started) / 1000, peakMb: 0 };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Measure = (tree: string, cacheDir: string) => Run | Promise<Run>;
interface Scenario {
  name: string;
  measure: Measure;
  /** Seconds at most; else no slower than B. */
  seconds?: number;
  /** Peak memory at most, in MB. */
  peakMb?: number;
}
const scenarios: Scenario[] = [
  {
    name: 'first npm start, fresh clone',
    measure: (tree, dir) => firstStart(tree, caches(`${dir}-start`)),
    seconds: 6,
  },
  { name: 'cold build, bundled content', measure: (tree, dir) => build(tree, caches(dir)) },
  { name: 'warm build, bundled content', measure: (tree, dir) => build(tree, caches(dir)) },
];
// The goals are a bilingual rescue's: issue 43's for a rebuild (photo and card caches filled, as
// every deploy after the first has them: .github/workflows/deploy.yml) and issue 56's, the same
// figures, for a build without any cache (a first deploy, a newcomer's first build). One language
// is to be no slower than B.
const goals: Record<number, { seconds: number; peakMb?: number }> = {
  50: { seconds: 10 },
  4000: { seconds: 60, peakMb: 700 },
};
for (const dogs of dogSizes) {
  for (const languages of [['en'], ['en', 'es']]) {
    const content = contentWithDogs(dogs, languages);
    const size = `${dogs.toLocaleString('en-US')} dogs, ${languages.length === 1 ? 'one language' : 'two languages'}`;
    // A run's caches are its own (dir): the cold build starts from none, the rebuild reuses them.
    const measure: Measure = (tree, dir) =>
      build(tree, { ...caches(`${dir}-${dogs}-${languages.length}`), CONTENT_DIR: content });
    const goal = languages.length > 1 ? goals[dogs] : undefined;
    scenarios.push(
      { name: `cold build, ${size}`, measure, ...goal },
      { name: `rebuild, ${size}`, measure, ...goal },
    );
  }
}
// BENCH_ONLY="first npm start|50 dogs, two" (parts of the scenarios' names, separated by |)
// bounds a run to those scenarios; a rebuild is kept with its cold build, which fills its caches.
const only = process.env.BENCH_ONLY?.split('|');
const measured = scenarios.filter(
  ({ name }) => !only || only.some((part) => name.replace(/^rebuild/, 'cold build').includes(part)),
);

console.log(`A ${revs.A.slice(0, 7)} (this commit) against B ${revs.B.slice(0, 7)}, ${runs} runs`);
const results = new Map<string, { A: Run[]; B: Run[] }>();
for (let run = 0; run < runs; run++) {
  // A cold run starts from empty caches; the warm run after it reuses them.
  const cacheDirs = { A: join(work, `caches-A-${run}`), B: join(work, `caches-B-${run}`) };
  for (const { name, measure } of measured) {
    const result = results.get(name) ?? { A: [], B: [] };
    results.set(name, result);
    for (const side of run % 2 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const measured = await measure(trees[side], cacheDirs[side]);
      console.log(`${name}, ${side}: ${measured.seconds.toFixed(1)} s`);
      result[side].push(measured);
    }
  }
}

for (const { name, seconds, peakMb } of measured) {
  const { A, B } = results.get(name)!;
  const ratio = median(A.map((a, i) => a.seconds / B[i]!.seconds));
  const peak = (side: Run[]) => Math.max(...side.map((each) => each.peakMb));
  const before = median(B.map((each) => each.seconds));
  figure({
    name,
    value: median(A.map((each) => each.seconds)),
    unit: 's',
    goal: { max: seconds ?? before },
    note: `median ${before.toFixed(1)} s before, A/B ${ratio.toFixed(2)}`,
  });
  if (peak(A) > 0) {
    figure({
      name: `${name}: peak memory`,
      value: peak(A),
      unit: 'MB',
      goal: { max: peakMb ?? peak(B) },
      note: `${peak(B)} MB before, largest process of the worst run`,
    });
  }
}

for (const tree of Object.values(trees)) removeWorktree('.', tree);
rmSync(work, { recursive: true, force: true });
