import { existsSync } from 'node:fs';
import { readContent } from '../lib/content/load.ts';
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

/** The content as written in the files (HTML not sanitized), so records can be written back unchanged. */
export function openContent(ctx: Context) {
  requireContentFolder(ctx);
  return readContent(ctx.contentDir, { sanitize: false });
}

export type OpenedContent = ReturnType<typeof openContent>;
