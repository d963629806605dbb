import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentProblem } from '#lib/content/problems.ts';

/** A file changed this recently may change again within its clock's tick: such a run is not kept. */
const settledMs = 2000;

export interface ValidationCache {
  /** What the last run found, when nothing it read has changed since; else undefined. */
  kept: ContentProblem[] | undefined;
  keep: (problems: ContentProblem[]) => void;
}

const nothingKept: ValidationCache = { kept: undefined, keep: () => {} };

/**
 * What `rescue validate` found last time in a clone, reused while every file of the content folder
 * (and of starter/ beside it, the pages' starting texts) has the same path, size, modification and change times and inode (what git's index compares),
 * the CLI is the same build and the day is the same (postings expire). Kept in the clone's
 * node_modules/.cache; a run from the TypeScript sources, or without node_modules, keeps nothing.
 */
export function openValidationCache(contentDir: string, today: string): ValidationCache {
  const cacheRoot = join(dirname(contentDir), 'node_modules');
  const build = cliBuild();
  if (!build || !existsSync(cacheRoot) || !existsSync(contentDir)) return nothingKept;
  const folderId = createHash('sha256').update(contentDir).digest('hex').slice(0, 16);
  const file = join(cacheRoot, '.cache', 'rescue', `validate-${folderId}.json`);
  const starter = join(dirname(contentDir), 'starter');
  const { key, newest } = fingerprint(
    existsSync(starter) ? [contentDir, starter] : [contentDir],
    `${build}\n${today}\n`,
  );
  let kept: ContentProblem[] | undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; problems: [] };
    if (saved.key === key) kept = saved.problems;
  } catch {
    // Nothing kept yet, or a file another version wrote: validate afresh.
  }
  return {
    kept,
    keep(problems) {
      if (Date.now() - newest < settledMs) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify({ key, problems }));
        renameSync(partial, file);
      } catch {
        // A read-only clone validates afresh every time.
      }
    },
  };
}

/** The compiled CLI's record of its sources (cli/dist/sources.json), or undefined when run from them. */
function cliBuild(): string | undefined {
  try {
    return readFileSync(new URL('sources.json', import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

/** A hash of every file's place and stat under the folders, and the newest change among them. */
function fingerprint(folders: string[], seed: string): { key: string; newest: number } {
  const lines = [seed];
  let newest = 0;
  const visited = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      // Joined by hand: path.join per file is a tenth of an unchanged run.
      const path = `${dir}/${name}`;
      const stat = statSync(path);
      if (stat.isDirectory()) {
        // A link back up the tree is walked once.
        const id = `${stat.dev}:${stat.ino}`;
        if (visited.has(id)) continue;
        visited.add(id);
        lines.push(`${path}/`);
        walk(path);
        continue;
      }
      newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
      lines.push(`${path} ${stat.size} ${stat.mtimeMs} ${stat.ctimeMs} ${stat.dev}:${stat.ino}`);
    }
  };
  for (const folder of folders) walk(folder);
  return { key: createHash('sha256').update(lines.join('\n')).digest('hex'), newest };
}
