import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { checkPhoto, maxPhotoPixels, photoFormats } from '#lib/content/photoFiles.ts';
import { maxPhotoSide } from '#lib/content/rules.ts';
import { CliError } from './errors.ts';

/** File extension for each image format the site takes from a camera or phone. */
const extensions: Record<string, 'jpg' | 'png' | 'webp'> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

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
  const check = checkPhoto(path);
  if (!check.ok) throw new CliError(`${file}: the photo ${check.reason}.`);
  return encoded(path, check.format);
}

/** preparePhoto for a photo's bytes (a download), named by where they came from. */
export async function preparePhotoData(data: Buffer, from: string): Promise<PreparedPhoto> {
  const header = await sharp(data)
    .metadata()
    .catch(() => undefined);
  const { format = '', width = 0, height = 0 } = header ?? {};
  if (!photoFormats.includes(format) || width * height === 0) {
    throw new CliError(`${from}: the photo is not a JPEG, PNG or WebP image.`);
  }
  if (width * height > maxPhotoPixels) throw new CliError(`${from}: the photo is too large.`);
  return encoded(data, format);
}

async function encoded(input: string | Buffer, format: string): Promise<PreparedPhoto> {
  // rotate() turns the picture upright from its orientation tag before all metadata is dropped.
  const data = await sharp(input)
    .rotate()
    .resize({ width: maxPhotoSide, height: maxPhotoSide, fit: 'inside', withoutEnlargement: true })
    .toFormat(format as 'jpeg' | 'png' | 'webp')
    .toBuffer();
  return { data, ext: extensions[format]! };
}
