import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { gitRoot, unchangedBlobIds } from './git.ts';

/** For each folder seen, the blob ids of the files its repository holds unchanged, by absolute path. */
const blobIdsByFolder = new Map<string, Map<string, string>>();
const blobIdsByRepository = new Map<string, Map<string, string>>();

/**
 * A file's content digest: its git blob id. A file git holds unchanged is not read (git's index
 * has its id, on a fresh CI checkout too); any other file is hashed the same way.
 */
export function fileDigest(file: string): string {
  const path = resolve(file);
  const folder = dirname(path);
  let known = blobIdsByFolder.get(folder);
  if (!known) blobIdsByFolder.set(folder, (known = blobIdsOf(folder)));
  return known.get(path) ?? blobId(readFileSync(path));
}

function blobIdsOf(folder: string): Map<string, string> {
  // A folder inside a repository already read needs no git call (a file it lacks is hashed).
  for (const [root, ids] of blobIdsByRepository) {
    if (folder.startsWith(root + sep)) return ids;
  }
  const root = gitRoot(folder);
  if (root === undefined) return new Map(); // not in a repository: every file is hashed
  let ids = blobIdsByRepository.get(root);
  if (ids) return ids;
  ids = new Map();
  for (const [path, id] of unchangedBlobIds(root)) ids.set(join(root, path), id);
  blobIdsByRepository.set(root, ids);
  return ids;
}

function blobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
