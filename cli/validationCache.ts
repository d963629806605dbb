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
import type { CheckMemo } from '#lib/content/contentFiles.ts';
import type { ContentProblem } from '#lib/content/problems.ts';

/** A file changed this recently may change again within its clock's tick: its stat is not trusted. */
const settledMs = 2000;

export interface ValidationCache {
  /** What the last run found, when nothing it read has changed since; else undefined. */
  kept: ContentProblem[] | undefined;
  /** The parts of the last runs (a record, a page…), for a run after a change; undefined keeps none. */
  memo: CheckMemo | undefined;
  keep: (problems: ContentProblem[]) => void;
}

const nothingKept: ValidationCache = { kept: undefined, memo: undefined, keep: () => {} };

/**
 * A part of the checking as kept: the files it read (each one's stat when it was taken, null while
 * it may still change, and hash) and looked for, from the content folder; its problems and facts.
 */
interface KeptPart {
  read: Record<string, [stat: string | null, hash: string]>;
  looked: Record<string, boolean>;
  problems: ContentProblem[];
  facts: unknown;
}

interface KeptParts {
  key: string;
  parts: Record<string, KeptPart>;
}

/**
 * What `rescue validate` found last time in a clone, reused whole while every file of the content
 * folder (and of starter/ beside it, the pages' starting texts) has the same path, size,
 * modification and change times and inode (what git's index compares), the CLI is the same build
 * and the day is the same (postings expire). After a change, each part of the checking (a record
 * with its translations, a page, a form) is reused while the files it read have the same hashes and
 * the files it looked for are still there or still missing, so only what changed is read again.
 * Kept in the clone's node_modules/.cache; a run from the TypeScript sources, or without
 * node_modules, keeps nothing.
 */
export function openValidationCache(contentDir: string, today: string): ValidationCache {
  const cacheRoot = join(dirname(contentDir), 'node_modules');
  const build = cliBuild();
  if (!build || !existsSync(cacheRoot) || !existsSync(contentDir)) return nothingKept;
  const folderId = createHash('sha256').update(contentDir).digest('hex').slice(0, 16);
  const file = join(cacheRoot, '.cache', 'rescue', `validate-${folderId}.json`);
  const partsFile = join(cacheRoot, '.cache', 'rescue', `validate-${folderId}-parts.json`);
  const starter = join(dirname(contentDir), 'starter');
  const seed = `${build}\n${today}\n`;
  const tree = walk(existsSync(starter) ? [contentDir, starter] : [contentDir], seed);
  let kept: ContentProblem[] | undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; problems: [] };
    if (saved.key === tree.key) kept = saved.problems;
  } catch {
    // Nothing kept yet, or a file another version wrote: validate afresh.
  }
  // Links may lead one file to several paths: such a folder is checked whole every time.
  const parts = kept || tree.links ? undefined : keptParts(partsFile, contentDir, seed, tree.stats);
  return {
    kept,
    memo: parts?.memo,
    keep(problems) {
      if (tree.settled) writeWhole(file, { key: tree.key, problems });
      if (parts) writeWhole(partsFile, parts.saved());
    },
  };
}

/** Writes the file whole or not at all (a run reading it meanwhile never sees half of it). */
function writeWhole(file: string, value: unknown) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // A read-only clone validates afresh every time.
  }
}

/**
 * The parts kept by the last run (while the CLI build, the day and site.json, which every part
 * reads through the loader, are the same), and the memo that reuses them and keeps this run's.
 */
function keptParts(
  partsFile: string,
  contentDir: string,
  seed: string,
  stats: Map<string, string | null>,
): { memo: CheckMemo; saved: () => KeptParts } {
  const sites = readdirSync(contentDir).filter((name) => /^site(\.[a-z]{2})?\.json$/.test(name));
  const key = hashOf(
    seed + sites.map((name) => `${name}\n${readFileSync(join(contentDir, name), 'utf8')}`).join(''),
  );
  let last: KeptParts = { key, parts: {} };
  try {
    const saved = JSON.parse(readFileSync(partsFile, 'utf8')) as KeptParts;
    if (saved.key === key) last = saved;
  } catch {
    // Nothing kept yet: every part runs.
  }
  const parts: Record<string, KeptPart> = {};
  // Kept from the content folder (a third of the size), as full paths here.
  const inFolder = `${contentDir}/`;
  const short = (file: string) => (file.startsWith(inFolder) ? file.slice(inFolder.length) : file);
  const full = (file: string) => (file.startsWith('/') ? file : inFolder + file);
  const hashes = new Map<string, string | undefined>();
  const hashNow = (file: string) => {
    if (!hashes.has(file)) {
      hashes.set(file, stats.has(file) ? hashOf(readFileSync(file, 'utf8')) : undefined);
    }
    return hashes.get(file);
  };
  // A file the walk did not see may still be there under another spelling (a case-blind disk).
  const isThere = (file: string) => stats.has(file) || existsSync(file);
  /**
   * The kept part when every file it read has the same stat (the same bytes, as git's index has
   * it) or else the same hash, and every file it looked for is still there or still missing;
   * with the stats of now, so a file only touched is not hashed again next time.
   */
  const stillKept = (kept: KeptPart): KeptPart | undefined => {
    let read = kept.read;
    for (const [file, [stat, hash]] of Object.entries(kept.read)) {
      const now = stats.get(full(file));
      if (now && now === stat) continue;
      if (hashNow(full(file)) !== hash) return undefined;
      read = { ...read, [file]: [now ?? null, hash] };
    }
    for (const [file, found] of Object.entries(kept.looked)) {
      if (isThere(full(file)) !== found) return undefined;
    }
    return read === kept.read ? kept : { ...kept, read };
  };
  const memo: CheckMemo = {
    part(id, files, run, facts) {
      const kept = last.parts[short(id)] && stillKept(last.parts[short(id)]!);
      if (kept) {
        files.problems.push(...kept.problems);
        parts[short(id)] = kept;
        return kept.facts as ReturnType<typeof run>;
      }
      const part: KeptPart = { read: {}, looked: {}, problems: [], facts: undefined };
      const start = files.problems.length;
      files.tracer = {
        read: (file, text) => (part.read[short(file)] = [stats.get(file) ?? null, hashOf(text)]),
        exists: (file, found) => (part.looked[short(file)] = found),
      };
      try {
        part.facts = facts(run());
      } finally {
        files.tracer = undefined;
      }
      part.problems = files.problems.slice(start);
      parts[short(id)] = part;
      return part.facts as ReturnType<typeof run>;
    },
  };
  return { memo, saved: () => ({ key, parts }) };
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64').slice(0, 16);
}

/** The compiled CLI's record of its sources (cli/dist/sources.json), or undefined when run from them. */
function cliBuild(): string | undefined {
  try {
    return readFileSync(new URL('sources.json', import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Every file under the folders: a hash of each one's place and stat (`key`), each one's stat
 * (null while it may still change within its clock's tick), whether all are settled, and whether
 * any is a link.
 */
function walk(folders: string[], seed: string) {
  const lines = [seed];
  const stats = new Map<string, string | null>();
  const now = Date.now();
  let settled = true;
  let links = false;
  const visited = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort(byName)) {
      // Joined by hand: path.join per file is a tenth of an unchanged run.
      const path = `${dir}/${entry.name}`;
      if (entry.isSymbolicLink()) links = true;
      let stat;
      try {
        stat = statSync(path);
      } catch {
        lines.push(`${path} (broken link)`);
        continue;
      }
      if (stat.isDirectory()) {
        // A link back up the tree is walked once.
        const id = `${stat.dev}:${stat.ino}`;
        if (visited.has(id)) continue;
        visited.add(id);
        lines.push(`${path}/`);
        visit(path);
        continue;
      }
      const line = `${stat.size} ${stat.mtimeMs} ${stat.ctimeMs} ${stat.dev}:${stat.ino}`;
      const fresh = now - Math.max(stat.mtimeMs, stat.ctimeMs) < settledMs;
      if (fresh) settled = false;
      stats.set(path, fresh ? null : line);
      lines.push(`${path} ${line}`);
    }
  };
  for (const folder of folders) visit(folder);
  return { key: hashOf(lines.join('\n')), stats, settled, links };
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
