import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, readJson } from './cliFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

describe('rescue remove', () => {
  it('removes the record and the photos nothing else uses', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    const result = await rescue(root, 'remove', 'dog', 'CORGI-2024-02', '--yes');
    expect(result.stdout).toBe(
      'Removed dog Waffles (CORGI-2024-02) (content/dogs/2.json and 1 photo(s)).\n',
    );
    expect(existsSync(join(content, 'dogs/2.json'))).toBe(false);
    expect(existsSync(join(content, 'media/images/dogs/2-1.png'))).toBe(false);
    expect(existsSync(join(content, 'dogs/1.json'))).toBe(true);
  });

  it('keeps a photo another record still uses', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    const shared = { ...readJson(join(content, 'foster-animals/1.json')) };
    shared.dogPhotoLink = [{ href: '/images/dogs/2-1.png', alt: 'Pip' }];
    writeFileSync(join(content, 'foster-animals/1.json'), JSON.stringify(shared));

    const result = await rescue(root, 'remove', 'dogs', '2', '--yes');
    expect(result.code).toBe(0);
    expect(existsSync(join(content, 'media/images/dogs/2-1.png'))).toBe(true);
  });

  it.each([
    [
      'without --yes when there is no terminal to ask in',
      ['remove', 'dogs', '2'],
      /^Remove dog Waffles \(CORGI-2024-02\) \(content\/dogs\/2\.json\)\?\nNo terminal to ask in: add --yes to go ahead\.\n$/,
    ],
    ['an unknown record', ['remove', 'partners', '9', '--yes'], /^No partner "9" in partners\.\n/],
  ])('refuses %s', async (_name, args, message) => {
    await expectRefused(await makeSite(), args, message);
  });
});
