import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSamples } from '../../scripts/sampleArt/draw.ts';
import { readSampleData, samplePhotosDir } from '#lib/listings/sampleService/data.ts';

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

  it('are exactly what npm run draw:samples draws (run it after changing animals.json)', async () => {
    const drawn = await drawSamples({ photosOut: drawnDir, only: referenced });
    expect(drawn.map((path) => basename(path)).sort()).toEqual(referenced);
    for (const file of referenced) {
      const committed = await readFile(join(samplePhotosDir, file));
      expect((await readFile(join(drawnDir, file))).equals(committed), file).toBe(true);
    }
  });
});
