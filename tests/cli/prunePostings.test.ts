import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, snapshot } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

describe('rescue prune-postings', () => {
  it('lists the postings older than 30 days, then removes them and their photos', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    const result = await rescue(root, 'prune-postings', '--yes');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Courtesy postings more than 30 days old:\n {2}content\/courtesy-postings\/2\.json {2}Old Yeller \(CP-2023-09\), posted \d{4}-\d\d-\d\d\nRemoved 1 expired courtesy posting\(s\)\.\n$/,
    );
    expect(existsSync(join(content, 'courtesy-postings/2.json'))).toBe(false);
    expect(existsSync(join(content, 'media/images/courtesy-postings/2-1.png'))).toBe(false);
    expect(existsSync(join(content, 'courtesy-postings/1.json'))).toBe(true);
    expect((await rescue(root, 'validate')).stdout).toBe('The content is valid.\n');
  });

  it('says when there is nothing to remove', async () => {
    const root = await makeSite();
    await rescue(root, 'prune-postings', '--yes');
    const before = snapshot(root);
    const result = await rescue(root, 'prune-postings', '--yes');
    expect(result.stdout).toBe(
      'No courtesy posting is more than 30 days old; nothing to remove.\n',
    );
    expect(snapshot(root)).toEqual(before);
  });

  it('asks before removing, and refuses to guess without a terminal', async () => {
    const root = await makeSite();
    const before = snapshot(root);
    const result = await rescue(root, 'prune-postings');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Remove these 1 posting(s)?\nNo terminal to ask in: add --yes to go ahead.\n',
    );
    expect(snapshot(root)).toEqual(before);
  });
});
