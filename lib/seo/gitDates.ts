import { spawnSync } from 'node:child_process';

/** When each file under dir was last committed (ISO dates, by path relative to dir); empty outside git. */
export function lastCommitDates(dir: string): Map<string, string> {
  const log = spawnSync(
    'git',
    ['-C', dir, 'log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const dates = new Map<string, string>();
  if (log.status !== 0) return dates;
  // Newest commit first, so the first date seen for a file is its last change.
  for (const block of log.stdout.split('\0').slice(1)) {
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
  const log = spawnSync(
    'git',
    [
      '-C',
      dir,
      'log',
      '--diff-filter=A',
      '--format=%x00%ct',
      '--name-only',
      '--relative',
      '--',
      '.',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (log.status !== 0) return undefined;
  const times = new Map<string, number>();
  // Newest commit first: a file deleted and added again counts from its last arrival.
  for (const block of log.stdout.split('\0').slice(1)) {
    const [seconds, ...files] = block.split('\n').filter(Boolean);
    for (const file of files) if (!times.has(file)) times.set(file, Number(seconds) * 1000);
  }
  return times;
}
