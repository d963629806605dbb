// Wall time of the compiled `rescue` command: its help, and `validate` over 1,000 dog records.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { contentWithDogs } from './content.ts';
import { bestOf, figure } from './figures.ts';

const runs = 7;
const bin = resolve('cli/bin.js');
const content = contentWithDogs(1000);

function timed(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dirname(content) });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`rescue ${args.join(' ')} failed:\n${String(run.stderr)}`);
  return ms;
}

const note = `best of ${runs}, compiled CLI`;
figure({
  name: 'rescue --help',
  value: Math.round(await bestOf(runs, () => timed(['--help']))),
  unit: 'ms',
  goal: { max: 300 },
  note,
});
figure({
  name: 'rescue validate, 1,000 dogs',
  value: Math.round(await bestOf(runs, () => timed(['validate']))),
  unit: 'ms',
  goal: { max: 300 },
  note,
});
rmSync(dirname(content), { recursive: true, force: true });
