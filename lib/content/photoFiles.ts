import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { collectionKeys, collections } from './collections.ts';
import type { CheckMemo } from './contentFiles.ts';
import { photoPaths } from './photoPaths.ts';
import type { CollectionRecords } from './types.ts';
import { readPhotoHeader } from './photoHeader.ts';
import { contentProblem, type ContentProblem } from './problems.ts';

/** The largest photo sharp decodes (its default limit, 16383 × 16383 pixels). */
export const maxPhotoPixels = 268_402_689;

/** Formats the site shows, by sharp's name for them. */
export const photoFormats = ['jpeg', 'png', 'webp'];
const photoFile = /\.(jpe?g|png|webp)$/i;

/** Every photo file under mediaDir/images (the responsive images' sources), links followed. */
export function mediaPhotoFiles(mediaDir: string): string[] {
  return filesUnder(join(mediaDir, 'images')).filter((file) => photoFile.test(file));
}

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export type PhotoCheck =
  | { ok: true; format: string; width: number; height: number }
  | { ok: false; code: 'photo-not-image' | 'photo-too-large'; reason: string };

/**
 * Reads a photo's header (cheap: a few bytes, the pixels are not decoded) and says what is wrong
 * with it for the site: not an image, a format the site does not show, or too many pixels to decode.
 */
export function checkPhoto(path: string): PhotoCheck {
  const header = readPhotoHeader(path);
  if (!header) {
    return { ok: false, code: 'photo-not-image', reason: 'is not a JPEG, PNG or WebP image' };
  }
  const { format, width, height } = header;
  if (!photoFormats.includes(format)) {
    return {
      ok: false,
      code: 'photo-not-image',
      reason: `is not a JPEG, PNG or WebP image (it is ${format.toUpperCase()})`,
    };
  }
  if (!width || !height) {
    return { ok: false, code: 'photo-not-image', reason: 'is not a JPEG, PNG or WebP image' };
  }
  if (width * height > maxPhotoPixels) {
    const limit = Math.floor(maxPhotoPixels / 1_000_000);
    return {
      ok: false,
      code: 'photo-too-large',
      reason: `is ${width}×${height}, over the ${limit}-megapixel limit`,
    };
  }
  return { ok: true, format, width, height };
}

const rasterImage = /\.(jpe?g|png|webp)$/i;

/**
 * Every referenced photo that is there but that the build could not turn into the site's images;
 * with a memo, a photo unchanged since its last check is not read again.
 */
export function photoFileProblems(
  contentDir: string,
  records: CollectionRecords,
  memo?: CheckMemo,
): ContentProblem[] {
  // Records often share a photo: each file is looked for and read once. Missing photos are
  // already reported (undefined here).
  const checked = new Map<string, PhotoCheck | undefined>();
  const check = (path: string) => (existsSync(path) ? checkPhoto(path) : undefined);
  const checkOnce = (path: string) => {
    if (!checked.has(path)) {
      checked.set(path, memo ? memo.photo(path, () => check(path)) : check(path));
    }
    return checked.get(path);
  };
  const checks = collectionKeys.flatMap((key) =>
    (records[key] as unknown as Record<string, unknown>[]).flatMap((record) =>
      photoPaths(record).map(([pointer, href]): ContentProblem | undefined => {
        // Other files (an SVG logo) are copied as they are.
        if (!rasterImage.test(extname(href))) return undefined;
        const check = checkOnce(join(contentDir, 'media', href));
        if (!check || check.ok) return undefined;
        return contentProblem(
          check.code,
          `${basename(contentDir)}/${collections[key].dir}/${String(record.id)}.json`,
          pointer,
          `photo "${href}" ${check.reason}`,
        );
      }),
    ),
  );
  return checks.filter((problem) => problem !== undefined);
}
