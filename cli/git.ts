import { execFileSync } from 'node:child_process';
import { CliError } from './errors.ts';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The top folder of the git repository holding `dir`; refuses when there is none. */
export function gitRoot(dir: string): string {
  try {
    return git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    throw new CliError(
      `--commit needs a git repository, and ${dir} is not in one.\n` +
        'Run rescue in your clone of the site, or leave out --commit.',
    );
  }
}

/** Commits exactly these files (added, changed or deleted), whatever else is staged. */
export function commitFiles(root: string, files: string[], message: string): void {
  try {
    git(root, ['add', '--all', '--', ...files]);
    git(root, ['commit', '--quiet', '--message', message, '--', ...files]);
  } catch (error) {
    const reason = String((error as { stderr?: string }).stderr ?? error).trim();
    throw new CliError(`The change was written but not committed. git said:\n${reason}`);
  }
}
