import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomically } from '../writeFileAtomically.ts';
import type { SourceImage } from './responsive.ts';

/** Content photos by their path on the site (/images/…). */
export type ImageManifest = Record<string, SourceImage>;

interface IndexEntry extends SourceImage {
  size: number;
  mtimeMs: number;
}

const rasterImage = /\.(jpe?g|png|webp)$/i;

/**
 * Hash and size of every raster photo under mediaDir/images. A file whose size and time are
 * unchanged since the last build is not read again (the index lives in cacheDir).
 */
export async function readManifest(mediaDir: string, cacheDir: string): Promise<ImageManifest> {
  const indexFile = join(cacheDir, 'index.json');
  const previous = readJson(indexFile);
  const next: Record<string, IndexEntry> = {};
  const manifest: ImageManifest = {};
  for (const file of walk(join(mediaDir, 'images')).filter((file) => rasterImage.test(file))) {
    const href = `/${relative(mediaDir, file).split(sep).join('/')}`;
    const { size, mtimeMs } = statSync(file);
    let entry = previous[href];
    if (entry?.size !== size || entry.mtimeMs !== mtimeMs) {
      const bytes = readFileSync(file);
      const { width, height } = await sharp(bytes)
        .metadata()
        .catch((error: Error) => {
          throw new Error(`${file}: not a photo the build can read (${error.message})`);
        });
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      entry = { hash, width, height, size, mtimeMs };
    }
    next[href] = entry;
    manifest[href] = { hash: entry.hash, width: entry.width, height: entry.height };
  }
  await writeFileAtomically(indexFile, JSON.stringify(next));
  return manifest;
}

function readJson(file: string): Record<string, IndexEntry> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, IndexEntry>;
  } catch {
    return {};
  }
}

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
