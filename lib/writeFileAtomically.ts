import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { unfinishedFile } from './unfinishedFiles.ts';

/**
 * Writes through a temporary file and a rename, so readers see the old file or the new one, never
 * half. A cache file (durable: false) skips the flush to disk, a few ms a file, that only a power
 * cut would need: it is made again.
 */
export async function writeFileAtomically(
  file: string,
  data: string | Buffer,
  { durable = true } = {},
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // A dot name ending in .tmp: the content loader skips it.
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const finished = unfinishedFile(temp);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    finished();
  }
}
