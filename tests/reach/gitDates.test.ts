import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastChange, lastCommitDates } from '#lib/git.ts';
import { tempDir } from '../support/tempDirs.ts';

function commit(dir: string, files: Record<string, string>, date: string) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env });
  git('add', '.');
  git(
    '-c',
    'user.name=Volunteer',
    '-c',
    'user.email=v@example.org',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-qm',
    date,
  );
}

describe('last change dates from git', () => {
  it('gives a file its last commit and a folder its newest file', () => {
    const dir = tempDir('git-dates-');
    execFileSync('git', ['init', '-q', dir]);
    commit(
      dir,
      { 'dogs/1.json': '1', 'dogs/2.json': '2', 'events/1.json': 'e' },
      '2026-01-05T10:00:00+00:00',
    );
    commit(dir, { 'dogs/2.json': '2b' }, '2026-03-07T10:00:00+00:00');

    const dates = lastCommitDates(dir);
    expect(lastChange(dates, 'dogs/1.json')).toBe('2026-01-05T10:00:00+00:00');
    expect(lastChange(dates, 'dogs/2.json')).toBe('2026-03-07T10:00:00+00:00');
    expect(lastChange(dates, 'dogs')).toBe('2026-03-07T10:00:00+00:00');
    expect(lastChange(dates, 'events')).toBe('2026-01-05T10:00:00+00:00');
    // A folder's name is not a prefix of another's files.
    expect(lastChange(dates, 'dog')).toBeUndefined();
    expect(lastChange(dates, 'dogs/3.json')).toBeUndefined();
  });

  it('has no dates outside git', () => {
    expect(lastCommitDates(tempDir('no-git-')).size).toBe(0);
  });
});
