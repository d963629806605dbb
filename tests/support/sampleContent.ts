import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isSampleSite } from '#lib/content/sampleRescue.ts';
import { addWorktree, removeWorktree } from '#lib/git.ts';
import { initMark } from '../../cli/commands/init.ts';

/** The day every build and command of a run takes as today (SOURCE_DATE_EPOCH): 29 November 2026, noon in Minnesota. */
export const pinnedNow = '1795975200';

/**
 * The template's sample rescue, which every suite reads and builds: content/ in the template; in a
 * rescue's copy, where rescue init replaced it, content/ as init found it, checked out of git (the
 * commit before init's) into `scratch` with its history, whose dates the sitemap and the dogs'
 * order take. `remove` unregisters that checkout.
 */
export function checkOutSample(scratch: string): { dir: string; remove: () => void } {
  const content = resolve('content');
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as { name?: unknown };
  if (isSampleSite(site)) return { dir: content, remove: () => {} };
  const init = execFileSync(
    'git',
    ['log', '--fixed-strings', `--grep=${initMark}`, '--format=%H', '-1'],
    { encoding: 'utf8' },
  ).trim();
  if (!init) {
    throw new Error(
      "The tests read the template's sample rescue, and content/ is no longer it, nor does git know the commit of rescue init before which it was (a shallow clone? git fetch --unshallow).",
    );
  }
  const tree = join(scratch, 'sample');
  addWorktree('.', tree, `${init}~1`);
  return { dir: join(tree, 'content'), remove: () => removeWorktree('.', tree) };
}

/** A path in the sample's content folder (CONTENT_DIR, which the global set-up sets to it). */
export function sampleContent(...path: string[]): string {
  return join(process.env.CONTENT_DIR!, ...path);
}
