import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

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
  const git = (dir: string, ...args: string[]) =>
    spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const top = git(folder, 'rev-parse', '--show-toplevel');
  if (top.status !== 0) return new Map(); // not in a repository: every file is hashed
  const root = top.stdout.trim();
  let ids = blobIdsByRepository.get(root);
  if (ids) return ids;
  ids = new Map();
  // Files edited since the last `git add` are left out, to be hashed as they are now.
  const edited = new Set(git(root, 'diff', '--name-only', '-z').stdout.split('\0'));
  // Each entry is "<mode> <blob id> <stage>\t<path>".
  for (const entry of git(root, 'ls-files', '--stage', '-z').stdout.split('\0')) {
    const tab = entry.indexOf('\t');
    const path = entry.slice(tab + 1);
    if (tab > 0 && !edited.has(path)) ids.set(join(root, path), entry.split(' ')[1]!);
  }
  blobIdsByRepository.set(root, ids);
  return ids;
}

function blobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
