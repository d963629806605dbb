import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CheckMemo, ContentFiles } from '#lib/content/contentFiles.ts';
import { buildNow, contentToday } from '#lib/content/dates.ts';
import type { PhotoCheck } from '#lib/content/photoFiles.ts';
import type { ContentProblem } from '#lib/content/problems.ts';
import { siteTimeZone } from '#lib/content/timeZones.ts';
import type { Site } from '#lib/content/types.generated.ts';

/** A file changed this recently may change again within its clock's tick: its stat is not trusted. */
const settledMs = 2000;

export interface ValidationCache {
  /** The day the content is judged on (contentToday). */
  today: string;
  /** What the last run found, when nothing it read has changed since; else undefined. */
  kept: ContentProblem[] | undefined;
  /**
   * What the last run found with the records edited since checked again, when only a few records'
   * files changed and what the checks across files read of them did not; else undefined.
   */
  edited: () => Promise<ContentProblem[] | undefined>;
  /** The parts of the last runs (a record, a page…), for a run after a change; undefined keeps none. */
  memo: () => CheckMemo | undefined;
  keep: (problems: ContentProblem[]) => void;
}

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
  /** Each photo's check (null: missing) by its file's stat then. */
  photos: Record<string, [stat: string, check: PhotoCheck | null]>;
}

/** The last answer, with what changes it after an edit of a few records (ValidationCache.edited). */
interface KeptAnswer {
  seed: string;
  /** Every file walked, in the walk's order, and each one's stat then (null while it could still change). */
  files: string[];
  stats: (string | null)[];
  problems: ContentProblem[];
  /**
   * Each part in the order it ran: its id, where its problems lie in `problems`, and the hashes of
   * its facts and of the names of the files it read and looked for.
   */
  parts: [id: string, start: number, end: number, facts: string, files: string][];
  /** Of each file, the part that read it when no other looked for it, else ''. */
  owners: string[];
  /** The facts of site.json's part, which each record's check reads. */
  site: { site: Site; valid: boolean };
}

/** Beyond this many files changed, checking them one by one gains little: all parts are replayed. */
const editedAtMost = 8;

/**
 * What `rescue validate` found last time in a clone, reused whole while every file of the content
 * folder (and of starter/ beside it, the pages' starting texts) has the same path, size,
 * modification and change times and inode (what git's index compares), the CLI is the same build
 * and the day is the same (postings expire). After an edit of a few records that leaves their
 * facts as they were, only those records are checked again and their problems replace theirs.
 * After any other change, each part of the checking (a record with its translations, a page, a
 * form) is reused while the files it read have the same hashes and the files it looked for are
 * still there or still missing, so only what changed is read again. Kept in the clone's
 * node_modules/.cache; a run from the TypeScript sources, or without node_modules, keeps nothing.
 */
export function openValidationCache(contentDir: string, site: Site | undefined): ValidationCache {
  const cacheRoot = join(dirname(contentDir), 'node_modules');
  const build = cliBuild();
  if (!build || !existsSync(cacheRoot) || !existsSync(contentDir)) {
    const today = contentToday(site);
    const none = async () => undefined;
    return { today, kept: undefined, edited: none, memo: () => undefined, keep: () => {} };
  }
  const folderId = createHash('sha256').update(contentDir).digest('hex').slice(0, 16);
  const cacheFile = (kind: string) =>
    join(cacheRoot, '.cache', 'rescue', `validate-${folderId}${kind}.json`);
  const today = keptToday(site, cacheFile('-day'));
  const starter = join(dirname(contentDir), 'starter');
  const seed = `${build}\n${today}\n`;
  const tree = walk(existsSync(starter) ? [contentDir, starter] : [contentDir], seed);
  let kept: ContentProblem[] | undefined;
  try {
    const saved = JSON.parse(readFileSync(cacheFile(''), 'utf8')) as { key: string; problems: [] };
    if (saved.key === tree.key) kept = saved.problems;
  } catch {
    // Nothing kept yet, or a file another version wrote: validate afresh.
  }
  const answer = (
    problems: ContentProblem[],
    rest: Omit<KeptAnswer, 'seed' | 'stats' | 'problems'>,
  ) => {
    if (tree.settled) writeWhole(cacheFile(''), { key: tree.key, problems });
    const stats = [...tree.stats.values()];
    writeWhole(cacheFile('-answer'), { seed: hashOf(seed), ...rest, stats, problems });
  };
  let parts: ReturnType<typeof keptParts> | undefined;
  return {
    today,
    kept,
    // Links may lead one file to several paths: such a folder is checked whole every time.
    edited: async () => {
      if (tree.links) return undefined;
      const edited = await recheckEdited(
        contentDir,
        today,
        hashOf(seed),
        tree.stats,
        cacheFile('-answer'),
      );
      if (edited) answer(edited.problems, edited.rest);
      return edited?.problems;
    },
    memo() {
      if (!kept && !tree.links)
        parts = keptParts(cacheFile('-parts'), contentDir, seed, tree.stats);
      return parts?.memo;
    },
    keep(problems) {
      const saved = parts?.saved();
      if (saved) writeWhole(cacheFile('-parts'), saved);
      const rest = parts?.answer();
      if (rest) answer(problems, rest);
      else if (tree.settled) writeWhole(cacheFile(''), { key: tree.key, problems });
    },
  };
}

/**
 * contentToday, kept with the instants it holds between, so a run on the same day loads no time
 * zone data (a tenth of a run). The day ends at the first instant of another day, found by halves.
 */
function keptToday(site: Site | undefined, file: string): string {
  const now = buildNow().getTime();
  let zone = '';
  try {
    zone = siteTimeZone(site!);
  } catch {
    // No site.json to read a zone from: contentToday takes UTC's day.
  }
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as KeptDay;
    if (kept.zone === zone && kept.from <= now && now <= kept.until) return kept.day;
  } catch {
    // None kept yet.
  }
  const day = contentToday(site, new Date(now));
  let [until, next] = [now, now + 2 * dayMs];
  while (next - until > 1000) {
    const middle = Math.floor((until + next) / 2);
    if (contentToday(site, new Date(middle)) === day) until = middle;
    else next = middle;
  }
  writeWhole(file, { zone, day, from: now, until } satisfies KeptDay);
  return day;
}

interface KeptDay {
  zone: string;
  day: string;
  from: number;
  until: number;
}

const dayMs = 24 * 60 * 60 * 1000;

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
) {
  const sites = readdirSync(contentDir).filter((name) => /^site(\.[a-z]{2})?\.json$/.test(name));
  const key = hashOf(
    seed + sites.map((name) => `${name}\n${readFileSync(join(contentDir, name), 'utf8')}`).join(''),
  );
  let last: KeptParts = { key, parts: {}, photos: {} };
  try {
    const saved = JSON.parse(readFileSync(partsFile, 'utf8')) as KeptParts;
    if (saved.key === key) last = saved;
  } catch {
    // Nothing kept yet: every part runs.
  }
  const parts: Record<string, KeptPart> = {};
  const photos: KeptParts['photos'] = {};
  // Written again only when a part or a photo was checked again, or a kept one's stats changed.
  let changed = false;
  const { short, full } = keptPaths(contentDir);
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
    if (read === kept.read) return kept;
    changed = true;
    return { ...kept, read };
  };
  // The run's files, where its parts' problems lie.
  let ran: ContentFiles | undefined;
  const memo: CheckMemo = {
    linkFree: true,
    photo(path, check) {
      const now = stats.get(path);
      const kept = last.photos[short(path)];
      if (now && kept?.[0] === now) {
        photos[short(path)] = kept;
        return kept[1] ?? undefined;
      }
      changed = true;
      const checked = check();
      if (now) photos[short(path)] = [now, checked ?? null];
      return checked;
    },
    part(id, files, run, facts) {
      ran = files;
      const kept = last.parts[short(id)] && stillKept(last.parts[short(id)]!);
      if (kept) {
        files.problems.push(...kept.problems);
        parts[short(id)] = kept;
        return kept.facts as ReturnType<typeof run>;
      }
      changed = true;
      const part = tracedPart(files, run, facts, stats, short);
      parts[short(id)] = part;
      return part.facts as ReturnType<typeof run>;
    },
  };
  // A part or a photo no longer checked (a record removed) changes the file too.
  const same = (now: object, before: object) =>
    Object.keys(now).length === Object.keys(before).length;
  const saved = () =>
    changed || !same(parts, last.parts) || !same(photos, last.photos)
      ? { key, parts, photos }
      : undefined;
  // Each file read by one part and looked for by no other, and that part.
  const answer = (): Omit<KeptAnswer, 'seed' | 'stats' | 'problems'> | undefined => {
    const site = parts['site.json']?.facts as KeptAnswer['site'] | undefined;
    if (!ran || !site) return undefined;
    const owners = new Map<string, string>();
    const shared = new Set<string>();
    for (const [id, part] of Object.entries(parts)) {
      for (const file of new Set([...Object.keys(part.read), ...Object.keys(part.looked)])) {
        if (owners.has(file)) shared.add(file);
        if (file in part.read) owners.set(file, id);
        else shared.add(file);
      }
    }
    const files = [...stats.keys()].map(short);
    const placed = ran.placed.map(({ id, start, end }): KeptAnswer['parts'][number] => {
      const part = parts[short(id)]!;
      return [short(id), start, end, factsHash(part.facts), filesHash(part)];
    });
    const owned = files.map((file) => (shared.has(file) ? '' : (owners.get(file) ?? '')));
    return { files, owners: owned, parts: placed, site };
  };
  return { memo, saved, answer };
}

/** A part run, with the files it read and looked for, its problems and its facts. */
function tracedPart<T>(
  files: ContentFiles,
  run: () => T,
  facts: (value: T) => T,
  stats: Map<string, string | null>,
  short: (file: string) => string,
): KeptPart {
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
  return part;
}

const factsHash = (facts: unknown) => hashOf(JSON.stringify(facts) ?? '');

const filesHash = (part: KeptPart) =>
  hashOf(JSON.stringify([Object.keys(part.read).sort(), Object.entries(part.looked).sort()]));

/** Files kept from the content folder (a third of the size), as full paths here. */
function keptPaths(contentDir: string) {
  const inFolder = `${contentDir}/`;
  return {
    short: (file: string) => (file.startsWith(inFolder) ? file.slice(inFolder.length) : file),
    full: (file: string) => (file.startsWith('/') ? file : inFolder + file),
  };
}

/**
 * The last answer (kept in `file`) with the records edited since checked again, when every file
 * changed since (by its stat) is one a record's part read and no other part looked for, the
 * records read and looked for the same files as then and have the same facts (so every check
 * across files answers as then), and the changed files hold as many of the sample's remnants as
 * then; else undefined.
 */
async function recheckEdited(
  contentDir: string,
  today: string,
  seed: string,
  stats: Map<string, string | null>,
  file: string,
) {
  let last: KeptAnswer;
  try {
    last = JSON.parse(readFileSync(file, 'utf8')) as KeptAnswer;
  } catch {
    return undefined;
  }
  if (last.seed !== seed) return undefined;
  const { short, full } = keptPaths(contentDir);
  // The files whose stat changed, by their place in the walk; none added, removed nor renamed.
  if (stats.size !== last.files.length) return undefined;
  const changed: number[] = [];
  for (const [index, [path, stat]] of [...stats].entries()) {
    if (short(path) !== last.files[index]) return undefined;
    if (!stat || stat !== last.stats[index]) changed.push(index);
  }
  if (changed.length > editedAtMost) return undefined;
  const records = [...new Set(changed.map((index) => last.owners[index]!))];
  if (!records.length || records.includes('')) return undefined;
  const rechecked = new Map<string, KeptPart>();
  const memo: CheckMemo = {
    linkFree: true,
    photo: (_path, check) => check(),
    part(id, files, run, facts) {
      if (short(id) === 'site.json') return last.site as ReturnType<typeof run>;
      const part = tracedPart(files, run, facts, stats, short);
      rechecked.set(short(id), part);
      return part.facts as ReturnType<typeof run>;
    },
  };
  const { recheckRecords } = await import('#lib/content/load.ts');
  if (!recheckRecords(contentDir, records.map(full), { today, memo })) {
    return undefined;
  }
  const problems = [...last.problems];
  const parts = last.parts.map((part) => [...part] as typeof part);
  for (const [id, part] of rechecked) {
    const index = parts.findIndex(([placed]) => placed === id);
    const [, start, end, facts, files] = parts[index] ?? [];
    if (facts !== factsHash(part.facts) || files !== filesHash(part)) return undefined;
    problems.splice(start!, end! - start!, ...part.problems);
    const moved = part.problems.length - (end! - start!);
    parts[index]![2] += moved;
    for (const later of parts.slice(index + 1)) {
      later[1] += moved;
      later[2] += moved;
    }
  }
  const { isSampleSite } = await import('#lib/content/sampleRescue.ts');
  if (last.site.site && !isSampleSite(last.site.site)) {
    const { fileRemnantProblems, remnantCodes } = await import('#lib/content/sampleRemnants.ts');
    for (const path of changed.map((index) => full(last.files[index]!))) {
      const shown = relative(dirname(contentDir), path);
      const then = last.problems.filter(
        (problem) => problem.file === shown && remnantCodes.has(problem.code),
      );
      if (JSON.stringify(fileRemnantProblems(contentDir, path)) !== JSON.stringify(then)) {
        return undefined;
      }
    }
  }
  const { files, owners, site } = last;
  return { problems, rest: { files, owners, parts, site } };
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
    // Names sorted as strings (no entry objects, no comparator): a fifth of the walk's time.
    for (const name of readdirSync(dir).sort()) {
      // Never read by the checks (ContentFiles skips it too): a content repository's own history.
      if (name === '.git') continue;
      // Joined by hand: path.join per file is a tenth of an unchanged run.
      const path = `${dir}/${name}`;
      let stat;
      try {
        stat = lstatSync(path);
        if (stat.isSymbolicLink()) {
          links = true;
          stat = statSync(path);
        }
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
