/**
 * Draws the bundled sample pictures as SVG and writes them, WebP through sharp: the content's
 * photos, logos and site art into content/media, and the sample listing service's photos.
 * Deterministic, so a rerun rewrites identical files.
 *
 *   npm run draw:samples -- [--media-out DIR] [--photos-out DIR] [--only FILE]...
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readSampleData, samplePhotosDir } from '#lib/listings/sampleService/data.ts';
import { contentPictures } from './contentPictures.ts';
import { listingPictures } from './listingPhotos.ts';
import { resetUids, type Picture } from './shapes.ts';

/** Where the pictures go unless told otherwise. */
export const defaultOut = {
  media: fileURLToPath(new URL('../../content/media/', import.meta.url)),
  photos: samplePhotosDir,
};

export interface DrawOptions {
  mediaOut?: string;
  photosOut?: string;
  /** Draw only these files (paths as the pictures name them); all by default. */
  only?: string[];
}

/** Writes the pictures and returns the paths written. */
export async function drawSamples(options: DrawOptions = {}): Promise<string[]> {
  const { mediaOut = defaultOut.media, photosOut = defaultOut.photos, only } = options;
  const all = [
    ...contentPictures.map((picture) => ({ picture, out: join(mediaOut, picture.file) })),
    ...listingPictures(readSampleData().animals).map((picture) => ({
      picture,
      out: join(photosOut, picture.file),
    })),
  ];
  const unknown = only?.filter((file) => !all.some(({ picture }) => picture.file === file));
  if (unknown?.length) throw new Error(`No such sample picture: ${unknown.join(', ')}`);
  const chosen = only ? all.filter(({ picture }) => only.includes(picture.file)) : all;
  for (const { picture, out } of chosen) await render(picture, out);
  return chosen.map(({ out }) => out);
}

async function render(picture: Picture, out: string): Promise<void> {
  mkdirSync(dirname(out), { recursive: true });
  resetUids();
  const svg = picture.draw();
  if (out.endsWith('.svg')) {
    writeFileSync(out, `${svg}\n`);
  } else {
    await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toFile(out);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      'media-out': { type: 'string' },
      'photos-out': { type: 'string' },
      only: { type: 'string', multiple: true },
    },
  });
  const written = await drawSamples({
    mediaOut: values['media-out'],
    photosOut: values['photos-out'],
    only: values.only,
  });
  let total = 0;
  for (const out of written) {
    const size = statSync(out).size;
    total += size;
    console.log(`${out}  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${written.length} pictures, ${(total / 1024).toFixed(1)} KB in all`);
}
