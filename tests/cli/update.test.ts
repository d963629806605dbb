import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, readJson } from './cliFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

describe('rescue update', () => {
  it('changes the given fields, converting numbers and choices by the schema', async () => {
    const root = await makeSite();
    const result = await rescue(
      root,
      'update',
      'dogs',
      'GSD-2024-07',
      '--dog-weight',
      '70 lbs',
      '--dog-adoption-fee',
      '300',
      '--dog-crate-trained',
      'no',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Updated weight, crate trained, adoption fee of dog Biscuit (GSD-2024-07) in content/dogs/1.json.\n',
    );
    expect(readJson(join(root, 'content/dogs/1.json'))).toMatchObject({
      dogName: 'Biscuit',
      dogWeight: '70 lbs',
      dogAdoptionFee: 300,
      dogCrateTrained: 'No',
    });
  });

  it('keeps Markdown exactly as written in fields it does not change', async () => {
    const root = await makeSite();
    await rescue(root, 'update', 'team', '1', '--team-member-title', 'Board Chair');
    expect(readJson(join(root, 'content/team/1.json'))).toMatchObject({
      teamMemberTitle: 'Board Chair',
      teamMemberDescription: 'Jane started the rescue.',
    });
    const dogBefore = readJson(join(root, 'content/dogs/1.json')).dogDescription;
    await rescue(root, 'update', 'dog', '1', '--dog-weight', '1 lb');
    expect(readJson(join(root, 'content/dogs/1.json')).dogDescription).toBe(dogBefore);
  });

  it.each([
    [
      'no fields',
      ['update', 'dogs', '1'],
      /^Nothing to update: give the fields to change as flags\.\nRun "rescue update dogs --help" to see them\.\n$/,
    ],
    [
      'an unknown record',
      ['update', 'events', '7', '--event-name', 'X'],
      /^No event "7" in events\./,
    ],
    [
      'a field of another collection',
      ['update', 'events', '1', '--dog-name', 'X'],
      /^error: unknown option '--dog-name'/,
    ],
    [
      'a duplicate dogID',
      ['update', 'dogs', '2', '--dog-id', 'GSD-2024-07'],
      /^Nothing was written: the change would leave these problems:\n {2}content\/dogs\/2\.json: \/dogID "GSD-2024-07" is already used by content\/dogs\/1\.json\n$/,
    ],
    [
      'an invalid e-mail',
      ['update', 'team', '1', '--team-member-email', 'jane-at-home'],
      /E-mail must be a valid e-mail address\./,
    ],
  ])('refuses %s', async (_name, args, message) => {
    await expectRefused(await makeSite(), args, message);
  });
});
