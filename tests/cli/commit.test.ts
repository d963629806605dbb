import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dogFlags, git, gitSite as repository, makeSite, snapshot } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

describe('--commit', () => {
  it('commits exactly the files add-dog wrote, leaving other changes alone', async () => {
    const root = await repository();
    writeFileSync(join(root, 'notes.txt'), 'staged, not mine');
    git(root, 'add', 'notes.txt');
    writeFileSync(join(root, 'content/site.json'), '{}\n'); // a change in progress elsewhere

    const result = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--dog-adoption-fee',
      '350',
      '--photo',
      'photo.png',
      '--commit',
    );

    expect(result.stdout).toContain('Committed: Add dog Biscotti (GSD-2025-01)\n');
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Add dog Biscotti (GSD-2025-01)\n');
    expect(git(root, 'show', '--name-status', '--format=', 'HEAD')).toBe(
      'A\tcontent/dogs/gsd-2025-01.json\nA\tcontent/media/images/dogs/gsd-2025-01/1.png\n',
    );
    expect(git(root, 'status', '--porcelain')).toBe(' M content/site.json\nA  notes.txt\n');
  });

  it('makes mark a one-line commit, and commits a removal', async () => {
    const root = await repository();
    await rescue(root, 'mark', 'GSD-2024-07', 'unavailable', '--commit');
    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Mark dog Biscuit (GSD-2024-07) unavailable\n',
    );
    expect(git(root, 'show', '--numstat', '--format=', 'HEAD')).toBe('1\t1\tcontent/dogs/1.json\n');

    await rescue(root, 'remove', 'dogs', '2', '--yes', '--commit');
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Remove dog Waffles (CORGI-2024-02)\n');
    expect(git(root, 'show', '--name-status', '--format=', 'HEAD')).toBe(
      'D\tcontent/dogs/2.json\nD\tcontent/media/images/dogs/2-1.png\n',
    );
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('refuses outside a git repository, before writing anything', async () => {
    const root = await makeSite();
    const before = snapshot(root);
    const result = await rescue(root, 'mark', '1', 'unavailable', '--commit');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^--commit needs a git repository, and .*content is not in one\.\nRun rescue in your clone of the site, or leave out --commit\.\n$/,
    );
    expect(snapshot(root)).toEqual(before);
  });
});
