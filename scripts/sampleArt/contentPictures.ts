/**
 * What the sample content shows: its dogs, team, event and partners, and the site's own art. Each
 * file is the path under content/media that a record's photo points at; the alt texts live in the
 * records.
 */
import { coats, type DogLook, type Pose } from './dogs.ts';
import { favicon, partnerLogo, siteLogo, type Icon } from './logos.ts';
import { portrait, type Person } from './people.ts';
import { dogPicture, fundraisingDay, type Placement, type SceneKind } from './scenes.ts';
import type { Picture } from './shapes.ts';

const look = {
  bruno: {
    build: 'shepherd',
    coat: coats.blackAndTan,
    tail: 'bushy',
    collar: '#c0392b',
    tongue: true,
  },
  biscuit: {
    build: 'corgi',
    coat: coats.redAndWhite,
    tail: 'stub',
    collar: '#7b5cc4',
    tongue: true,
  },
  luna: { build: 'shepherd', coat: coats.shepherdSable, tail: 'bushy', collar: '#2e8b7a' },
  waffles: { build: 'corgi', coat: coats.tricolour, tail: 'fox', collar: '#e0a93b', tongue: true },
  shadow: { build: 'shepherd', coat: coats.black, tail: 'bushy', collar: '#3b78c2', grey: true },
  pepper: {
    build: 'mix',
    coat: coats.mixBlackAndTan,
    tail: 'fox',
    collar: '#d9534f',
    tongue: true,
  },
  maple: { build: 'corgi', coat: coats.corgiSable, tail: 'stub', collar: '#3a9b5c', tongue: true },
} satisfies Record<string, DogLook>;

const photoWidth = 800;
const photoHeight = 600;
const stand = (dog: DogLook, x = 400, scale = 1, flip = false): Placement => ({
  look: dog,
  pose: 'stand',
  x,
  scale,
  flip,
});
const lie = (dog: DogLook, x = 400, scale = 1, flip = false, y?: number): Placement => ({
  look: dog,
  pose: 'lie',
  x,
  y,
  scale,
  flip,
});
const face = (dog: DogLook): Placement => ({
  look: dog,
  pose: 'face',
  x: 400,
  y: 280,
  scale: 1.05,
});
const photo = (file: string, kind: SceneKind, seed: number, dogs: Placement[]): Picture => ({
  file,
  draw: () => dogPicture(photoWidth, photoHeight, kind, seed, dogs),
});
const sofaSeat = photoHeight * 0.62;

type FosterRow = [dog: DogLook, kind: SceneKind, pose: Pose | 'face'];

/** The nth entry draws the photo of content/foster-animals/n.json. */
const fosterRows: FosterRow[] = [
  // Ranger
  [
    { build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', collar: '#e0a93b' },
    'autumn',
    'stand',
  ],
  // Ziggy
  [
    { build: 'corgi', coat: coats.redAndWhite, tail: 'stub', collar: '#3b78c2', tongue: true },
    'grass',
    'stand',
  ],
  // Koda
  [{ build: 'shepherd', coat: coats.shepherdSable, tail: 'bushy', tongue: true }, 'snow', 'face'],
  // Nova
  [{ build: 'shepherd', coat: coats.black, tail: 'bushy', collar: '#d9534f' }, 'grass', 'lie'],
  // Peaches
  [{ build: 'corgi', coat: coats.corgiSable, tail: 'stub', grey: true }, 'sofa', 'lie'],
  // Gus
  [
    { build: 'corgi', coat: coats.tricolour, tail: 'fox', collar: '#2e8b7a', tongue: true },
    'autumn',
    'stand',
  ],
  // Sadie
  [{ build: 'mix', coat: coats.mixBlackAndTan, tail: 'fox', collar: '#7b5cc4' }, 'snow', 'stand'],
  // Otis
  [{ build: 'corgi', coat: coats.tricolour, tail: 'stub', tongue: true }, 'grass', 'face'],
  // Juniper
  [{ build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', grey: true }, 'sofa', 'lie'],
];

type BridgeRow = [dog: DogLook, pose: Pose];

/** The nth entry draws the photo of content/rainbow-bridge/n.json. */
const bridgeRows: BridgeRow[] = [
  // Max
  [{ build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', grey: true }, 'lie'],
  // Rosie
  [{ build: 'corgi', coat: coats.redAndWhite, tail: 'stub', grey: true }, 'stand'],
  // Duke
  [{ build: 'shepherd', coat: coats.shepherdSable, tail: 'bushy', grey: true }, 'stand'],
  // Bella
  [{ build: 'corgi', coat: coats.tricolour, tail: 'fox', grey: true }, 'lie'],
  // Thunder
  [{ build: 'shepherd', coat: coats.black, tail: 'bushy', grey: true }, 'lie'],
];

/** The nth entry draws the photo of content/team/n.json. */
const team: Person[] = [
  // Linda Sampleton
  {
    skin: '#f1c9a5',
    hair: '#c9c4bd',
    style: 'bob',
    shirt: '#2f5d8a',
    background: '#f4c95d',
    glasses: true,
    dog: look.biscuit,
  },
  // Marcus Example
  {
    skin: '#8d5a3b',
    hair: '#1f1a17',
    style: 'short',
    shirt: '#c8664a',
    background: '#9fd3c7',
    beard: true,
    dog: look.bruno,
  },
  // Priya Demoson
  { skin: '#c68e64', hair: '#241c18', style: 'long', shirt: '#7b5cc4', background: '#f6c1b0' },
  // Tom Placeholder
  {
    skin: '#f0c7a4',
    hair: '#a0522d',
    style: 'short',
    shirt: '#3a9b5c',
    background: '#bcd7f2',
    glasses: true,
  },
  // Grace Testwell
  {
    skin: '#e8b48f',
    hair: '#5a3825',
    style: 'bun',
    shirt: '#d9534f',
    background: '#d7ecb9',
    dog: look.waffles,
  },
  // Daniel Mockler
  {
    skin: '#f3d0b5',
    hair: '#8a7560',
    style: 'bald',
    shirt: '#4f7c8a',
    background: '#f7dfa6',
    beard: true,
  },
  // Alex Sampleberg
  {
    skin: '#d9a57c',
    hair: '#2b2522',
    style: 'curly',
    shirt: '#2e3a4f',
    background: '#c9bff0',
    glasses: true,
    dog: look.luna,
  },
  // Rosa Exampleton
  { skin: '#b07650', hair: '#3a2418', style: 'long', shirt: '#e0a93b', background: '#bfe3f7' },
  // Kim Fictionary
  {
    skin: '#f2d3b3',
    hair: '#1f1a17',
    style: 'bob',
    shirt: '#2e8b7a',
    background: '#f6c9d9',
    dog: look.maple,
  },
  // Jamal Draftsworth
  { skin: '#6e4530', hair: '#161211', style: 'curly', shirt: '#c0392b', background: '#f4e4b8' },
  // Heidi Specimen
  {
    skin: '#f5d5bd',
    hair: '#e2b65a',
    style: 'long',
    shirt: '#3b78c2',
    background: '#cde8c5',
    dog: look.shadow,
  },
];

/** Every picture the sample content points at, by its path under content/media. */
export const contentPictures: Picture[] = [
  // Dogs available for adoption.
  photo('images/dogs/1-1.webp', 'grass', 11, [stand(look.bruno, 420)]),
  photo('images/dogs/1-2.webp', 'autumn', 12, [face(look.bruno)]),
  photo('images/dogs/1-3.webp', 'snow', 13, [lie(look.bruno, 380, 1.1)]),
  photo('images/dogs/2-1.webp', 'grass', 21, [stand(look.biscuit, 400, 1.3, true)]),
  photo('images/dogs/2-2.webp', 'sofa', 22, [lie(look.biscuit, 520, 0.95, false, sofaSeat)]),
  photo('images/dogs/2-3.webp', 'snow', 23, [face(look.biscuit)]),
  photo('images/dogs/3-1.webp', 'autumn', 31, [stand(look.luna, 400, 1, true)]),
  photo('images/dogs/3-2.webp', 'grass', 32, [face(look.luna)]),
  photo('images/dogs/4-1.webp', 'snow', 41, [stand(look.waffles, 430, 1.3)]),
  photo('images/dogs/4-2.webp', 'autumn', 42, [lie(look.waffles, 420, 1.2, true)]),
  photo('images/dogs/4-3.webp', 'sofa', 43, [face(look.waffles)]),
  photo('images/dogs/5-1.webp', 'sofa', 51, [lie(look.shadow, 530, 0.85, false, sofaSeat)]),
  photo('images/dogs/5-2.webp', 'grass', 52, [stand(look.shadow, 400, 1, true)]),
  photo('images/dogs/6-1.webp', 'autumn', 61, [stand(look.pepper, 400, 1.15)]),
  photo('images/dogs/6-2.webp', 'grass', 62, [face(look.pepper)]),
  // The courtesy posting.
  photo('images/courtesy-postings/1-1.webp', 'grass', 71, [stand(look.maple, 400, 1.3)]),
  photo('images/courtesy-postings/1-2.webp', 'sofa', 72, [
    lie(look.maple, 520, 0.95, false, sofaSeat),
  ]),
  // Animals needing foster homes.
  ...fosterRows.map(([dog, kind, pose], index): Picture => {
    const corgi = dog.build === 'corgi';
    const placement =
      pose === 'face'
        ? face(dog)
        : pose === 'lie'
          ? lie(
              dog,
              kind === 'sofa' ? 520 : 400,
              kind === 'sofa' ? (corgi ? 0.95 : 0.85) : 1.1,
              index % 2 === 1,
              kind === 'sofa' ? sofaSeat : undefined,
            )
          : stand(dog, 410, corgi ? 1.3 : 1, index % 2 === 1);
    return photo(`images/foster-animals/${index + 1}-1.webp`, kind, 100 + index, [placement]);
  }),
  // Rainbow Bridge.
  ...bridgeRows.map(([dog, pose], index): Picture => {
    const corgi = dog.build === 'corgi';
    const placement =
      pose === 'lie'
        ? lie(dog, 400, 1.1, index % 2 === 0)
        : stand(dog, 400, corgi ? 1.3 : 1, index % 2 === 0);
    return photo(`images/rainbow-bridge/${index + 1}-1.webp`, 'rainbow', 200 + index, [placement]);
  }),
  // Team portraits.
  ...team.map((person, index): Picture => ({
    file: `images/team/${index + 1}-1.webp`,
    draw: () => portrait(person),
  })),
  // The event.
  {
    file: 'images/events/1-1.webp',
    draw: fundraisingDay,
  },
  // Partner logos.
  ...(
    [
      [['Paws Forward', 'Pet Charity'], 'heart', '#7b5cc4'],
      [['Loon Lake', 'Animal Hospital'], 'cross', '#2e8b7a'],
      [['Prairie Oak', 'Animal Hospital'], 'pulse', '#3a7d3a'],
      [['Riverbend', 'Humane Society'], 'house', '#3b78c2'],
      [['Full Bowl', 'Pet Food Shelf'], 'bowl', '#d9772b'],
    ] as [[string, string], Icon, string][]
  ).map(([name, icon, color], index): Picture => ({
    file: `images/partners/${index + 1}.svg`,
    draw: () => partnerLogo(name, icon, color),
  })),
  // Site art.
  {
    file: 'images/site/hero-1.webp',
    draw: () =>
      dogPicture(1600, 600, 'grass', 901, [
        stand(look.bruno, 900, 1.1),
        stand(look.biscuit, 1390, 1.3, true),
      ]),
  },
  {
    file: 'images/site/hero-2.webp',
    draw: () =>
      dogPicture(1600, 600, 'snow', 902, [
        lie(look.shadow, 480, 0.95, false, 560),
        stand(look.luna, 860, 1.05),
        stand(look.waffles, 1310, 1.25),
      ]),
  },
  {
    file: 'images/site/hero-3.webp',
    draw: () =>
      dogPicture(1600, 600, 'autumn', 903, [
        lie(look.maple, 780, 1.15),
        lie(look.bruno, 1340, 1.05, true),
      ]),
  },
  {
    file: 'images/site/breed-german-shepherd.webp',
    draw: () => dogPicture(600, 450, 'grass', 911, [stand(look.bruno, 290, 0.85)]),
  },
  {
    file: 'images/site/breed-welsh-corgi.webp',
    draw: () => dogPicture(600, 450, 'grass', 912, [stand(look.biscuit, 290, 1.05, true)]),
  },
  { file: 'images/site/logo.svg', draw: siteLogo },
  { file: 'favicon.svg', draw: favicon },
];
