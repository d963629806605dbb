import { spawnSync } from 'node:child_process';

/** Runs git in dir; a failed run (no repository, no git) is in the result, never thrown. */
function git(dir: string, args: string[]) {
  return spawnSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** One committed version of a file: how recent its commit is (0: the newest), its text then (undefined: deleted). */
export interface FileVersion {
  age: number;
  text: string | undefined;
}

/**
 * Every committed version of the wanted files under dir, newest first, by path relative to dir;
 * undefined outside git (or before the first commit). One `git log --raw` names the commits that
 * changed each file and the blob each left, one `git cat-file --batch` reads every blob once.
 */
export function fileVersions(
  dir: string,
  wanted: (path: string) => boolean,
): Map<string, FileVersion[]> | undefined {
  const log = gitOutput(dir, [
    '-c',
    'core.quotePath=false',
    'log',
    '--topo-order',
    '--no-renames',
    '--format=%x00',
    '--raw',
    '--no-abbrev',
    '--relative',
    '--',
    '.',
  ]);
  if (log === undefined) return undefined;
  const changes: { path: string; age: number; blob: string }[] = [];
  log
    .split('\0')
    .slice(1)
    .forEach((block, age) => {
      // `:100644 100644 <blob before> <blob after> M\t<path>`; a deleted file's blob is all zeros.
      for (const line of block.split('\n')) {
        const tab = line.indexOf('\t');
        const path = line.slice(tab + 1);
        if (line.startsWith(':') && wanted(path)) {
          changes.push({ path, age, blob: line.split(' ')[3]! });
        }
      }
    });
  const blobs = [...new Set(changes.map(({ blob }) => blob).filter((blob) => !/^0+$/.test(blob)))];
  const texts = blobTexts(dir, blobs);
  if (!texts) return undefined;
  const versions = new Map<string, FileVersion[]>();
  for (const { path, age, blob } of changes) {
    const list = versions.get(path) ?? [];
    list.push({ age, text: texts.get(blob) });
    versions.set(path, list);
  }
  return versions;
}

/** The text of each blob, read by one `git cat-file --batch`. */
function blobTexts(dir: string, blobs: string[]): Map<string, string> | undefined {
  const texts = new Map<string, string>();
  if (blobs.length === 0) return texts;
  const run = spawnSync('git', ['-C', dir, 'cat-file', '--batch'], {
    input: blobs.map((blob) => `${blob}\n`).join(''),
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (run.status !== 0) return undefined;
  const out = run.stdout;
  let at = 0;
  for (const blob of blobs) {
    const lineEnd = out.indexOf(10, at);
    const [, type, size] = out.toString('utf8', at, lineEnd).split(' ');
    at = lineEnd + 1;
    if (type !== 'blob') continue;
    texts.set(blob, out.toString('utf8', at, at + Number(size)));
    at += Number(size) + 1;
  }
  return texts;
}

/** git's output, or undefined when it failed. */
function gitOutput(dir: string, args: string[]): string | undefined {
  const run = git(dir, args);
  return run.status === 0 ? run.stdout : undefined;
}

/** git's output; throws what git said when it failed. */
function gitChecked(dir: string, args: string[]): string {
  const run = git(dir, args);
  if (run.status !== 0) throw new Error((run.stderr || String(run.error)).trim());
  return run.stdout;
}

/** The top folder of the git repository holding dir; undefined outside git. */
export function gitRoot(dir: string): string | undefined {
  return gitOutput(dir, ['rev-parse', '--show-toplevel'])?.trim();
}

/** The address of the `origin` remote of the repository holding dir, if it has one. */
export function originUrl(dir: string): string | undefined {
  return gitOutput(dir, ['remote', 'get-url', 'origin'])?.trim();
}

/** Commits exactly these files (added, changed or deleted), whatever else is staged; throws what git said. */
export function commitFiles(root: string, files: string[], message: string): void {
  gitChecked(root, ['add', '--all', '--', ...files]);
  gitChecked(root, ['commit', '--quiet', '--message', message, '--', ...files]);
}

/** Makes dir a new repository holding all its files in one commit by author; throws what git said. */
export function commitNewRepository(
  dir: string,
  message: string,
  author: { name: string; email: string },
): void {
  gitChecked(dir, ['init', '--quiet']);
  gitChecked(dir, ['add', '.']);
  const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
  gitChecked(dir, [
    ...identity,
    '-c',
    'commit.gpgsign=false',
    'commit',
    '--quiet',
    '--message',
    message,
  ]);
}

/**
 * The blob id of each file the repository at root holds as last added, by path relative to root;
 * files edited since are left out. Empty outside git.
 */
export function unchangedBlobIds(root: string): Map<string, string> {
  const edited = new Set(gitOutput(root, ['diff', '--name-only', '-z'])?.split('\0'));
  const ids = new Map<string, string>();
  // Each entry is "<mode> <blob id> <stage>\t<path>".
  for (const entry of gitOutput(root, ['ls-files', '--stage', '-z'])?.split('\0') ?? []) {
    const tab = entry.indexOf('\t');
    const path = entry.slice(tab + 1);
    if (tab > 0 && !edited.has(path)) ids.set(path, entry.split(' ')[1]!);
  }
  return ids;
}

/** The full id of the commit rev names in the repository holding dir; throws what git said. */
export function commitId(dir: string, rev: string): string {
  return gitChecked(dir, ['rev-parse', rev]).trim();
}

/** Checks rev out (detached) into a new worktree at path; throws what git said. */
export function addWorktree(dir: string, path: string, rev: string): void {
  gitChecked(dir, ['worktree', 'add', '--detach', '--force', path, rev]);
}

/** Removes the worktree at path, even with changes in it; throws what git said. */
export function removeWorktree(dir: string, path: string): void {
  gitChecked(dir, ['worktree', 'remove', '--force', path]);
}

/** When each file under dir was last committed (ISO dates, by path relative to dir); empty outside git. */
export function lastCommitDates(dir: string): Map<string, string> {
  const log = gitOutput(dir, ['log', '--format=%x00%cI', '--name-only', '--relative', '--', '.']);
  const dates = new Map<string, string>();
  // Newest commit first, so the first date seen for a file is its last change.
  for (const block of log?.split('\0').slice(1) ?? []) {
    const [date, ...files] = block.split('\n').filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, date!);
  }
  return dates;
}

/** The newest date of a file, or of any file in a folder. */
export function lastChange(dates: Map<string, string>, path: string): string | undefined {
  // A file is looked up directly: a page per record must not scan every file of the history.
  const ofFile = dates.get(path);
  if (ofFile) return ofFile;
  const folder = `${path}/`;
  let newest: string | undefined;
  for (const [file, date] of dates) {
    if (file.startsWith(folder) && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/** When each file under dir was first committed (ms since 1970, by path relative to dir); undefined outside git. */
export function firstCommitTimes(dir: string): Map<string, number> | undefined {
  const log = gitOutput(dir, [
    'log',
    '--diff-filter=A',
    '--format=%x00%ct',
    '--name-only',
    '--relative',
    '--',
    '.',
  ]);
  if (log === undefined) return undefined;
  const times = new Map<string, number>();
  // Newest commit first: a file deleted and added again counts from its last arrival.
  for (const block of log.split('\0').slice(1)) {
    const [seconds, ...files] = block.split('\n').filter(Boolean);
    for (const file of files) if (!times.has(file)) times.set(file, Number(seconds) * 1000);
  }
  return times;
}

/** The name and e-mail git would sign a commit with (config or environment); '' for one it lacks. */
export function gitIdentity(dir: string): { name: string; email: string } {
  const setting = (key: string, variable: string) =>
    process.env[variable]?.trim() || (gitOutput(dir, ['config', key]) ?? '').trim();
  return {
    name: setting('user.name', 'GIT_AUTHOR_NAME'),
    email: setting('user.email', 'GIT_AUTHOR_EMAIL'),
  };
}

/**
 * The repository's uncommitted changes as `git status --porcelain` lines: to tracked files
 * anywhere, and new files only under `untrackedIn` (a path relative to dir's repository root).
 */
export function uncommittedChanges(dir: string, untrackedIn: string): string[] {
  const lines = (args: string[]) =>
    (gitOutput(dir, ['status', '--porcelain', ...args]) ?? '').split('\n').filter(Boolean);
  return [
    ...lines(['--untracked-files=no']),
    ...lines(['--untracked-files=all', '--', `:/${untrackedIn}`]).filter((line) =>
      line.startsWith('??'),
    ),
  ];
}

/** Whether a commit of the repository holding dir has this text in its message; false outside git. */
export function hasCommitWith(dir: string, text: string): boolean {
  const found = gitOutput(dir, ['log', '--fixed-strings', `--grep=${text}`, '--format=%h', '-1']);
  return Boolean(found?.trim());
}
