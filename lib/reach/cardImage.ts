import { createRequire } from 'node:module';
import sharp from 'sharp';
import { cardSize, type ShareCard } from './cards.ts';
import { initialOf } from './text.ts';
import { escapeXml } from './xml.ts';

/** Bumped whenever the drawing changes, so cached cards of the old look are not reused. */
export const layoutVersion = 2;

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const colours = { navy: '#1f3a5f', gold: '#f4c95d', cream: '#fffaf3' };
const photoWidth = 660;
const panel = { left: photoWidth + 48, width: cardSize.width - photoWidth - 96 };
const ribbonTop = 40;
// mozjpeg's quantisation tables without its trellis search: the same look at a sixth of the time.
const cardJpeg: sharp.JpegOptions = { quality: 84, quantisationTable: 3, optimiseCoding: true };

/** A card's photo, read only when its crop (kept by its key) is not already made. */
export interface CardPhoto {
  key: string;
  read: () => Buffer;
}

/** Draws card images with sharp: the photo, then the logo and Pango text laid over it. */
export function cardImageDrawer(siteName: string, logo: Buffer) {
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

  // Canvases of cards already encoded, for the next: a new 2 MB buffer costs more than the copy.
  const spare: Buffer[] = [];

  async function compose(card: ShareCard, photo: CardPhoto | undefined): Promise<Buffer> {
    const base = await drawBase();
    // Laid out on a copy of the shared ground in memory: libvips' composite of a few layers
    // costs more than the JPEG itself.
    const canvas = {
      data: spare.pop() ?? Buffer.allocUnsafe(base.data.length),
      width: cardSize.width,
    };
    base.data.copy(canvas.data);
    try {
      return await layOut(card, photo, canvas);
    } finally {
      spare.push(canvas.data);
    }
  }

  async function layOut(card: ShareCard, photo: CardPhoto | undefined, canvas: Canvas) {
    if (photo) {
      const cover = await covers(photo.key, photo.read);
      copyRows(canvas, cover, 0, 0);
    } else {
      // No photo yet: the name's first letter, large, where the photo would be.
      const initial = await fitText(initialOf(card.name), colours.gold, photoWidth, 360, 1200);
      const left = Math.round((photoWidth - initial.info.width) / 2);
      layOver(canvas, initial, left, Math.round((cardSize.height - initial.info.height) / 2));
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

  return compose;
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
