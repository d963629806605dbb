// `npm run bench`: runs every bench script in turn, then lists each figure beside its goal.
// A script reports with `figure()` from bench/figures.ts; add one here to include it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFigure, met, type Figure } from './figures.ts';

const scripts = [
  'bench/cli.ts',
  'bench/syndication.ts',
  'bench/import.ts',
  'bench/build.ts',
  'bench/ab.ts',
  'bench/astro.ts',
  'bench/pages.ts',
  'bench/deploy.ts',
  'bench/lighthouse.ts',
  'bench/blockingTime.ts',
  'bench/testFiles.ts',
  'bench/testRun.ts',
];

const figuresFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'figures.jsonl');
const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n== ${script}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile },
  });
  if (run.status !== 0) failed.push(script);
}

const figures: Figure[] = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Figure)
  : [];
console.log(`\n== Every figure beside its goal (${process.env.HOSTNAME ?? 'this machine'})`);
for (const each of figures) console.log(formatFigure(each));
const missed = figures.filter((each) => !met(each)).length;
console.log(`${figures.length - missed} of ${figures.length} figures at or past their goal.`);
if (failed.length > 0) {
  console.error(`These scripts failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
