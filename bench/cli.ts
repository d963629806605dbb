// Wall time of the compiled `rescue` command: its help, and `validate` over 1,000 dog records (the
// first run, a run on content unchanged since, and one after a volunteer edited one dog), beside a
// bare Node start (`node -e 0`) on the same machine, so the goals hold on any machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

// Each run sees one dog's description changed since the run before, as after a volunteer's edit.
const editedDog = join(content, 'dogs', '500.json');
const dog = JSON.parse(readFileSync(editedDog, 'utf8')) as { dogDescription: string };
let edits = 0;
function editOneDog() {
  const dogDescription = `${dog.dogDescription}\n\nEdit ${++edits}.`;
  writeFileSync(editedDog, `${JSON.stringify({ ...dog, dogDescription }, null, 2)}\n`);
}

const bareNode = await bestOf(runs, () => timed(['-e', '0']));
for (const [name, args, times, before] of [
  ['rescue --help', ['--help'], 2, () => {}],
  // Every check run: what CI and a fresh clone see.
  ['rescue validate, 1,000 dogs, first run', ['validate'], 7.1, forgetKeptAnswer],
  ['rescue validate, 1,000 dogs, unchanged', ['validate'], 3, () => {}],
  ['rescue validate, 1,000 dogs, one dog edited', ['validate'], 3, editOneDog],
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
