import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A new empty folder in the system's temp folder. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A new empty folder in the project's git-ignored .tmp/, for what must sit inside the project
 * (Vike's output, wrangler's state). Global setup removes the ones a run made when it ends.
 */
export function projectTempDir(prefix: string): string {
  mkdirSync('.tmp', { recursive: true });
  return mkdtempSync(join(resolve('.tmp'), prefix));
}
