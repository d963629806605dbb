import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
// Sample listings point at photos the sample service serves; the build reads them from disk.
import { bundledPhotoBaseUrl, samplePhotosDir } from '../listings/sampleService/data.ts';
import { cardSize, type ShareCard } from './cards.ts';
import { fileDigest } from '../fileDigests.ts';
import { writeFileAtomically } from '../writeFileAtomically.ts';
import { escapeXml } from './xml.ts';

/** Bumped whenever the drawing changes, so cached cards of the old look are not reused. */
const layoutVersion = 1;
const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const colours = { navy: '#1f3a5f', gold: '#f4c95d', cream: '#fffaf3' };
const photoWidth = 660;
const panel = { left: photoWidth + 48, width: cardSize.width - photoWidth - 96 };
const ribbonTop = 40;
// mozjpeg's quantisation tables without its trellis search: the same look at a sixth of the time.
const cardJpeg: sharp.JpegOptions = { quality: 84, quantisationTable: 3, optimiseCoding: true };

export interface CardDrawer {
  /** Writes the card's image to outFile, from the cache when its inputs are unchanged; true if drawn. */
  draw(card: ShareCard, outFile: string): Promise<boolean>;
}

/** Draws cards with sharp: the photo, then the logo and Pango text laid over it; cached by input hash. */
export function cardDrawer(options: {
  publicDir: string;
  cacheDir: string;
  siteName: string;
  /** The logo's path under publicDir (site.json `logo`). */
  logo: string;
}) {
  const { publicDir, cacheDir, siteName } = options;
  const logoFile = join(publicDir, options.logo);
  const logo = readFileSync(logoFile);
  const logoDigest = fileDigest(logoFile);
  mkdirSync(cacheDir, { recursive: true });
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

  async function draw(card: ShareCard, outFile: string): Promise<boolean> {
    const remote = card.photo !== undefined && /^https?:\/\//.test(card.photo);
    const localDigest = card.photo && !remote ? photoDigest(card.photo) : undefined;
    const local = localDigest && card.photo;
    const key = digest(
      JSON.stringify({
        layoutVersion,
        name: card.name,
        line: card.line,
        ribbon: card.ribbon,
        siteName,
        // A remote photo is known by its address, so a cached card needs no download.
        photo: remote ? card.photo : localDigest,
        logo: logoDigest,
      }),
    );
    const cached = join(cacheDir, `${key}.jpg`);
    makeDir(dirname(outFile));
    if (existsSync(cached)) {
      place(cached, outFile);
      return false;
    }
    const bytes = remote ? await download(card.photo!) : undefined;
    // A local photo is read only when its crop is not already made.
    const photo = bytes
      ? { key: card.photo!, read: () => bytes }
      : local
        ? { key: localDigest!, read: () => readFileSync(photoFile(local)) }
        : undefined;
    const image = await compose(card, photo);
    if (remote && !bytes) {
      // Not cached: the photo may be back by the next build.
      writeFileSync(outFile, image);
      return true;
    }
    await writeFileAtomically(cached, image, { durable: false });
    place(cached, outFile);
    return true;
  }

  function photoFile(path: string): string {
    if (path.startsWith(`${bundledPhotoBaseUrl}/`)) {
      return join(samplePhotosDir, path.slice(bundledPhotoBaseUrl.length + 1));
    }
    return join(publicDir, path);
  }

  // What is the same on every card is drawn once a build: the navy ground with the logo and the
  // site's name (the photo, the name and the ribbon never overlap them), each ribbon's banner, a
  // photo's crop, and a line of text.
  const logoSize = 96;
  const drawBase = once(async () => {
    const brand = await fitText(
      siteName,
      colours.cream,
      panel.width - logoSize - 24,
      logoSize,
      110,
    );
    const layers: sharp.OverlayOptions[] = [
      {
        input: await sharp(logo).resize(logoSize, logoSize).png().toBuffer(),
        left: panel.left,
        top: 48,
      },
      {
        input: brand.data,
        raw: brand.info,
        left: panel.left + logoSize + 24,
        top: 48 + Math.round((logoSize - brand.info.height) / 2),
      },
    ];
    return sharp({ create: { ...cardSize, channels: 3, background: colours.navy } })
      .composite(layers)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  });
  const ribbons = memo(ribbon);
  const lines = memo((words: string) => fitText(words, colours.gold, panel.width, 110, 130));
  // Keyed by the photo's digest: generated and repeated photos are cropped once.
  const covers = memo((_key: string, read: () => Buffer) =>
    sharp(read())
      .resize(photoWidth, cardSize.height, { fit: 'cover', position: 'attention' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );

  async function compose(
    card: ShareCard,
    photo: { key: string; read: () => Buffer } | undefined,
  ): Promise<Buffer> {
    const base = await drawBase();
    // Laid out on a copy of the shared ground in memory: libvips' composite of a few layers
    // costs more than the JPEG itself.
    const canvas = { data: Buffer.from(base.data), width: cardSize.width };
    if (photo) {
      const cover = await covers(photo.key, photo.read);
      copyRows(canvas, cover, 0, 0);
    }
    const name = await fitText(card.name, colours.cream, panel.width, 230, 400);
    const line = await lines(card.line);
    // The name and its line sit together in the middle of the space under the logo.
    const top =
      180 + Math.round((cardSize.height - 180 - 48 - name.info.height - 24 - line.info.height) / 2);
    layOver(canvas, name, panel.left, top);
    layOver(canvas, line, panel.left, top + name.info.height + 24);
    if (card.ribbon) layOver(canvas, await ribbons(card.ribbon), 0, ribbonTop);
    return sharp(canvas.data, { raw: { ...cardSize, channels: 3 } })
      .jpeg(cardJpeg)
      .toBuffer();
  }

  /** A gold banner with a notched tail, for the photo's top-left corner. */
  async function ribbon(label: string): Promise<RawImage> {
    const words = await fitText(label, colours.navy, photoWidth - 120, 44, 150);
    const height = 72;
    const width = words.info.width + 96;
    const banner = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<polygon points="0,0 ${width},0 ${width - 24},${height / 2} ${width},${height} 0,${height}" fill="${colours.gold}"/></svg>`,
    );
    return sharp(banner)
      .composite([
        {
          input: words.data,
          raw: words.info,
          left: 40,
          top: Math.round((height - words.info.height) / 2),
        },
      ])
      .raw()
      .toBuffer({ resolveWithObject: true });
  }

  return { draw } satisfies CardDrawer;
}

/** Text (raw RGBA) set at most at maxDpi, wrapped to width; shrunk to fit when it would be taller than maxHeight. */
export async function fitText(
  words: string,
  colour: string,
  width: number,
  maxHeight: number,
  maxDpi: number,
) {
  const render = (fit: { dpi: number } | { height: number }) =>
    sharp({
      text: {
        text: `<span foreground="${colour}">${escapeXml(words)}</span>`,
        font: 'DejaVu Sans Bold',
        fontfile: fontFile,
        width,
        wrap: 'word-char',
        rgba: true,
        ...fit,
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
  const natural = await render({ dpi: maxDpi });
  return natural.info.height <= maxHeight ? natural : render({ height: maxHeight });
}

/** Pixels as sharp gives them raw: rows of RGB or RGBA bytes. */
type RawImage = { data: Buffer; info: { width: number; height: number; channels: number } };
type Canvas = { data: Buffer; width: number };

/** Copies an opaque RGB picture into the RGB canvas at (left, top). */
function copyRows(canvas: Canvas, image: RawImage, left: number, top: number) {
  const { width, height } = image.info;
  for (let y = 0; y < height; y++) {
    image.data.copy(
      canvas.data,
      ((top + y) * canvas.width + left) * 3,
      y * width * 3,
      (y + 1) * width * 3,
    );
  }
}

/** Lays an RGBA picture over the RGB canvas at (left, top): libvips' "over" for an opaque ground. */
function layOver(canvas: Canvas, image: RawImage, left: number, top: number) {
  const { width, height } = image.info;
  const { data } = image;
  for (let y = 0; y < height; y++) {
    let from = y * width * 4;
    let to = ((top + y) * canvas.width + left) * 3;
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) {
        const ground = canvas.data[to + c]!;
        canvas.data[to + c] = Math.round(ground + ((data[from + c]! - ground) * alpha) / 255);
      }
    }
  }
}

/**
 * Puts a cached card into the output as a hard link (a cached card never changes: a new look or
 * photo is a new file), so thousands of unchanged cards cost no copying; copies across disks.
 */
function place(cached: string, outFile: string) {
  try {
    linkSync(cached, outFile);
  } catch {
    copyFileSync(cached, outFile);
  }
}

function digest(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

async function download(url: string): Promise<Buffer | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    console.warn(`Warning: share card photo ${url} could not be fetched (${String(error)}).`);
    return undefined;
  }
}

/** The first call's promise for each key, kept for the last 16 keys: a build's repeats, bounded. */
function memo<A extends unknown[], R>(make: (key: string, ...rest: A) => Promise<R>) {
  const made = new Map<string, Promise<R>>();
  return (key: string, ...rest: A): Promise<R> => {
    let result = made.get(key);
    if (!result) {
      result = make(key, ...rest);
      made.set(key, result);
      if (made.size > 16) made.delete(made.keys().next().value!);
    }
    return result;
  };
}

function once<R>(make: () => Promise<R>): () => Promise<R> {
  let result: Promise<R> | undefined;
  return () => (result ??= make());
}
