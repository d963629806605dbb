import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultOut, drawSamples } from '../../scripts/sampleArt/draw.ts';
import { sampleContent } from '../support/sampleContent.ts';

// One of each subject: a dog in a scene, a portrait with its dog, the event, an SVG logo, the
// favicon and a (mirrored) listing photo.
const mediaFiles = [
  'images/dogs/1-1.webp',
  'images/team/2-1.webp',
  'images/events/1-1.webp',
  'images/partners/1.svg',
  'favicon.svg',
];
const photoFiles = ['hazel-2.webp'];

const root = mkdtempSync(join(tmpdir(), 'sample-art-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

describe('npm run draw:samples', () => {
  it('draws the chosen pictures into the given folders, identical to the committed ones', async () => {
    const mediaOut = join(root, 'media');
    const photosOut = join(root, 'photos');
    const only = [...mediaFiles, ...photoFiles].flatMap((file) => ['--only', file]);
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/sampleArt/draw.ts',
        '--media-out',
        mediaOut,
        '--photos-out',
        photosOut,
        ...only,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('6 pictures');
    expect(filesUnder(mediaOut)).toEqual([...mediaFiles].sort());
    expect(filesUnder(photosOut)).toEqual(photoFiles);

    const pairs = [
      // The sample's pictures as committed (in a rescue's copy, not its content/media).
      ...mediaFiles.map((file) => [join(mediaOut, file), sampleContent('media', file)]),
      ...photoFiles.map((file) => [join(photosOut, file), join(defaultOut.photos, file)]),
    ];
    for (const [drawn, committed] of pairs as [string, string][]) {
      const [ours, theirs] = [readFileSync(drawn), readFileSync(committed)];
      const { format, width, height } = await sharp(ours).metadata();
      const expected = await sharp(theirs).metadata();
      expect({ drawn, format, width, height }).toEqual({
        drawn,
        format: expected.format,
        width: expected.width,
        height: expected.height,
      });
      expect(ours.equals(theirs), drawn).toBe(true);
    }
  });

  it('refuses a picture it does not know rather than drawing nothing', async () => {
    await expect(
      drawSamples({ mediaOut: root, photosOut: root, only: ['images/dogs/99-1.webp'] }),
    ).rejects.toThrow('No such sample picture: images/dogs/99-1.webp');
  });
});
