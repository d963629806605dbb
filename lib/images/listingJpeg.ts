import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fileDigest } from '../fileDigests.ts';
import { writeFileAtomically } from '../writeFileAtomically.ts';

// At most 1200 px on the long side: what Petfinder, Adopt-a-Pet and RescueGroups.org all take
// and show, a few hundred KB a photo (Adopt-a-Pet counts a quota).
const encoding = { longest: 1200, jpeg: { quality: 82, mozjpeg: true } } as const;
const settingsFolder = createHash('sha256')
  .update(JSON.stringify(encoding))
  .digest('hex')
  .slice(0, 8);

/**
 * A content photo (/images/dogs/1-1.webp) as the JPEG the listing services take, kept in the
 * build's image cache by the photo's content hash: an unchanged photo is encoded once.
 */
export async function listingJpeg(
  mediaDir: string,
  href: string,
  cacheDir: string,
): Promise<{ jpeg: Buffer; encoded: boolean }> {
  const source = join(mediaDir, href);
  const cached = join(
    cacheDir,
    settingsFolder,
    'listing',
    `${fileDigest(source).slice(0, 16)}.jpg`,
  );
  if (
    await stat(cached).then(
      () => true,
      () => false,
    )
  ) {
    return { jpeg: await readFile(cached), encoded: false };
  }
  const jpeg = await sharp(source)
    .rotate()
    .resize({
      width: encoding.longest,
      height: encoding.longest,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg(encoding.jpeg)
    .toBuffer();
  await writeFileAtomically(cached, jpeg, { durable: false });
  return { jpeg, encoded: true };
}
