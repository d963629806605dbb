// Wall time of the compiled `rescue` command: its help, and `validate` over 1,000 dog records (the
// first run, and a run on content unchanged since), beside a bare Node start (`node -e 0`) on the
// same machine, so the goals hold on any machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { contentWithDogs } from './content.ts';
import { bestOf, figure } from './figures.ts';

const runs = 7;
const bin = resolve('cli/bin.js');
const content = contentWithDogs(1000);
// A clone's shape: validate keeps its last answer in node_modules/.cache beside content/.
const cache = resolve(dirname(content), 'node_modules');
mkdirSync(cache);

function timed(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: dirname(content) });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${String(run.stderr)}`);
  return ms;
}

function forgetKeptAnswer() {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache);
}

const bareNode = await bestOf(runs, () => timed(['-e', '0']));
for (const [name, args, times, before] of [
  ['rescue --help', ['--help'], 2, () => {}],
  // Every check run: what CI and a fresh clone see.
  ['rescue validate, 1,000 dogs, first run', ['validate'], 7.1, forgetKeptAnswer],
  ['rescue validate, 1,000 dogs, unchanged', ['validate'], 3, () => {}],
] as const) {
  const ms = await bestOf(runs, () => {
    before();
    return timed([bin, ...args]);
  });
  figure({
    name: `${name} ÷ node -e 0`,
    value: Number((ms / bareNode).toFixed(2)),
    unit: '×',
    goal: { max: times },
    note: `${Math.round(ms)} ms against ${Math.round(bareNode)} ms, best of ${runs}, compiled CLI`,
  });
}
rmSync(dirname(content), { recursive: true, force: true });
