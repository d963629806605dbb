import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

describe('rescue list', () => {
  it('prints a readable table', async () => {
    const root = await makeSite();
    const result = await rescue(root, 'list', 'dogs');
    expect(result.stdout).toBe(
      [
        'Record  Name     Dog ID         Adoption status  Breed',
        '1       Biscuit  GSD-2024-07    Available        German Shepherd',
        '2       Waffles  CORGI-2024-02  Unavailable      German Shepherd',
        '',
      ].join('\n'),
    );
  });

  it('prints JSON for scripts, and accepts the singular name', async () => {
    const root = await makeSite();
    const result = await rescue(root, 'list', 'team-member', '--json');
    expect(JSON.parse(result.stdout)).toEqual([
      expect.objectContaining({ id: '1', teamMemberName: 'Jane Founder' }),
    ]);
  });

  it('names the files it could not list', async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'content/events/2.json'), '{"id": 2}');
    const result = await rescue(root, 'list', 'events');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Fall Fundraiser');
    expect(result.stderr).toBe(
      'Not listed: content/events/2.json (run "rescue validate" to see why).\n',
    );
  });

  it('says when a collection is empty', async () => {
    const root = await makeSite();
    await rescue(root, 'remove', 'rainbow-bridge', '1', '--yes');
    expect((await rescue(root, 'list', 'rainbow-bridge')).stdout).toBe(
      'There are no rainbow-bridge yet.\n',
    );
  });
});
