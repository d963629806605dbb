import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { checkPhoto } from '../lib/content/photoFiles.ts';
import { CliError } from './errors.ts';

/** File extension for each image format the site takes from a camera or phone. */
const extensions: Record<string, 'jpg' | 'png' | 'webp'> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

/** Longest side kept: plenty for the site, and a phone's 12-megapixel original stays out of git. */
const maxSide = 2400;

/** A photo ready to be written under content/media, with the text that describes it. */
export interface PreparedPhoto {
  data: Buffer;
  ext: string;
  alt?: string;
}

/** Reads an image by its content (not its name) and re-encodes it so no EXIF or GPS data survives. */
export async function preparePhoto(file: string, cwd: string): Promise<PreparedPhoto> {
  const path = resolve(cwd, file);
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new CliError(`Photo file not found: ${file}`);
  }
  const check = await checkPhoto(path);
  if (!check.ok) throw new CliError(`${file}: the photo ${check.reason}.`);
  const { format } = check;
  const ext = extensions[format]!;
  // rotate() turns the picture upright from its orientation tag before all metadata is dropped.
  const data = await sharp(path)
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toFormat(format as 'jpeg' | 'png' | 'webp')
    .toBuffer();
  return { data, ext };
}

/** Paths `/images/<dir>/<id>-<n>.<ext>` for new photos, numbered on past any file already there. */
export function photoHrefs(contentDir: string, dir: string, id: number, exts: string[]): string[] {
  let n = 0;
  return exts.map((ext) => {
    let href: string;
    do href = `/images/${dir}/${id}-${++n}.${ext}`;
    while (existsSync(join(contentDir, 'media', href)));
    return href;
  });
}
