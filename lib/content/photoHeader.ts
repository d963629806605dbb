import { closeSync, openSync, readSync } from 'node:fs';

export interface PhotoHeader {
  /** sharp's name for the format: jpeg, png, webp, gif, svg, heif, tiff. */
  format: string;
  /** Pixel size as stored (before any EXIF turn), 0 where the format's header does not say. */
  width: number;
  height: number;
}

/**
 * A photo's format and pixel size, read from the few bytes that hold them: checking a thousand
 * photos costs a few reads each, and `rescue validate` never loads an image library.
 * Undefined for a file that is no image at all.
 */
export function readPhotoHeader(path: string): PhotoHeader | undefined {
  const fd = openSync(path, 'r');
  try {
    const read = (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      return buffer.subarray(0, readSync(fd, buffer, 0, length, position));
    };
    const head = read(0, 32);
    if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(read);
    if (head.subarray(0, 8).equals(pngSignature)) {
      return { format: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    }
    if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return webpSize(head);
    return otherFormat(head);
  } finally {
    closeSync(fd);
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('latin1', start, end);
}

/** Walks the JPEG's segments to its frame header (SOFn), skipping EXIF and the rest by length. */
function jpegSize(read: (position: number, length: number) => Buffer): PhotoHeader | undefined {
  let position = 2;
  for (;;) {
    const segment = read(position, 9);
    if (segment.length < 4 || segment[0] !== 0xff) return undefined;
    const marker = segment[1]!;
    if (marker === 0xff) {
      position += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (segment.length < 9) return undefined;
      return { format: 'jpeg', width: segment.readUInt16BE(7), height: segment.readUInt16BE(5) };
    }
    position += 2 + segment.readUInt16BE(2);
  }
}

function webpSize(head: Buffer): PhotoHeader | undefined {
  const chunk = ascii(head, 12, 16);
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a) {
    return {
      format: 'webp',
      width: head.readUInt16LE(26) & 0x3fff,
      height: head.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return {
      format: 'webp',
      width: head.readUIntLE(24, 3) + 1,
      height: head.readUIntLE(27, 3) + 1,
    };
  }
  return undefined;
}

/** Formats the site does not show, named so the volunteer learns what the file is. */
function otherFormat(head: Buffer): PhotoHeader | undefined {
  const text = ascii(head, 0, 32);
  const format = text.startsWith('GIF8')
    ? 'gif'
    : /^\s*<(\?xml|svg)/.test(text)
      ? 'svg'
      : /^....ftyp(avif|avis|heic|heix|mif1)/s.test(text)
        ? 'heif'
        : /^(II\*\0|MM\0\*)/.test(text)
          ? 'tiff'
          : undefined;
  return format ? { format, width: 0, height: 0 } : undefined;
}
