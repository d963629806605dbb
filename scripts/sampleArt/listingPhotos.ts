/**
 * The sample listing service's photos: for every photo its animals point at, a flat dog shaped by
 * the animal's breeds and coloured by its colours, so the service needs no network and no stock
 * photos.
 */
// Its own flat dog, not dogs.ts: drawing with dogSide would redraw all 33 committed listing photos.
import { basename } from 'node:path';
import type { Animal } from '#lib/listings/types.ts';
import {
  circle,
  ellipse,
  group,
  hash,
  rect,
  shape,
  svgDocument,
  verticalGradient,
  type Picture,
} from './shapes.ts';

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

interface Build {
  legs: number;
  bodyWidth: number;
  bodyHeight: number;
  earHeight: number;
  tail: boolean;
}

const shepherd: Build = { legs: 105, bodyWidth: 230, bodyHeight: 95, earHeight: 62, tail: true };
const corgi: Build = { legs: 42, bodyWidth: 240, bodyHeight: 88, earHeight: 56, tail: false };

/** One picture per photo of the animals, named as the photo's address names it. */
export function listingPictures(animals: Animal[]): Picture[] {
  return animals.flatMap((animal) =>
    animal.photos.map((photo, index) => {
      const file = basename(photo.full);
      return { file, draw: () => drawDog(animal, file, index) };
    }),
  );
}

function drawDog(animal: Animal, file: string, index: number): string {
  const seed = hash(file);
  const build = buildOf(animal);
  const fur = furColours[animal.colors.primary ?? ''] ?? '#9a7b55';
  const second = furColours[animal.colors.secondary ?? ''] ?? fur;
  const isCorgi = build.legs < 60;
  const coat = isCorgi ? fur : second;
  const bodyTop = ground - build.legs - build.bodyHeight + 12;
  const left = 300 - build.bodyWidth / 2 - 40 + (seed % 60);
  const right = left + build.bodyWidth;
  const middle = (left + right) / 2;
  const headX = right + 8;
  const headY = bodyTop - 22;
  const legTop = bodyTop + build.bodyHeight / 2;
  const legXs = [left + 22, left + 58, right - 70, right - 34];
  const dog = [
    ellipse(middle, ground + 4, build.bodyWidth / 2 + 20, 12, '#00000030'),
    build.tail
      ? shape(`M ${left + 10} ${bodyTop + 25} q -70 10 -75 ${build.legs - 10}`, 'none', {
          stroke: fur,
          'stroke-width': 24,
          'stroke-linecap': 'round',
        })
      : '',
    ...legXs.map((x) => rect(x, legTop, 26, ground - legTop, coat, { rx: 12 })),
    ...(isCorgi ? legXs.map((x) => rect(x, ground - 16, 26, 16, '#f5efe4', { rx: 8 })) : []),
    rect(left, bodyTop, build.bodyWidth, build.bodyHeight, coat, { rx: build.bodyHeight / 2 }),
    isCorgi
      ? ellipse(right - 30, bodyTop + build.bodyHeight - 25, 45, 30, '#f5efe4')
      : // Written out rather than with d``, which would round the saddle's curve to one decimal.
        shape(
          `M ${left + 20} ${bodyTop + 8} Q ${middle} ${bodyTop - 14} ${right - 40} ${bodyTop + 10} L ${right - 60} ${bodyTop + build.bodyHeight * 0.6} Q ${middle} ${bodyTop + build.bodyHeight * 0.75} ${left + 20} ${bodyTop + build.bodyHeight * 0.55} Z`,
          fur,
        ),
    markings(animal, seed, left, bodyTop, build),
    rect(right - 44, headY + 10, 50, bodyTop - headY + 20, coat, { rx: 20 }),
    shape(
      `M ${headX - 30} ${headY - 20} l 12 ${-build.earHeight} l 26 ${build.earHeight - 4} Z`,
      fur,
    ),
    shape(
      `M ${headX + 2} ${headY - 26} l 18 ${-build.earHeight + 4} l 18 ${build.earHeight - 2} Z`,
      fur,
    ),
    circle(headX, headY, 46, coat),
    ellipse(headX + 48, headY + 16, 40, 20, isCorgi ? '#f5efe4' : fur),
    circle(headX + 86, headY + 10, 9, '#161413'),
    circle(headX + 14, headY - 10, 7, '#161413'),
    circle(headX + 16, headY - 12, 2, '#ffffff'),
    shape(`M ${headX + 40} ${headY + 30} q 12 22 24 0`, '#d9646e'),
  ];
  // Second photos face the other way, so a gallery does not show the same picture twice.
  const flip = index % 2 === 1 ? `translate(${width} 0) scale(-1 1)` : undefined;
  return svgDocument(
    width,
    height,
    [
      verticalGradient('sky', [
        [0, `hsl(${seed % 360} 55% 82%)`],
        [1, `hsl(${(seed + 40) % 360} 45% 93%)`],
      ]),
      rect(0, 0, width, height, 'url(#sky)'),
      circle(80 + (seed % 440), 80, 38, '#fff6c9'),
      rect(0, ground - 10, width, height - ground + 10, `hsl(${95 + (seed % 30)} 35% 52%)`),
      group(dog.join(''), { transform: flip }),
    ].join(''),
  );
}

function buildOf(animal: Animal): Build {
  const breeds = `${animal.breeds.primary} ${animal.breeds.secondary ?? ''}`;
  const hasCorgi = breeds.includes('Corgi');
  const hasShepherd = breeds.includes('Shepherd');
  if (hasCorgi && hasShepherd) return { ...corgi, legs: 70, earHeight: 64, tail: true };
  if (hasCorgi) return { ...corgi, tail: breeds.includes('Cardigan') };
  return shepherd;
}

/** Spots for merles, stripes for brindles, a tan patch for tricolours. */
function markings(animal: Animal, seed: number, left: number, top: number, build: Build): string {
  const colour = animal.colors.primary;
  const spots = Array.from({ length: 6 }, (_, index) => {
    const x = left + 30 + ((seed >>> index) % (build.bodyWidth - 60));
    const y = top + 15 + ((seed >>> (index + 3)) % (build.bodyHeight - 30));
    return { x, y };
  });
  if (colour === 'Merle (Blue)') {
    return spots.map(({ x, y }) => circle(x, y, 11, '#3b3f46')).join('');
  }
  if (colour === 'Brindle') {
    return spots
      .map(({ x }) =>
        rect(x, top + 8, 5, build.bodyHeight - 16, '#3e2a19', {
          transform: `rotate(12 ${x} ${top})`,
        }),
      )
      .join('');
  }
  if (colour === 'Tricolor (Brown, Black, & White)') {
    return ellipse(left + 40, top + build.bodyHeight / 2, 30, build.bodyHeight / 2 - 6, '#b4773d');
  }
  return '';
}
