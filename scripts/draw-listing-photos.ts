/**
 * Draws a simple picture for every photo the sample animals point at, so the sample service
 * needs no network and no stock photos: `npx tsx scripts/draw-listing-photos.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Animal } from '../lib/listings/types.ts';
import { readSampleData, samplePhotosDir } from '../lib/listings/sampleService/data.ts';

const width = 600;
const height = 450;
const ground = 370;

/** Fur colours by the service's colour names. */
const furColours: Record<string, string> = {
  Black: '#24211f',
  'Brown / Chocolate': '#b4773d',
  Sable: '#8a6a45',
  'Red / Chestnut / Orange': '#c9772f',
  'White / Cream': '#efe4cf',
  'Merle (Blue)': '#8c96a3',
  Brindle: '#7a5634',
  'Tricolor (Brown, Black, & White)': '#2b2623',
  'Gray / Blue / Silver': '#9097a0',
};

interface Shape {
  legs: number;
  bodyWidth: number;
  bodyHeight: number;
  earHeight: number;
  tail: boolean;
}

const shepherd: Shape = { legs: 105, bodyWidth: 230, bodyHeight: 95, earHeight: 62, tail: true };
const corgi: Shape = { legs: 42, bodyWidth: 240, bodyHeight: 88, earHeight: 56, tail: false };

/** Writes every sample photo into outDir and returns the file names. */
export async function drawListingPhotos(outDir: string = samplePhotosDir): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  for (const animal of readSampleData().animals) {
    for (const [index, photo] of animal.photos.entries()) {
      const file = basename(photo.full);
      await sharp(Buffer.from(drawDog(animal, file, index)))
        .webp({ quality: 70, effort: 6 })
        .toFile(join(outDir, file));
      files.push(file);
    }
  }
  return files;
}

function drawDog(animal: Animal, file: string, index: number): string {
  const seed = hash(file);
  const shape = shapeOf(animal);
  const fur = furColours[animal.colors.primary ?? ''] ?? '#9a7b55';
  const second = furColours[animal.colors.secondary ?? ''] ?? fur;
  const isCorgi = shape.legs < 60;
  const bodyTop = ground - shape.legs - shape.bodyHeight + 12;
  const left = 300 - shape.bodyWidth / 2 - 40 + (seed % 60);
  const right = left + shape.bodyWidth;
  const headX = right + 8;
  const headY = bodyTop - 22;
  const legColour = isCorgi ? fur : second;
  const legXs = [left + 22, left + 58, right - 70, right - 34];
  // Second photos face the other way, so a gallery does not show the same picture twice.
  const flip = index % 2 === 1 ? `transform="translate(${width} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${seed % 360} 55% 82%)"/>
    <stop offset="1" stop-color="hsl(${(seed + 40) % 360} 45% 93%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${80 + (seed % 440)}" cy="80" r="38" fill="#fff6c9"/>
  <rect y="${ground - 10}" width="${width}" height="${height - ground + 10}" fill="hsl(${95 + (seed % 30)} 35% 52%)"/>
  <g ${flip}>
    <ellipse cx="${(left + right) / 2}" cy="${ground + 4}" rx="${shape.bodyWidth / 2 + 20}" ry="12" fill="#00000030"/>
    ${shape.tail ? `<path d="M ${left + 10} ${bodyTop + 25} q -70 10 -75 ${shape.legs - 10}" stroke="${fur}" stroke-width="24" fill="none" stroke-linecap="round"/>` : ''}
    ${legXs.map((x) => `<rect x="${x}" y="${bodyTop + shape.bodyHeight / 2}" width="26" height="${ground - bodyTop - shape.bodyHeight / 2}" rx="12" fill="${legColour}"/>`).join('')}
    ${isCorgi ? legXs.map((x) => `<rect x="${x}" y="${ground - 16}" width="26" height="16" rx="8" fill="#f5efe4"/>`).join('') : ''}
    <rect x="${left}" y="${bodyTop}" width="${shape.bodyWidth}" height="${shape.bodyHeight}" rx="${shape.bodyHeight / 2}" fill="${isCorgi ? fur : second}"/>
    ${isCorgi ? `<ellipse cx="${right - 30}" cy="${bodyTop + shape.bodyHeight - 25}" rx="45" ry="30" fill="#f5efe4"/>` : `<path d="M ${left + 20} ${bodyTop + 8} Q ${(left + right) / 2} ${bodyTop - 14} ${right - 40} ${bodyTop + 10} L ${right - 60} ${bodyTop + shape.bodyHeight * 0.6} Q ${(left + right) / 2} ${bodyTop + shape.bodyHeight * 0.75} ${left + 20} ${bodyTop + shape.bodyHeight * 0.55} Z" fill="${fur}"/>`}
    ${markings(animal, seed, left, bodyTop, shape)}
    <rect x="${right - 44}" y="${headY + 10}" width="50" height="${bodyTop - headY + 20}" rx="20" fill="${isCorgi ? fur : second}"/>
    <path d="M ${headX - 30} ${headY - 20} l 12 ${-shape.earHeight} l 26 ${shape.earHeight - 4} Z" fill="${fur}"/>
    <path d="M ${headX + 2} ${headY - 26} l 18 ${-shape.earHeight + 4} l 18 ${shape.earHeight - 2} Z" fill="${fur}"/>
    <circle cx="${headX}" cy="${headY}" r="46" fill="${isCorgi ? fur : second}"/>
    <ellipse cx="${headX + 48}" cy="${headY + 16}" rx="40" ry="20" fill="${isCorgi ? '#f5efe4' : fur}"/>
    <circle cx="${headX + 86}" cy="${headY + 10}" r="9" fill="#161413"/>
    <circle cx="${headX + 14}" cy="${headY - 10}" r="7" fill="#161413"/>
    <circle cx="${headX + 16}" cy="${headY - 12}" r="2" fill="#ffffff"/>
    <path d="M ${headX + 40} ${headY + 30} q 12 22 24 0" fill="#d9646e"/>
  </g>
</svg>`;
}

function shapeOf(animal: Animal): Shape {
  const breeds = `${animal.breeds.primary} ${animal.breeds.secondary ?? ''}`;
  const hasCorgi = breeds.includes('Corgi');
  const hasShepherd = breeds.includes('Shepherd');
  if (hasCorgi && hasShepherd) return { ...corgi, legs: 70, earHeight: 64, tail: true };
  if (hasCorgi) return { ...corgi, tail: breeds.includes('Cardigan') };
  return shepherd;
}

/** Spots for merles, stripes for brindles, a tan patch for tricolours. */
function markings(animal: Animal, seed: number, left: number, top: number, shape: Shape): string {
  const colour = animal.colors.primary;
  const spots = Array.from({ length: 6 }, (_, index) => {
    const x = left + 30 + ((seed >>> index) % (shape.bodyWidth - 60));
    const y = top + 15 + ((seed >>> (index + 3)) % (shape.bodyHeight - 30));
    return { x, y };
  });
  if (colour === 'Merle (Blue)') {
    return spots.map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="11" fill="#3b3f46"/>`).join('');
  }
  if (colour === 'Brindle') {
    return spots
      .map(
        ({ x }) =>
          `<rect x="${x}" y="${top + 8}" width="5" height="${shape.bodyHeight - 16}" fill="#3e2a19" transform="rotate(12 ${x} ${top})"/>`,
      )
      .join('');
  }
  if (colour === 'Tricolor (Brown, Black, & White)') {
    return `<ellipse cx="${left + 40}" cy="${top + shape.bodyHeight / 2}" rx="30" ry="${shape.bodyHeight / 2 - 6}" fill="#b4773d"/>`;
  }
  return '';
}

/** A small stable number from a file name, so every drawing is the same on every run. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await drawListingPhotos();
  console.log(`Drew ${files.length} photos into ${samplePhotosDir}`);
}
