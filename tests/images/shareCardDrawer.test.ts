import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardDrawer } from '#lib/reach/drawCard.ts';
import { sampleContent } from '../support/sampleContent.ts';
import { tempDir } from '../support/tempDirs.ts';

describe('the share card drawer', () => {
  it('draws a picture once when two pages share it, and each other card as its own, at the same time', async () => {
    const drawer = cardDrawer({
      publicDir: sampleContent('media'),
      cacheDir: tempDir('cards-'),
      siteName: 'Prairie Paws',
      logo: '/images/site/logo.svg',
      photoDirs: {},
    });
    const clientDir = tempDir('client-');
    const card = (path: string, name: string) => ({
      path,
      name,
      line: 'Beagle · Adult',
      ribbon: 'Available',
      photo: '/images/dogs/1-1.webp',
      alt: name,
    });
    // The same card in two languages (an untranslated ribbon), and two other dogs beside them.
    const cards = [
      card('/share/dogs/1.jpg', 'Rex'),
      card('/es/share/dogs/1.jpg', 'Rex'),
      card('/share/dogs/2.jpg', 'Biscuit'),
      card('/share/dogs/3.jpg', 'Pepper'),
    ];
    const drawn = await Promise.all(
      cards.map((each) => drawer.draw(each, join(clientDir, each.path))),
    );
    expect(drawn).toEqual([true, false, true, true]);
    const file = (path: string) => readFileSync(join(clientDir, path));
    expect(file('/es/share/dogs/1.jpg').equals(file('/share/dogs/1.jpg'))).toBe(true);
    // Drawn at once on reused canvases, each keeps its own name.
    const pictures = ['/share/dogs/1.jpg', '/share/dogs/2.jpg', '/share/dogs/3.jpg'].map(file);
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(3);
  });
});
