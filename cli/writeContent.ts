import { accessSync, constants, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatProblem } from '#lib/content/problems.ts';
import { shownContentFile, type Context } from './context.ts';
import { CliError, refusedWrite } from './errors.ts';
import { commitFiles, gitRoot } from '#lib/git.ts';
import { withLock } from './lock.ts';
import {
  readContentAsWritten,
  requireContentFolder,
  type ReadAsWritten,
} from './readContentAsWritten.ts';
import { problemsAdded, type FileChange } from './problemsAdded.ts';
import { unfinishedFile } from '#lib/unfinishedFiles.ts';
import { writeFileAtomically } from '#lib/writeFileAtomically.ts';

/** What a command changes: files in the order they are written, a commit message, a sentence for people. */
export interface Change {
  files: FileChange[];
  message: string;
  summary: string;
}

/**
 * The one way the CLI changes content: under the lock, plan the change from freshly read content,
 * check the whole result with the content loader, write each file atomically, then commit if asked.
 * Nothing is written when the plan throws or the result would have new errors.
 */
export async function writeContent(
  ctx: Context,
  commit: boolean,
  plan: (current: ReadAsWritten) => Promise<Change | undefined>,
): Promise<void> {
  requireContentFolder(ctx);
  const root = commit ? repositoryRoot(ctx.contentDir) : undefined;
  const change = await withLock(ctx, async () => {
    const current = readContentAsWritten(ctx);
    const change = await plan(current);
    if (!change) return undefined;
    const added = problemsAdded(ctx.contentDir, current.problems, change.files);
    if (added.length > 0) {
      throw new CliError(
        'Nothing was written: the change would leave these problems:\n' +
          added.map((problem) => `  ${formatProblem(problem)}`).join('\n'),
      );
    }
    // Every folder is checked before the first write, so a refused one leaves nothing half done.
    for (const { path } of change.files) {
      try {
        accessSync(existingFolder(join(ctx.contentDir, path)), constants.W_OK);
      } catch (error) {
        throw refusedWrite(error, shownContentFile(ctx, path));
      }
    }
    // A new photo is written before the record that shows it: until that record is written, an
    // interruption removes it rather than leave it to no record.
    let newPhotos: (() => void)[] = [];
    const photosShown = () => {
      for (const shown of newPhotos) shown();
      newPhotos = [];
    };
    try {
      for (const { path, data } of change.files) {
        const file = join(ctx.contentDir, path);
        const photo = path.startsWith('media/');
        if (photo && data !== null && !existsSync(file)) newPhotos.push(unfinishedFile(file));
        try {
          if (data === null) await rm(file, { force: true });
          else await writeFileAtomically(file, data);
        } catch (error) {
          throw refusedWrite(error, shownContentFile(ctx, path));
        }
        if (!photo) photosShown();
      }
    } finally {
      photosShown();
    }
    const errors = current.problems.filter((problem) => problem.severity === 'error').length;
    if (errors > 0) {
      ctx.warn(
        `Note: the content already had ${errors} problem(s); run "rescue validate" to see them.`,
      );
    }
    return change;
  });
  if (!change) return;
  ctx.out(change.summary);
  if (root) {
    const files = change.files.map(({ path }) => join(ctx.contentDir, path));
    try {
      commitFiles(root, files, change.message);
    } catch (error) {
      throw new CliError(
        `The change was written but not committed. git said:\n${(error as Error).message}`,
      );
    }
    ctx.out(`Committed: ${change.message}`);
  }
}

/** The top folder of the repository --commit commits in; refuses when there is none. */
function repositoryRoot(dir: string): string {
  const root = gitRoot(dir);
  if (root !== undefined) return root;
  throw new CliError(
    `--commit needs a git repository, and ${dir} is not in one.\n` +
      'Run rescue in your clone of the site, or leave out --commit.',
  );
}

/** The folder a new file goes in, or the nearest one above it that exists (to be created in). */
function existingFolder(file: string): string {
  let folder = dirname(file);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}
