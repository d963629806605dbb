import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawListingPhotos } from '../../scripts/draw-listing-photos.ts';
import { readSampleData, samplePhotosDir } from '../../server/sample-service/data.ts';

const referenced = [
  ...new Set(
    readSampleData().animals.flatMap((animal) =>
      animal.photos.flatMap((photo) => Object.values(photo).map((href) => basename(href))),
    ),
  ),
].sort();

let drawnDir: string;

beforeAll(async () => {
  drawnDir = await mkdtemp(join(tmpdir(), 'listing-photos-'));
});

afterAll(() => rm(drawnDir, { recursive: true, force: true }));

describe('sample photos', () => {
  it('exist for every photo the sample animals point at, and no others', async () => {
    expect(referenced.length).toBeGreaterThanOrEqual(26);
    expect((await readdir(samplePhotosDir)).sort()).toEqual(referenced);
  });

  it('are 600x450 WebP files under 25 KB', async () => {
    for (const file of referenced) {
      const bytes = await readFile(join(samplePhotosDir, file));
      expect(bytes.length, file).toBeLessThan(25 * 1024);
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ file, format, width, height }).toEqual({
        file,
        format: 'webp',
        width: 600,
        height: 450,
      });
    }
  });

  it('are exactly what scripts/draw-listing-photos.ts draws (run it after changing animals.json)', async () => {
    const drawn = await drawListingPhotos(drawnDir);
    expect([...new Set(drawn)].sort()).toEqual(referenced);
    for (const file of referenced) {
      const committed = await readFile(join(samplePhotosDir, file));
      expect((await readFile(join(drawnDir, file))).equals(committed), file).toBe(true);
    }
  });
});
