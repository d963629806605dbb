import { existsSync } from 'node:fs';
import { readContentAsWritten as readContentFiles, type ReadOptions } from '#lib/content/load.ts';
import type { Context } from './context.ts';
import { shown } from './context.ts';
import { CliError } from './errors.ts';

export function requireContentFolder(ctx: Context): void {
  if (existsSync(ctx.contentDir)) return;
  throw new CliError(
    `Content folder not found: ${shown(ctx, ctx.contentDir)}\n` +
      'Run rescue in your clone of the site, or name the folder with --content <dir>.',
  );
}

/**
 * The content and its problems as the files hold them (Markdown not turned into HTML), so records
 * can be written back unchanged; refuses a missing content folder.
 */
export function readContentAsWritten(ctx: Context, options: Omit<ReadOptions, 'within'> = {}) {
  requireContentFolder(ctx);
  return readContentFiles(ctx.contentDir, options);
}

/** What `readContentAsWritten` gives: the content as written, and its problems. */
export type ReadAsWritten = ReturnType<typeof readContentAsWritten>;
