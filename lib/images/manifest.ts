import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { mediaPhotoFiles } from '../content/photoFiles.ts';
import { fileDigest } from '../fileDigests.ts';
import { writeFileAtomically } from '../writeFileAtomically.ts';
import type { SourceImage } from './responsive.ts';

/** Content photos by their path on the site (/images/…). */
export type ImageManifest = Record<string, SourceImage>;

/**
 * Digest and size of every raster photo under mediaDir/images. Sizes are kept in cacheDir by
 * digest, so a photo seen before (in any build that shared the cache) is not opened again.
 */
export async function readManifest(mediaDir: string, cacheDir: string): Promise<ImageManifest> {
  const sizesFile = join(cacheDir, 'sizes.json');
  const known = readSizes(sizesFile);
  // Only this build's photos are kept, so the file does not grow with photos long gone.
  const sizes: typeof known = {};
  const manifest: ImageManifest = {};
  for (const file of mediaPhotoFiles(mediaDir)) {
    const href = `/${relative(mediaDir, file).split(sep).join('/')}`;
    const hash = fileDigest(file).slice(0, 16);
    sizes[hash] =
      known[hash] ??
      (await sharp(readFileSync(file))
        .metadata()
        .then(({ width, height }) => [width, height] as [number, number])
        .catch((error: Error) => {
          throw new Error(`${file}: not a photo the build can read (${error.message})`);
        }));
    const [width, height] = sizes[hash];
    manifest[href] = { hash, width, height };
  }
  await writeFileAtomically(sizesFile, JSON.stringify(sizes), { durable: false });
  return manifest;
}

/** Width and height of photos by digest. */
function readSizes(file: string): Record<string, [number, number]> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, [number, number]>;
  } catch {
    return {}; // none yet, or unreadable: every photo is measured again
  }
}
