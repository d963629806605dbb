import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardImageDrawer } from '#lib/reach/cardImage.ts';
import { initialOf } from '#lib/reach/text.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** How many pixels of the region are the card's gold (#f4c95d), give or take the JPEG. */
async function goldPixels(jpeg: Buffer, region: sharp.Region): Promise<number> {
  const { data } = await sharp(jpeg).extract(region).raw().toBuffer({ resolveWithObject: true });
  let gold = 0;
  for (let at = 0; at < data.length; at += 3) {
    if (data[at]! > 200 && data[at + 1]! > 160 && data[at + 2]! < 140) gold++;
  }
  return gold;
}

describe('the share card of a dog without a photo', () => {
  it('draws its initial large where the photo would be', async () => {
    const draw = cardImageDrawer(
      'Prairie Paws',
      readFileSync(sampleContent('media/images/site/logo.svg')),
    );
    const card = {
      path: '/share/dogs/x.jpg',
      name: 'biscotti',
      line: 'Beagle · Young',
      alt: 'Biscotti',
    };
    const jpeg = await draw(card, undefined);
    // Below the ribbon, in the photo's 660 px: the letter B, in gold on navy.
    expect(await goldPixels(jpeg, { left: 0, top: 150, width: 660, height: 400 })).toBeGreaterThan(
      5000,
    );
    expect(initialOf('biscotti')).toBe('B');
    expect(initialOf('  ¡Óscar!')).toBe('Ó');
    expect(initialOf('!!')).toBe('?');
  });
});
