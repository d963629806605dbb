import { createHash } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomically } from '../writeFileAtomically.ts';
import { readManifest, type ImageManifest } from './manifest.ts';
import { onEveryCore } from '../onEveryCore.ts';
import {
  imageFormats,
  variantPath,
  widthsOf,
  type ImageFormat,
  type SourceImage,
} from './responsive.ts';

// AVIF at effort 1 with 4:2:0 chroma, as WebP and JPEG photos have: a fifth of effort 3's 4:4:4
// time here, with files 15% smaller (bench notes in docs/contributors.md, "Photos and speed").
const encoding = {
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
} satisfies { avif: sharp.AvifOptions; webp: sharp.WebpOptions };

/** Where an encoded file is kept: under a folder named after the settings, so new settings encode anew. */
const settingsFolder = createHash('sha256')
  .update(JSON.stringify(encoding))
  .digest('hex')
  .slice(0, 8);
const cachedFile = (cacheDir: string, path: string) => join(cacheDir, settingsFolder, path);

/**
 * Writes every width and format of every photo into clientDir (none: only into the cache). An
 * encoded file is kept in cacheDir by the photo's content hash, so an unchanged photo is only
 * copied; returns how many files were encoded and how many came from the cache.
 */
export async function writeVariants(
  manifest: ImageManifest,
  dirs: { mediaDir: string; clientDir?: string; cacheDir: string },
): Promise<{ encoded: number; cached: number }> {
  // One job per photo and width, writing each format; photos shared by several records are
  // written once. The widest first, so the slowest encodes do not end the step on one core.
  const jobs = new Map<string, { href: string; source: SourceImage; width: number }>();
  for (const [href, source] of Object.entries(manifest)) {
    for (const width of widthsOf(source)) {
      jobs.set(variantPath(source, width, 'avif'), { href, source, width });
    }
  }
  const counts = { encoded: 0, cached: 0 };
  const queue = [...jobs.values()].sort((a, b) => b.width - a.width);
  await onEveryCore('Responsive images', queue, async ({ href, source, width }) => {
    const file = join(dirs.mediaDir, href);
    const resized = () => sharp(file).resize({ width });
    // Decoded and resized once for both formats: the same bytes as encoding each from the file,
    // save an AVIF of a turned photo, which keeps its orientation (the WebP drops it).
    let pixels: Promise<{ data: Buffer; info: sharp.OutputInfo }> | undefined;
    const encoderOf = async (format: ImageFormat) => {
      const { orientation = 1 } = format === 'avif' ? await sharp(file).metadata() : {};
      if (orientation > 1) {
        return resized();
      }
      const { data, info } = await (pixels ??= resized()
        .raw()
        .toBuffer({ resolveWithObject: true }));
      return sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
    };
    for (const format of imageFormats) {
      const path = variantPath(source, width, format);
      const cached = cachedFile(dirs.cacheDir, path);
      if (await exists(cached)) {
        counts.cached++;
      } else {
        const image = await encoderOf(format);
        const encoded = format === 'avif' ? image.avif(encoding.avif) : image.webp(encoding.webp);
        await writeFileAtomically(cached, await encoded.toBuffer(), { durable: false });
        counts.encoded++;
      }
      if (!dirs.clientDir) continue;
      const out = join(dirs.clientDir, path);
      await mkdir(dirname(out), { recursive: true });
      await copyFile(cached, out);
    }
  });
  return counts;
}

/** Encodes every photo of mediaDir into cacheDir only, for the builds after it. */
export async function encodeIntoCache(mediaDir: string, cacheDir: string) {
  return writeVariants(await readManifest(mediaDir, cacheDir), { mediaDir, cacheDir });
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}
