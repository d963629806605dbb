import { copyFileSync, linkSync } from 'node:fs';

/**
 * Puts a file that never changes at `to` as a hard link, so thousands of them cost no copying;
 * copies it across disks.
 */
export function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
