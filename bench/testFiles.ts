// Where `vitest run`'s time goes: each test file's time (importing it, then its hooks and tests),
// slowest first, the global set-up's (the CLI and the shared builds), the whole run's, and the
// CPU of every process it started, by kind (Chromium, the builds, wrangler…). Arguments
// are vitest's file filters (`npm run bench:tests -- tests/cli`). A full run is some minutes:
// `BENCH_TESTS=0` leaves it out of `npm run bench`, as bench/testRun.ts.
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { startVitest, type Reporter } from 'vitest/node';
import { figure } from './figures.ts';
import { processCpu } from './processCpu.ts';

if (process.env.BENCH_TESTS === '0') process.exit(0);

const started = performance.now();
const cpu = processCpu();
let firstFile: number | undefined;
const files: { path: string; ms: number; passed: boolean }[] = [];
const recorder: Reporter = {
  onTestModuleQueued() {
    firstFile ??= performance.now();
  },
  onTestModuleEnd(module) {
    const { collectDuration, duration } = module.diagnostic();
    const path = relative(process.cwd(), module.moduleId);
    files.push({ path, ms: collectDuration + duration, passed: module.ok() });
  },
};
const vitest = await startVitest('test', process.argv.slice(2), {
  watch: false,
  reporters: ['dot', recorder],
});
await vitest.close();
const ended = performance.now();
const cpuByKind = cpu.stop();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
console.log('\nEach test file, slowest first (import, hooks and tests; two run at once):');
for (const { path, ms, passed } of files.sort((a, b) => b.ms - a.ms)) {
  console.log(`${seconds(ms)}  ${path}${passed ? '' : '  (failed)'}`);
}
const sum = files.reduce((total, { ms }) => total + ms, 0);
console.log(`${seconds(sum)}  every file (${files.length}), one after the other`);
console.log(`${seconds((firstFile ?? ended) - started)}  before the first file (global set-up)`);
console.log(`${seconds(ended - started)}  the whole run`);
if (cpuByKind.length > 0) {
  const cores = availableParallelism();
  const total = cpuByKind.reduce((sum, [, cpuSeconds]) => sum + cpuSeconds, 0);
  console.log(`\nCPU of every process on the machine during the run, by kind (${cores} cores):`);
  for (const [kind, cpuSeconds] of cpuByKind) console.log(`${seconds(cpuSeconds * 1000)}  ${kind}`);
  console.log(
    `${seconds(total * 1000)}  in all: at least ${(total / cores / 60).toFixed(1)} min on ${cores} cores`,
  );
}

figure({
  name: 'vitest run, every test file, warm caches',
  value: (ended - started) / 60_000,
  unit: 'min',
  goal: { max: 5 },
  note: `${files.length} files; npm test adds npm run check`,
});
