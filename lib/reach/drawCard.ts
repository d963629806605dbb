import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileDigest } from '../fileDigests.ts';
import { cardCache } from './cardCache.ts';
import { cardImageDrawer, layoutVersion } from './cardImage.ts';
import type { ShareCard } from './cards.ts';
import { downloadPhoto } from './downloadPhoto.ts';

interface CardDrawer {
  /** Writes the card's image to outFile, from the cache when its inputs are unchanged; true if drawn. */
  draw(card: ShareCard, outFile: string): Promise<boolean>;
}

/** Draws cards (cardImage.ts) from their photo, local or remote; cached by input hash (cardCache.ts). */
export function cardDrawer(options: {
  publicDir: string;
  cacheDir: string;
  siteName: string;
  /** The logo's path under publicDir (site.json `logo`). */
  logo: string;
  /**
   * Folders on disk for photos served elsewhere than publicDir, by the address they are served
   * under (the sample listing service's photos).
   */
  photoDirs: Record<string, string>;
}) {
  const { publicDir, siteName, photoDirs } = options;
  const logoFile = join(publicDir, options.logo);
  const logoDigest = fileDigest(logoFile);
  const drawImage = cardImageDrawer(siteName, readFileSync(logoFile));
  const cacheFor = cardCache(options.cacheDir);
  // Content photos are checked by the loader; a listing's photo can be missing: no photo then.
  const photoDigest = (path: string): string | undefined => {
    const file = photoFile(path);
    if (existsSync(file)) return fileDigest(file);
    console.warn(`Warning: share card photo ${path} not found; the card has no photo.`);
    return undefined;
  };

  const madeDirs = new Set<string>();
  const makeDir = (dir: string) => {
    if (!madeDirs.has(dir)) mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  };

  // Cards being drawn, by cached file: one the same as a card on its way (the same picture in two
  // languages) waits for it and is placed, not drawn twice.
  const drawing = new Map<string, Promise<boolean>>();

  async function draw(card: ShareCard, outFile: string): Promise<boolean> {
    const remote = card.photo !== undefined && /^https?:\/\//.test(card.photo);
    const localDigest = card.photo && !remote ? photoDigest(card.photo) : undefined;
    const local = localDigest && card.photo;
    const cached = cacheFor({
      layoutVersion,
      name: card.name,
      line: card.line,
      ribbon: card.ribbon,
      siteName,
      // A remote photo is known by its address, so a cached card needs no download.
      photo: remote ? card.photo : localDigest,
      logo: logoDigest,
    });
    makeDir(dirname(outFile));
    const earlier = drawing.get(cached.file);
    if (earlier) await earlier;
    if (cached.placeAt(outFile)) return false;
    const drawn = drawAnew();
    drawing.set(cached.file, drawn);
    return drawn.finally(() => drawing.delete(cached.file));

    async function drawAnew(): Promise<boolean> {
      const bytes = remote ? await downloadPhoto(card.photo!) : undefined;
      // A local photo is read only when its crop is not already made.
      const photo = bytes
        ? { key: card.photo!, read: () => bytes }
        : local
          ? { key: localDigest!, read: () => readFileSync(photoFile(local)) }
          : undefined;
      const image = await drawImage(card, photo);
      if (remote && !bytes) {
        // Not cached: the photo may be back by the next build.
        writeFileSync(outFile, image);
        return true;
      }
      await cached.keep(image, outFile);
      return true;
    }
  }

  function photoFile(path: string): string {
    for (const [address, dir] of Object.entries(photoDirs)) {
      if (path.startsWith(`${address}/`)) return join(dir, path.slice(address.length + 1));
    }
    return join(publicDir, path);
  }

  return { draw } satisfies CardDrawer;
}
