import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { checkPhoto, mediaPhotoFiles } from '../content/photoFiles.ts';
import { ContentError, contentProblem, type ContentProblem } from '../content/problems.ts';
import { fileDigest } from '../fileDigests.ts';
import { writeFileAtomically } from '../writeFileAtomically.ts';
import type { SourceImage } from './responsive.ts';

/** The image cache the build keeps its encoded photos in (IMAGE_CACHE_DIR moves it). */
export function imageCacheDir(root: string): string {
  return resolve(root, process.env.IMAGE_CACHE_DIR ?? 'node_modules/.cache/responsive-images');
}

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
  const problems: ContentProblem[] = [];
  for (const file of mediaPhotoFiles(mediaDir)) {
    const href = `/${relative(mediaDir, file).split(sep).join('/')}`;
    const hash = fileDigest(file).slice(0, 16);
    let size = known[hash];
    if (!size) {
      const check = checkPhoto(file);
      if (!check.ok) {
        // The same code and hint as `rescue validate` gives for the photo.
        const shown = `${basename(dirname(mediaDir))}/media${href}`;
        problems.push(contentProblem(check.code, shown, '', check.reason));
        continue;
      }
      size = [check.width, check.height];
    }
    sizes[hash] = size;
    manifest[href] = { hash, width: size[0], height: size[1] };
  }
  if (problems.length > 0) throw new ContentError(problems);
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
