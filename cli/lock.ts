import { rmSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { shown, type Context } from './context.ts';
import { CliError, refusedWrite } from './errors.ts';

const lockName = '.rescue.lock';
/** A lock this old was left by a crash even if its process id is in use again: a change takes about a second. */
const staleAfterMs = 120_000;
/** Long enough for a queue of other commands on a slow machine, short enough to tell a person. */
const giveUpAfterMs = 30_000;

/** Runs `work` while holding the content folder's lock, so concurrent commands take turns. */
export async function withLock<T>(ctx: Context, work: () => Promise<T>): Promise<T> {
  const file = join(ctx.contentDir, lockName);
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw refusedWrite(error, shown(ctx, file));
      if (await isStale(file)) {
        await rm(file, { force: true });
        continue;
      }
      if (Date.now() - started > giveUpAfterMs) {
        throw new CliError(
          `Another rescue command is changing the content (${file} exists).\n` +
            'Try again in a moment, or delete that file if no rescue command is running.',
        );
      }
      await sleep(Math.min(20 * 2 ** attempt, 400) * (0.5 + Math.random()));
    }
  }
  // Released on exit too: Ctrl-C ends the process without running this function's finally.
  const release = () => rmSync(file, { force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.off('exit', release);
    await rm(file, { force: true });
  }
}

async function isStale(file: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    if (Date.now() - info.mtimeMs > staleAfterMs) return true;
    // An empty lock is one being written right now, not a dead one.
    return text !== '' && !isRunning(Number(text));
  } catch {
    return false; // released meanwhile: just try again
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
