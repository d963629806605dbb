import { join, relative } from 'node:path';
import type { Command } from 'commander';

/** What every command needs to know about where and how it runs. */
export interface Context {
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Folder relative paths (photo files, messages) are taken from. */
  cwd: string;
  /** Whether missing values may be asked for in the terminal. */
  interactive: boolean;
  out: (line: string) => void;
  warn: (line: string) => void;
}

/** A command's Context, from the global options it was run with (cli/main.ts makes it). */
export type ContextOf = (command: Command) => Context;

/** A path as the person typed it or would type it: relative to where they are. */
export function shown(ctx: Context, path: string): string {
  return relative(ctx.cwd, path) || '.';
}

/** A file under the content folder, given with `/` from the folder, as the person would type it. */
export function shownContentFile(ctx: Context, path: string): string {
  return shown(ctx, join(ctx.contentDir, path));
}
