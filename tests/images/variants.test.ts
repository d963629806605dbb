import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readManifest } from '#lib/images/manifest.ts';
import { imageFormats, variantPath, widthsOf } from '#lib/images/responsive.ts';
import { writeVariants } from '#lib/images/variants.ts';
import { tempDir } from '../support/tempDirs.ts';

async function photo(file: string, width: number, height: number, colour: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  writeFileSync(file, await image.webp().toBuffer());
}

describe('responsive photo variants', () => {
  it('publishes every width in AVIF and WebP, and encodes an unchanged photo only once', async () => {
    const mediaDir = tempDir('media-');
    const cacheDir = tempDir('image-cache-');
    await photo(join(mediaDir, 'images/dogs/1-1.webp'), 800, 600, '#a0522d');
    await photo(join(mediaDir, 'images/site/hero.webp'), 1600, 600, '#336699');
    // The same photo under a second name is the same content: published once.
    await photo(join(mediaDir, 'images/dogs/2-1.webp'), 800, 600, '#a0522d');
    writeFileSync(join(mediaDir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const manifest = await readManifest(mediaDir, cacheDir);
    expect(Object.keys(manifest).sort()).toEqual([
      '/images/dogs/1-1.webp',
      '/images/dogs/2-1.webp',
      '/images/site/hero.webp',
    ]);
    const dog = manifest['/images/dogs/1-1.webp']!;
    expect(dog).toMatchObject({ width: 800, height: 600 });
    expect(manifest['/images/dogs/2-1.webp']!.hash).toBe(dog.hash);
    expect(widthsOf(dog)).toEqual([400, 640, 800]);
    expect(widthsOf(manifest['/images/site/hero.webp']!)).toEqual([400, 640, 800, 1200, 1600]);

    const clientDir = tempDir('client-');
    const first = await writeVariants(manifest, { mediaDir, clientDir, cacheDir });
    expect(first).toEqual({ encoded: 16, cached: 0 });
    const published = readdirSync(join(clientDir, 'assets/images'));
    expect(published).toHaveLength(16);
    expect(published).toContain(`${dog.hash}-640.avif`);
    expect(published).toContain(`${dog.hash}-640.webp`);
    const small = await sharp(join(clientDir, 'assets/images', `${dog.hash}-400.avif`)).metadata();
    expect(small).toMatchObject({ width: 400, height: 300 });

    // A second build, into a fresh folder: nothing is encoded again.
    const again = await writeVariants(await readManifest(mediaDir, cacheDir), {
      mediaDir,
      clientDir: tempDir('client-'),
      cacheDir,
    });
    expect(again).toEqual({ encoded: 0, cached: 16 });

    // A changed photo gets a new name and is the only one encoded.
    await photo(join(mediaDir, 'images/dogs/1-1.webp'), 800, 600, '#228b22');
    const changed = await readManifest(mediaDir, cacheDir);
    expect(changed['/images/dogs/1-1.webp']!.hash).not.toBe(dog.hash);
    const third = await writeVariants(changed, {
      mediaDir,
      clientDir: tempDir('client-'),
      cacheDir,
    });
    expect(third).toEqual({ encoded: 6, cached: 16 });
  });

  it('writes the bytes each format gets encoded straight from the file, whatever the photo holds', async () => {
    const mediaDir = tempDir('media-');
    const cacheDir = tempDir('image-cache-');
    // A photo with detail, so the encoders have work the pixels decide.
    const noise = Buffer.from(Array.from({ length: 480 * 240 * 3 }, (_, i) => (i * 7919) % 251));
    const base = () => sharp(noise, { raw: { width: 480, height: 240, channels: 3 } });
    const sources: Record<string, sharp.Sharp> = {
      'alpha.png': base().ensureAlpha(0.5).png(),
      'grey.jpg': base().greyscale().jpeg(),
      'sixteen-bit.png': base().png().toColourspace('rgb16'),
      'cmyk.jpg': base().toColourspace('cmyk').jpeg(),
      'display-p3.jpg': base().withIccProfile('p3').jpeg(),
      'turned.jpg': base().withMetadata({ orientation: 6 }).jpeg(),
      'upright.jpg': base().withMetadata({ orientation: 1 }).jpeg(),
    };
    mkdirSync(join(mediaDir, 'images'));
    for (const [name, image] of Object.entries(sources)) {
      writeFileSync(join(mediaDir, 'images', name), await image.toBuffer());
    }
    const manifest = await readManifest(mediaDir, cacheDir);
    const clientDir = tempDir('client-');
    await writeVariants(manifest, { mediaDir, clientDir, cacheDir });
    for (const [href, source] of Object.entries(manifest)) {
      for (const width of widthsOf(source)) {
        const resized = () => sharp(join(mediaDir, href)).resize({ width });
        const expected = {
          avif: await resized()
            .avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' })
            .toBuffer(),
          webp: await resized().webp({ quality: 72, effort: 4 }).toBuffer(),
        };
        for (const format of imageFormats) {
          const written = readFileSync(join(clientDir, variantPath(source, width, format)));
          expect(written.equals(expected[format]), `${href} ${width} ${format}`).toBe(true);
        }
      }
    }
  });

  it('names the file sharp cannot read', async () => {
    const mediaDir = tempDir('media-');
    mkdirSync(join(mediaDir, 'images'));
    writeFileSync(join(mediaDir, 'images/broken.jpg'), 'not a photo');
    await expect(readManifest(mediaDir, tempDir('image-cache-'))).rejects.toThrow(/broken\.jpg/);
  });
});
