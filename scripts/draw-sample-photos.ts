/**
 * Draws the bundled sample pictures (dogs, team portraits, the event, partner logos and the
 * site's own art) as SVG illustrations and renders them to WebP with sharp.
 *
 *   npx tsx scripts/draw-sample-photos.ts
 *
 * Everything is deterministic: scatter (grass, leaves, snowflakes) comes from a seeded
 * generator, so running the script twice writes identical files. The alt text of every
 * record photo lives next to its drawing in `pictures`, and the sample records in content/
 * use the same words.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const mediaDir = fileURLToPath(new URL('../content/media/', import.meta.url));
const webpQuality = 70;

// ---------------------------------------------------------------------------------------------
// Small helpers

type Rand = () => number;
type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

/** mulberry32: a tiny seeded generator, so the scatter is the same on every run. */
function seeded(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const num = (value: number): string => String(Math.round(value * 10) / 10);
const between = (rand: Rand, low: number, high: number): number => low + rand() * (high - low);
const pick = <T>(items: readonly T[], rand: Rand): T =>
  items[Math.floor(rand() * items.length)] as T;

/** Tagged template for path data: every number is rounded to one decimal. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (out, text, index) => out + text + (index < values.length ? num(values[index] as number) : ''),
    '',
  );
}

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill?: string,
  extra: Attrs = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill?: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;
const shape = (path: string, fill?: string, extra: Attrs = {}) =>
  `<path${attrs({ d: path, fill, ...extra })}/>`;
const line = (points: Pt[], stroke: string, width: number, extra: Attrs = {}) =>
  shape(`M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')}`, 'none', {
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const group = (content: string, extra: Attrs = {}) => `<g${attrs(extra)}>${content}</g>`;

function linearGradient(id: string, stops: [number, string][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

function svgDocument(width: number, height: number, body: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${label.replace(/&/g, '&amp;')}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${a11y}>${body}</svg>`;
}

function cubicPoint(p: readonly [Pt, Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const e = t * t * t;
  return [
    a * p[0][0] + b * p[1][0] + c * p[2][0] + e * p[3][0],
    a * p[0][1] + b * p[1][1] + c * p[2][1] + e * p[3][1],
  ];
}

/** A filled band along a cubic curve whose width goes from w0 to w1: tails, necks, stripes. */
function taper(p: readonly [Pt, Pt, Pt, Pt], w0: number, w1: number, t0 = 0, t1 = 1): string {
  const steps = 18;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = t0 + ((t1 - t0) * i) / steps;
    const [x, y] = cubicPoint(p, t);
    const [ax, ay] = cubicPoint(p, Math.max(0, t - 0.01));
    const [bx, by] = cubicPoint(p, Math.min(1, t + 0.01));
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const nx = -(by - ay) / length;
    const ny = (bx - ax) / length;
    const half = (w0 + (w1 - w0) * t) / 2;
    left.push([x + nx * half, y + ny * half]);
    right.push([x - nx * half, y - ny * half]);
  }
  const points = [...left, ...right.reverse()];
  const [tipX, tipY] = cubicPoint(p, t1);
  const tipR = (w0 + (w1 - w0) * t1) / 2;
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')}Z ${circlePath(tipX, tipY, tipR)}`;
}

function circlePath(cx: number, cy: number, r: number): string {
  return d`M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return `M${corners.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')}Z`;
}

// ---------------------------------------------------------------------------------------------
// Dogs

type Build = 'shepherd' | 'corgi' | 'mix';
type Tail = 'bushy' | 'fox' | 'stub';
type Pose = 'stand' | 'lie';

interface Coat {
  base: string;
  /** Lighter chest and belly (shepherds). */
  chest?: string;
  /** Saddle or blanket over the back and up the neck. */
  back?: string;
  backOpacity?: number;
  /** Dark muzzle and forehead (shepherds). */
  mask?: string;
  /** White chest, belly, muzzle, blaze and socks (corgis). */
  white?: string;
  /** Tan eyebrow spots (black-and-tan and tricolour coats). */
  brows?: string;
  ear: string;
  earInner: string;
  tail?: string;
  tailTip?: string;
  /** The legs on the far side, a shade darker. */
  far: string;
}

interface DogLook {
  build: Build;
  coat: Coat;
  tail: Tail;
  collar?: string;
  tongue?: boolean;
  /** A senior's grey muzzle. */
  grey?: boolean;
  /** One flat colour, no face: for the logo. */
  silhouette?: boolean;
}

const coats = {
  blackAndTan: {
    base: '#c98a45',
    chest: '#dba663',
    back: '#2b2421',
    mask: '#2b2421',
    brows: '#dba663',
    ear: '#2f2723',
    earInner: '#6e4d3b',
    tail: '#3a2e27',
    tailTip: '#221c19',
    far: '#a36c35',
  },
  shepherdSable: {
    base: '#b58c58',
    chest: '#cfae7d',
    back: '#3f3128',
    backOpacity: 0.8,
    mask: '#2f2722',
    ear: '#4a3a2d',
    earInner: '#846249',
    tail: '#7d6245',
    tailTip: '#2f2722',
    far: '#92704a',
  },
  black: {
    base: '#2f2a28',
    chest: '#3b3533',
    mask: '#201c1b',
    ear: '#2a2523',
    earInner: '#54463f',
    tail: '#2b2725',
    far: '#221e1d',
  },
  redAndWhite: {
    base: '#d6843b',
    white: '#fbf6ee',
    ear: '#ca7633',
    earInner: '#f2c5a5',
    far: '#b36a2d',
  },
  tricolour: {
    base: '#c47b3e',
    back: '#29231f',
    white: '#fbf6ee',
    brows: '#d08a4a',
    ear: '#29231f',
    earInner: '#d9a38a',
    tail: '#29231f',
    tailTip: '#fbf6ee',
    far: '#9b612f',
  },
  corgiSable: {
    base: '#cf904f',
    back: '#6a4326',
    backOpacity: 0.55,
    white: '#fbf6ee',
    ear: '#8b5b34',
    earInner: '#f0c4a2',
    far: '#a8723c',
  },
  mixBlackAndTan: {
    base: '#c58744',
    back: '#2b2421',
    mask: '#2b2421',
    white: '#f6efe3',
    brows: '#dba663',
    ear: '#2f2723',
    earInner: '#6e4d3b',
    tail: '#3a2e27',
    tailTip: '#f6efe3',
    far: '#a06a34',
  },
  cream: {
    base: '#fbf3df',
    ear: '#fbf3df',
    earInner: '#fbf3df',
    far: '#fbf3df',
  },
} satisfies Record<string, Coat>;

const builds = {
  shepherd: {
    leg: 100,
    body: 92,
    half: 112,
    head: 40,
    ear: 52,
    muzzle: 56,
    neck: 66,
    reach: 34,
    legW: 27,
  },
  corgi: {
    leg: 36,
    body: 80,
    half: 106,
    head: 40,
    ear: 50,
    muzzle: 36,
    neck: 46,
    reach: 18,
    legW: 26,
  },
  mix: {
    leg: 58,
    body: 84,
    half: 106,
    head: 40,
    ear: 50,
    muzzle: 44,
    neck: 56,
    reach: 26,
    legW: 26,
  },
} as const;

let uidCounter = 0;
const nextUid = () => `u${(uidCounter++).toString(36)}`;

/** A dog seen from the side, facing right, standing or lying on the ground line y = 0. */
function dogSide(look: DogLook, pose: Pose): string {
  const uid = nextUid();
  const b = builds[look.build];
  const c: Coat = look.coat;
  const lying = pose === 'lie';
  const corgi = look.build === 'corgi';
  const W = b.half;
  const L = lying ? 2 : b.leg;
  const H = b.body * (lying ? 0.88 : 1);
  const top = -(L + H);
  const bot = -L;
  const r = b.head;
  const m = b.muzzle;
  const hx = W * 0.98 + b.reach * (lying ? 0.5 : 1);
  const hy = top - b.neck * (lying ? 0.8 : 1);
  const out: string[] = [];

  const body = d`M${-W} ${bot - H * 0.45}
    C${-W} ${top - H * 0.02} ${-W * 0.55} ${top} ${0} ${top + H * 0.04}
    C${W * 0.4} ${top + H * 0.06} ${W * 0.62} ${top - H * 0.08} ${W * 0.88} ${top + H * 0.06}
    C${W * 1.12} ${top + H * 0.25} ${W * 1.1} ${bot - H * 0.15} ${W * 0.85} ${bot - H * 0.02}
    C${W * 0.5} ${bot + H * 0.06} ${W * 0.1} ${bot - H * 0.02} ${-W * 0.3} ${bot - H * 0.12}
    C${-W * 0.8} ${bot - H * 0.02} ${-W * 1.02} ${bot - H * 0.15} ${-W} ${bot - H * 0.45}Z`;
  const neck = d`M${W * 0.3} ${top + H * 0.12}
    C${W * 0.55} ${top - b.neck * 0.45} ${hx - r * 1.3} ${hy + r * 0.1} ${hx - r * 0.8} ${hy - r * 0.55}
    L${hx + r * 0.45} ${hy + r * 0.6}
    C${hx + r * 0.2} ${hy + b.neck * 0.5} ${W * 1.12} ${bot - H * 0.75} ${W * 0.98} ${bot - H * 0.3}Z`;
  const muzzle = d`M${hx + r * 0.4} ${hy - r * 0.62}
    C${hx + r * 0.5 + m * 0.45} ${hy - r * 0.52} ${hx + r * 0.5 + m * 0.8} ${hy - r * 0.34} ${hx + r * 0.5 + m} ${hy - r * 0.2}
    C${hx + r * 0.62 + m} ${hy + r * 0.02} ${hx + r * 0.56 + m} ${hy + r * 0.32} ${hx + r * 0.45 + m * 0.88} ${hy + r * 0.4}
    C${hx + r * 0.4 + m * 0.4} ${hy + r * 0.62} ${hx + r * 0.1} ${hy + r * 0.8} ${hx - r * 0.2} ${hy + r * 0.6}Z`;
  const thighY = bot - H * (lying ? 0.42 : 0.5);
  const shapes = [
    shape(body),
    shape(neck),
    ellipse(-W * 0.6, thighY, W * 0.34, H * (lying ? 0.46 : 0.5)),
    ellipse(hx, hy, r * 1.05, r * 0.92),
    shape(muzzle),
  ].join('');
  out.push(`<clipPath id="${uid}">${shapes}</clipPath>`);

  if (!look.silhouette) out.push(ellipse(-W * 0.1, 0, W * 1.45, 11, '#000', { opacity: 0.16 }));

  // Legs: thick round-capped strokes; the far pair first, a shade darker.
  const white = c.white;
  const leg = (points: Pt[], fill: string, sock?: string) => {
    const last = points[points.length - 1] as Pt;
    const parts = [line(points, fill, b.legW)];
    if (sock) parts.push(line(points.slice(-2), sock, b.legW * 0.96));
    parts.push(ellipse(last[0] + 7, -7, b.legW * 0.62, 7.5, sock ?? fill));
    return parts.join('');
  };
  const farSock = white && !look.silhouette ? '#e9e1d4' : undefined;
  const hip = -W * 0.6;
  const standingHind = (x: number): Pt[] => [
    [x, bot - H * 0.35],
    [x + W * 0.16, bot + L * 0.42],
    [x - W * 0.08, -L * 0.28],
    [x - W * 0.02, -7],
  ];
  const standingFront = (x: number): Pt[] => [
    [x, bot - H * 0.3],
    [x + 2, bot + L * 0.35],
    [x + 4, -L * 0.22],
    [x + 8, -7],
  ];
  if (lying) {
    out.push(
      leg(
        [
          [W * 0.7, -H * 0.25 - 6],
          [W * 1.3 + 10, -12],
        ],
        c.far,
        farSock,
      ),
    );
  } else {
    out.push(leg(standingHind(hip + W * 0.16), c.far, farSock));
    out.push(leg(standingFront(W * 0.56), c.far, farSock));
  }

  // Tail, behind the body.
  const tailColor = c.tail ?? c.base;
  const rump: Pt = [-W * 0.92, top + H * 0.3];
  if (look.tail === 'bushy' || look.tail === 'fox') {
    const fox = look.tail === 'fox';
    const curve: [Pt, Pt, Pt, Pt] = lying
      ? [rump, [-W * 1.35, top + H * 0.4], [-W * 1.5, -6], [-W * 1.85, -12]]
      : [
          rump,
          [-W * 1.3, top + H * 0.45],
          [-W * 1.4, bot - H * 0.1],
          [-W * (fox ? 1.5 : 1.3), -L * (fox ? 0.45 : 0.3) - 10],
        ];
    out.push(shape(taper(curve, fox ? 26 : 30, fox ? 16 : 13), tailColor));
    if (c.tailTip && !look.silhouette) {
      out.push(shape(taper(curve, fox ? 26 : 30, fox ? 16 : 13, 0.72, 1), c.tailTip));
    }
  } else {
    out.push(circle(rump[0] + 4, rump[1] + 4, H * 0.18, c.base));
  }

  // Body, neck and head in the base colour, then the markings clipped to that outline.
  out.push(`<g fill="${c.base}">${shapes}</g>`);
  if (!look.silhouette) {
    const marks: string[] = [];
    const neckTop: [Pt, Pt, Pt, Pt] = [
      [W * 0.2, top + H * 0.05],
      [W * 0.55, top - b.neck * 0.45],
      [hx - r * 1.35, hy + r * 0.05],
      [hx - r * 0.55, hy - r * 0.75],
    ];
    if (c.chest) {
      marks.push(ellipse(W * 0.95, bot - H * 0.42, W * 0.28, H * 0.6, c.chest));
      marks.push(ellipse(W * 0.05, bot + H * 0.02, W * 0.6, H * 0.2, c.chest));
    }
    if (c.back) {
      const opacity = c.backOpacity;
      marks.push(ellipse(-W * 0.1, top + H * 0.06, W * 1.0, H * 0.55, c.back, { opacity }));
      marks.push(shape(taper(neckTop, H * 0.6, r * 0.9), c.back, { opacity }));
    }
    if (white) {
      marks.push(ellipse(W * 1.0, bot - H * 0.6, W * 0.26, H * 0.9, white));
      marks.push(ellipse(-W * 0.05, bot + H * 0.04, W * 0.72, H * 0.24, white));
      marks.push(shape(muzzle, white));
      marks.push(ellipse(hx + r * 0.3, hy + r * 0.55, r * 0.8, r * 0.35, white));
      marks.push(
        ellipse(hx + r * 0.45, hy - r * 0.62, r * 0.15, r * 0.5, white, {
          transform: `rotate(-55 ${num(hx + r * 0.45)} ${num(hy - r * 0.62)})`,
        }),
      );
    }
    if (c.mask) {
      marks.push(shape(muzzle, c.mask));
      marks.push(
        ellipse(hx + r * 0.1, hy - r * 0.78, r * 0.8, r * 0.38, c.mask, { opacity: 0.65 }),
      );
    }
    if (c.brows) marks.push(ellipse(hx + r * 0.3, hy - r * 0.52, r * 0.16, r * 0.1, c.brows));
    if (look.grey) marks.push(shape(muzzle, '#c9c3bb', { opacity: 0.55 }));
    if (look.collar) {
      marks.push(
        line(
          [
            [hx - r * 1.15, hy + r * 0.05],
            [hx - r * 0.1, hy + r * 1.05],
          ],
          look.collar,
          r * 0.32,
        ),
      );
    }
    out.push(group(marks.join(''), { 'clip-path': `url(#${uid})` }));
  }

  // Near legs, over the body.
  if (lying) {
    out.push(
      leg(
        [
          [-W * 0.62, -14],
          [-W * 0.2, -9],
        ],
        c.base,
        white,
      ),
    );
    out.push(
      leg(
        [
          [W * 0.62, -H * 0.3],
          [W * 1.2 + 10, -8],
        ],
        c.base,
        white,
      ),
    );
  } else {
    out.push(leg(standingHind(hip), c.base, white));
    out.push(leg(standingFront(W * 0.74), c.base, white));
  }

  // Ears: the far one peeks out behind the near one.
  const ear = (dx: number, outer: string, inner?: string) => {
    const spread = corgi ? 1.2 : 1;
    const ax = hx - r * 0.6 * spread + dx;
    const ay = hy - r * 0.42;
    const bx = hx + r * 0.12 * spread + dx;
    const by = hy - r * 0.85;
    const tx = hx - r * (corgi ? 0.2 : 0.35) + dx;
    const ty = hy - r * 0.7 - b.ear;
    const parts = [
      shape(
        d`M${ax} ${ay} Q${ax - r * 0.25} ${(ay + ty) / 2} ${tx} ${ty} Q${bx + r * 0.2} ${(by + ty) / 2} ${bx} ${by}Z`,
        outer,
      ),
    ];
    if (inner) {
      const cx = (ax + bx + tx) / 3;
      const cy = (ay + by + ty) / 3 + r * 0.1;
      const k = 0.55;
      const p = ([x, y]: Pt): Pt => [cx + (x - cx) * k, cy + (y - cy) * k];
      const [ia, ib, it] = [p([ax, ay]), p([bx, by]), p([tx, ty])];
      parts.push(shape(d`M${ia[0]} ${ia[1]} L${it[0]} ${it[1]} L${ib[0]} ${ib[1]}Z`, inner));
    }
    return parts.join('');
  };
  out.push(ear(r * 0.35, look.silhouette ? c.ear : c.far));
  out.push(ear(0, c.ear, look.silhouette ? undefined : c.earInner));

  if (!look.silhouette) {
    const ex = hx + r * 0.36;
    const ey = hy - r * 0.28;
    out.push(ellipse(ex, ey, r * 0.15, r * 0.13, '#2a1a12'));
    out.push(circle(ex + r * 0.05, ey - r * 0.05, r * 0.05, '#ffffff'));
    out.push(ellipse(hx + r * 0.49 + m, hy - r * 0.15, r * 0.22, r * 0.17, '#1b1614'));
    if (look.tongue) {
      const tx = hx + r * 0.45 + m * 0.45;
      const ty = hy + r * 0.48;
      out.push(
        shape(
          d`M${tx} ${ty} q${r * 0.02} ${r * 0.55} ${r * 0.3} ${r * 0.5} q${r * 0.15} ${-r * 0.3} ${r * 0.08} ${-r * 0.55}Z`,
          '#e47c8c',
        ),
      );
    }
    out.push(
      shape(
        d`M${hx + r * 0.45 + m * 0.86} ${hy + r * 0.38} Q${hx + r * 0.4 + m * 0.4} ${hy + r * 0.52} ${hx + r * 0.3} ${hy + r * 0.3}`,
        'none',
        { stroke: '#2a1d17', 'stroke-width': 2.5, 'stroke-linecap': 'round' },
      ),
    );
  }
  return out.join('');
}

/** A dog's face from the front with its chest, head centred on (0, 0), about 240 units wide. */
function dogFace(look: DogLook): string {
  const uid = nextUid();
  const c: Coat = look.coat;
  const corgi = look.build === 'corgi';
  const out: string[] = [];

  const chest = d`M-175 340 C-170 210 -120 120 -70 70 L70 70 C120 120 170 210 175 340Z`;
  out.push(`<clipPath id="${uid}c">${shape(chest)}</clipPath>`);
  out.push(shape(chest, c.base));
  const chestMarks: string[] = [];
  if (c.chest) chestMarks.push(ellipse(0, 230, 90, 140, c.chest));
  if (c.back) {
    chestMarks.push(ellipse(-175, 200, 70, 150, c.back, { opacity: c.backOpacity }));
    chestMarks.push(ellipse(175, 200, 70, 150, c.back, { opacity: c.backOpacity }));
  }
  if (c.white) chestMarks.push(ellipse(0, 220, 100, 160, c.white));
  out.push(group(chestMarks.join(''), { 'clip-path': `url(#${uid}c)` }));
  if (look.collar) {
    out.push(shape(d`M-86 92 Q0 118 86 92 L0 190Z`, look.collar));
    for (const [x, y] of [
      [-45, 112],
      [0, 125],
      [45, 112],
      [-20, 150],
      [20, 150],
      [0, 172],
    ] as Pt[]) {
      out.push(circle(x, y, 4.5, '#ffffff', { opacity: 0.85 }));
    }
  }

  // Ears.
  const ear = (side: 1 | -1) => {
    const s = side;
    const outer = corgi
      ? d`M${-92 * s} -30 C${-122 * s} -95 ${-142 * s} -165 ${-135 * s} -210 C${-95 * s} -195 ${-48 * s} -140 ${-20 * s} -82Z`
      : d`M${-80 * s} -50 C${-100 * s} -115 ${-114 * s} -175 ${-108 * s} -212 C${-80 * s} -195 ${-45 * s} -140 ${-24 * s} -90Z`;
    const inner = corgi
      ? d`M${-86 * s} -50 C${-108 * s} -100 ${-122 * s} -150 ${-120 * s} -182 C${-92 * s} -168 ${-60 * s} -130 ${-40 * s} -90Z`
      : d`M${-74 * s} -68 C${-89 * s} -115 ${-98 * s} -155 ${-97 * s} -185 C${-78 * s} -168 ${-56 * s} -130 ${-42 * s} -98Z`;
    return shape(outer, c.ear) + (look.silhouette ? '' : shape(inner, c.earInner));
  };
  out.push(ear(1), ear(-1));

  // Head, cheeks and muzzle, then the face markings clipped to them.
  const head = [
    ellipse(0, -20, corgi ? 100 : 92, corgi ? 86 : 90),
    ellipse(0, 32, corgi ? 104 : 86, corgi ? 62 : 62),
    ellipse(0, 52, corgi ? 46 : 46, corgi ? 42 : 54),
  ].join('');
  out.push(`<clipPath id="${uid}h">${head}</clipPath>`);
  out.push(`<g fill="${c.base}">${head}</g>`);
  const marks: string[] = [];
  if (c.back && corgi) {
    marks.push(ellipse(0, -95, 120, 60, c.back, { opacity: c.backOpacity }));
  } else if (c.back && c.backOpacity !== undefined) {
    marks.push(ellipse(0, -90, 100, 50, c.back, { opacity: c.backOpacity }));
  }
  if (c.mask) {
    marks.push(shape(d`M-78 -108 Q0 -135 78 -108 L28 0 L-28 0Z`, c.mask, { opacity: 0.85 }));
    marks.push(ellipse(0, 52, 48, 56, c.mask));
  }
  if (c.white) {
    marks.push(shape(d`M-9 -125 L9 -125 L22 -10 Q44 15 52 60 L-52 60 Q-44 15 -22 -10Z`, c.white));
    marks.push(ellipse(0, 60, 50, 44, c.white));
    marks.push(ellipse(0, 100, 70, 30, c.white));
  }
  if (c.brows) {
    marks.push(ellipse(-40, -62, 11, 8, c.brows), ellipse(40, -62, 11, 8, c.brows));
  }
  if (look.grey) marks.push(ellipse(0, 55, 50, 50, '#cfc9c1', { opacity: 0.5 }));
  out.push(group(marks.join(''), { 'clip-path': `url(#${uid}h)` }));

  if (!look.silhouette) {
    for (const side of [-1, 1]) {
      const x = 40 * side;
      if (c.base === coats.black.base) out.push(ellipse(x, -28, 17, 15, '#4a3d36'));
      out.push(ellipse(x, -28, 13.5, 12, '#3d2517'));
      out.push(circle(x, -28, 7.5, '#120c0a'));
      out.push(circle(x + 4, -32, 3.5, '#ffffff'));
    }
    if (look.tongue) {
      out.push(shape(d`M-20 70 Q-22 112 0 114 Q22 112 20 70Z`, '#e47c8c'));
      out.push(
        line(
          [
            [0, 78],
            [0, 100],
          ],
          '#c85d6f',
          2.5,
        ),
      );
    }
    out.push(
      shape(d`M0 48 L0 64 M0 64 Q-18 82 -38 66 M0 64 Q18 82 38 66`, 'none', {
        stroke: '#22181a',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    );
    out.push(shape(d`M-26 20 Q0 10 26 20 Q28 38 0 50 Q-28 38 -26 20Z`, '#1b1614'));
    out.push(ellipse(-8, 20, 8, 4, '#ffffff', { opacity: 0.35 }));
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Scenes

type SceneKind = 'grass' | 'sofa' | 'snow' | 'autumn' | 'rainbow';

interface Scene {
  back: string;
  front: string;
  /** Where dogs stand, as a y coordinate. */
  ground: number;
  /** Top of the sofa seat (sofa scenes), where a lying dog can rest. */
  seat: number;
}

function cloud(x: number, y: number, s: number): string {
  return group(
    [
      ellipse(x, y, 60 * s, 22 * s),
      ellipse(x - 35 * s, y + 5 * s, 35 * s, 17 * s),
      ellipse(x + 38 * s, y + 6 * s, 38 * s, 16 * s),
      ellipse(x + 5 * s, y - 14 * s, 32 * s, 20 * s),
    ].join(''),
    { fill: '#ffffff', opacity: 0.9 },
  );
}

function roundTree(x: number, ground: number, s: number, colors: readonly string[], rand: Rand) {
  const parts = [
    shape(
      d`M${x - 9 * s} ${ground} L${x - 5 * s} ${ground - 90 * s} L${x + 5 * s} ${ground - 90 * s} L${x + 9 * s} ${ground}Z`,
      '#6b4a32',
    ),
  ];
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const angle = rand() * Math.PI * 2;
    const reach = Math.sqrt(rand());
    blobs.push([
      x + Math.cos(angle) * reach * 40 * s,
      ground - 135 * s + Math.sin(angle) * reach * 32 * s,
      between(rand, 24, 36) * s,
    ]);
  }
  blobs.sort((a, b) => a[1] - b[1]);
  parts.push(circle(x, ground - 135 * s, 48 * s, colors[0]));
  for (const [bx, by, br] of blobs) parts.push(circle(bx, by, br, pick(colors, rand)));
  return parts.join('');
}

function pine(x: number, ground: number, s: number, color: string): string {
  const parts = [rect(x - 5 * s, ground - 22 * s, 10 * s, 22 * s, '#5a4030')];
  for (let i = 0; i < 3; i++) {
    const base = ground - 18 * s - i * 34 * s;
    const half = (46 - i * 11) * s;
    const tip = base - 58 * s;
    parts.push(shape(d`M${x - half} ${base} L${x} ${tip} L${x + half} ${base}Z`, color));
    parts.push(
      shape(
        d`M${x - half * 0.45} ${tip + 26 * s} L${x} ${tip} L${x + half * 0.45} ${tip + 26 * s} Q${x} ${tip + 20 * s} ${x - half * 0.45} ${tip + 26 * s}Z`,
        '#ffffff',
      ),
    );
  }
  return parts.join('');
}

function grassTufts(w: number, from: number, to: number, count: number, color: string, rand: Rand) {
  const tufts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, w);
    const y = between(rand, from, to);
    const s = 0.6 + (0.8 * (y - from)) / (to - from);
    tufts.push(
      d`M${x} ${y} q${-2 * s} ${-9 * s} ${-7 * s} ${-15 * s} M${x} ${y} q${1 * s} ${-11 * s} ${1 * s} ${-19 * s} M${x} ${y} q${3 * s} ${-8 * s} ${8 * s} ${-13 * s}`,
    );
  }
  return shape(tufts.join(' '), 'none', {
    stroke: color,
    'stroke-width': 2.2,
    'stroke-linecap': 'round',
  });
}

function flowers(w: number, from: number, to: number, count: number, rand: Rand): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, w);
    const y = between(rand, from, to);
    const s = 0.7 + (0.7 * (y - from)) / (to - from);
    out.push(circle(x, y, 4 * s, pick(['#ffffff', '#fff1a8', '#f7b8c8', '#c9b8f2'], rand)));
    out.push(circle(x, y, 1.6 * s, '#e8a23a'));
  }
  return out.join('');
}

function leaves(w: number, from: number, to: number, count: number, rand: Rand): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, w);
    const y = between(rand, from, to);
    const s = between(rand, 0.9, 1.7) * (0.7 + (0.6 * (y - from)) / Math.max(1, to - from));
    const angle = Math.round(between(rand, 0, 360));
    out.push(
      shape(
        d`M0 ${-8 * s} Q${6 * s} 0 0 ${8 * s} Q${-6 * s} 0 0 ${-8 * s}Z`,
        pick(['#e07b2e', '#c94f2c', '#e9b23c', '#d8902f', '#b5402a'], rand),
        {
          transform: `translate(${num(x)} ${num(y)}) rotate(${angle})`,
        },
      ),
    );
  }
  return out.join('');
}

function scene(kind: SceneKind, w: number, h: number, seed: number): Scene {
  const rand = seeded(seed);
  const id = nextUid();
  const horizon = h * 0.6;
  const back: string[] = [];
  let front = '';
  let ground = h * 0.88;
  let seat = h * 0.6;

  const sky = (a: string, b: string) => {
    back.push(
      `<defs>${linearGradient(`${id}s`, [
        [0, a],
        [1, b],
      ])}</defs>`,
    );
    back.push(rect(0, 0, w, h, `url(#${id}s)`));
  };
  const clouds = (count: number) => {
    for (let i = 0; i < count; i++) {
      back.push(
        cloud(
          ((i + 0.3 + rand() * 0.4) * w) / count,
          between(rand, h * 0.08, h * 0.28),
          between(rand, 0.6, 1) * (h / 600),
        ),
      );
    }
  };
  const hills = (near: string, far: string) => {
    back.push(
      shape(
        d`M0 ${horizon} Q${w * 0.25} ${horizon - h * 0.13} ${w * 0.5} ${horizon - h * 0.02} T${w} ${horizon - h * 0.05} V${h} H0Z`,
        far,
      ),
    );
    back.push(
      shape(
        d`M0 ${horizon + h * 0.06} Q${w * 0.4} ${horizon - h * 0.02} ${w} ${horizon + h * 0.04} V${h} H0Z`,
        near,
      ),
    );
  };

  switch (kind) {
    case 'grass': {
      sky('#8fcbee', '#e7f5fc');
      back.push(circle(w * 0.85, h * 0.17, h * 0.13, '#fff6cf', { opacity: 0.45 }));
      back.push(circle(w * 0.85, h * 0.17, h * 0.08, '#fff3c0'));
      clouds(Math.max(2, Math.round(w / 350)));
      hills('#6cb85f', '#9fd08f');
      back.push(
        roundTree(
          w * between(rand, 0.06, 0.16),
          horizon + h * 0.02,
          (h / 600) * 0.85,
          ['#4f9a48', '#5aa852', '#468d40'],
          rand,
        ),
      );
      back.push(grassTufts(w, horizon + h * 0.08, h, Math.round((w * h) / 4500), '#4a9243', rand));
      back.push(flowers(w, horizon + h * 0.1, h, Math.round(w / 40), rand));
      break;
    }
    case 'rainbow': {
      sky('#c4e2f6', '#fdeedd');
      const colors = ['#f08a8a', '#f5b870', '#f3e27c', '#9fd88f', '#8cc3ee', '#b59ce6'];
      colors.forEach((color, i) => {
        const radius = h * 0.62 - i * h * 0.035;
        back.push(
          shape(
            d`M${w / 2 - radius} ${horizon + h * 0.06} A${radius} ${radius} 0 0 1 ${w / 2 + radius} ${horizon + h * 0.06}`,
            'none',
            {
              stroke: color,
              'stroke-width': h * 0.036,
              opacity: 0.6,
            },
          ),
        );
      });
      back.push(cloud(w / 2 - h * 0.55, horizon + h * 0.02, h / 500));
      back.push(cloud(w / 2 + h * 0.55, horizon + h * 0.02, h / 500));
      hills('#93cf84', '#b8e0a6');
      back.push(grassTufts(w, horizon + h * 0.1, h, Math.round((w * h) / 6000), '#6aad5e', rand));
      back.push(flowers(w, horizon + h * 0.1, h, Math.round(w / 25), rand));
      break;
    }
    case 'snow': {
      sky('#a9cdea', '#eef6fb');
      back.push(
        shape(
          d`M0 ${horizon} L${w * 0.18} ${horizon - h * 0.22} L${w * 0.34} ${horizon - h * 0.08} L${w * 0.52} ${horizon - h * 0.28} L${w * 0.75} ${horizon - h * 0.06} L${w * 0.88} ${horizon - h * 0.18} L${w} ${horizon - h * 0.05} V${h} H0Z`,
          '#dbe8f3',
        ),
      );
      const trees = Math.max(4, Math.round(w / 140));
      for (let i = 0; i < trees; i++) {
        const x = ((i + rand() * 0.8) * w) / trees;
        back.push(
          pine(
            x,
            horizon + h * 0.03,
            (h / 600) * between(rand, 0.55, 0.9),
            i % 2 ? '#3f6f5b' : '#4d7e69',
          ),
        );
      }
      back.push(
        shape(
          d`M0 ${horizon + h * 0.02} Q${w * 0.3} ${horizon - h * 0.03} ${w * 0.6} ${horizon + h * 0.03} T${w} ${horizon} V${h} H0Z`,
          '#f7fbff',
        ),
      );
      for (let i = 0; i < 6; i++) {
        back.push(
          ellipse(
            between(rand, 0, w),
            between(rand, horizon + h * 0.1, h),
            between(rand, 60, 160) * (h / 600),
            10 * (h / 600),
            '#e3edf7',
          ),
        );
      }
      const flakes: string[] = [];
      for (let i = 0; i < Math.round((w * h) / 6000); i++) {
        flakes.push(
          circle(between(rand, 0, w), between(rand, 0, h), between(rand, 1.5, 4.5), '#ffffff', {
            opacity: 0.85,
          }),
        );
      }
      front = flakes.join('');
      ground = h * 0.88;
      break;
    }
    case 'autumn': {
      sky('#f5d3a0', '#fdf2e0');
      back.push(circle(w * 0.2, h * 0.22, h * 0.09, '#fff0c9', { opacity: 0.9 }));
      clouds(2);
      back.push(
        shape(
          d`M0 ${horizon} Q${w * 0.3} ${horizon - h * 0.08} ${w * 0.6} ${horizon - h * 0.02} T${w} ${horizon - h * 0.03} V${h} H0Z`,
          '#d8b272',
        ),
      );
      const colors = ['#e07b2e', '#c94f2c', '#e9b23c', '#d8902f'];
      const trees = Math.max(3, Math.round(w / 260));
      for (let i = 0; i < trees; i++) {
        back.push(
          roundTree(
            ((i + 0.2 + rand() * 0.6) * w) / trees,
            horizon + h * 0.02,
            (h / 600) * between(rand, 0.75, 1.05),
            colors,
            rand,
          ),
        );
      }
      back.push(
        shape(
          d`M0 ${horizon + h * 0.05} Q${w * 0.5} ${horizon - h * 0.01} ${w} ${horizon + h * 0.05} V${h} H0Z`,
          '#c9a061',
        ),
      );
      back.push(leaves(w, horizon + h * 0.07, h, Math.round((w * h) / 4500), rand));
      const falling: string[] = [];
      for (let i = 0; i < 6; i++) falling.push(leaves(w, h * 0.05, h * 0.5, 1, rand));
      front = falling.join('');
      break;
    }
    case 'sofa': {
      back.push(rect(0, 0, w, h, '#f1e5d3'));
      const stripes: string[] = [];
      for (let x = 20; x < w; x += 48) stripes.push(d`M${x} 0 V${h * 0.72}`);
      back.push(shape(stripes.join(' '), 'none', { stroke: '#e8d8c1', 'stroke-width': 14 }));
      // Window with curtains.
      const wx = w * 0.06;
      const ww = w * 0.22;
      back.push(rect(wx - 8, h * 0.08 - 8, ww + 16, h * 0.36 + 16, '#ffffff'));
      back.push(
        `<defs>${linearGradient(`${id}w`, [
          [0, '#9fd3f2'],
          [1, '#e3f4fc'],
        ])}</defs>`,
      );
      back.push(rect(wx, h * 0.08, ww, h * 0.36, `url(#${id}w)`));
      back.push(
        shape(
          d`M${wx} ${h * 0.44} Q${wx + ww * 0.5} ${h * 0.34} ${wx + ww} ${h * 0.42} V${h * 0.44}Z`,
          '#8cc37c',
        ),
      );
      back.push(
        line(
          [
            [wx + ww / 2, h * 0.08],
            [wx + ww / 2, h * 0.44],
          ],
          '#ffffff',
          6,
        ),
      );
      back.push(
        line(
          [
            [wx, h * 0.26],
            [wx + ww, h * 0.26],
          ],
          '#ffffff',
          6,
        ),
      );
      back.push(
        shape(
          d`M${wx - 22} ${h * 0.05} H${wx + 18} Q${wx + 4} ${h * 0.3} ${wx + 16} ${h * 0.52} H${wx - 22}Z`,
          '#c8664a',
        ),
      );
      back.push(
        shape(
          d`M${wx + ww + 22} ${h * 0.05} H${wx + ww - 18} Q${wx + ww - 4} ${h * 0.3} ${wx + ww - 16} ${h * 0.52} H${wx + ww + 22}Z`,
          '#c8664a',
        ),
      );
      // Framed picture with a heart.
      const px = w * 0.62;
      back.push(rect(px, h * 0.1, w * 0.14, h * 0.16, '#8a5a3c', { rx: 4 }));
      back.push(rect(px + 8, h * 0.1 + 8, w * 0.14 - 16, h * 0.16 - 16, '#fbf4e6'));
      const hx = px + w * 0.07;
      const hy = h * 0.18;
      back.push(
        shape(
          d`M${hx} ${hy + 14} C${hx - 26} ${hy - 4} ${hx - 12} ${hy - 22} ${hx} ${hy - 8} C${hx + 12} ${hy - 22} ${hx + 26} ${hy - 4} ${hx} ${hy + 14}Z`,
          '#d9534f',
        ),
      );
      // Floor and rug.
      back.push(rect(0, h * 0.72, w, h * 0.28, '#c39a6b'));
      const planks: string[] = [];
      for (let y = h * 0.76; y < h; y += h * 0.06) planks.push(d`M0 ${y} H${w}`);
      back.push(shape(planks.join(' '), 'none', { stroke: '#b28a5d', 'stroke-width': 2 }));
      back.push(ellipse(w * 0.52, h * 0.9, w * 0.4, h * 0.08, '#7fa7a0'));
      back.push(
        ellipse(w * 0.52, h * 0.9, w * 0.34, h * 0.055, 'none', {
          stroke: '#f1e5d3',
          'stroke-width': 3,
          'stroke-dasharray': '10 8',
        }),
      );
      // Sofa.
      const x0 = w * 0.24;
      const x1 = w * 0.96;
      seat = h * 0.62;
      back.push(rect(x0 + 30, h * 0.36, x1 - x0 - 60, h * 0.3, '#4f7c8a', { rx: 34 }));
      back.push(rect(x0 + 6, seat + h * 0.1, 12, h * 0.06, '#6b4a32'));
      back.push(rect(x1 - 18, seat + h * 0.1, 12, h * 0.06, '#6b4a32'));
      back.push(rect(x0, seat - h * 0.01, x1 - x0, h * 0.13, '#5d8d9b', { rx: 20 }));
      back.push(rect(x0 - 14, h * 0.46, 64, h * 0.28, '#4a7684', { rx: 28 }));
      back.push(rect(x1 - 50, h * 0.46, 64, h * 0.28, '#4a7684', { rx: 28 }));
      back.push(
        rect(x1 - 150, h * 0.42, 92, h * 0.16, '#e0b24f', {
          rx: 18,
          transform: `rotate(8 ${num(x1 - 104)} ${num(h * 0.5)})`,
        }),
      );
      ground = h * 0.93;
      break;
    }
  }
  return { back: back.join(''), front, ground, seat };
}

interface Placement {
  look: DogLook;
  pose: Pose | 'face';
  /** Centre of the dog (side views) or of the head (faces). */
  x: number;
  /** Ground line (side views) or head centre (faces); defaults to the scene's ground. */
  y?: number;
  scale?: number;
  flip?: boolean;
}

function dogPicture(
  w: number,
  h: number,
  kind: SceneKind,
  seed: number,
  dogs: Placement[],
): string {
  const s = scene(kind, w, h, seed);
  const drawn = dogs.map((dog) => {
    const scale = dog.scale ?? 1;
    const y = dog.y ?? (dog.pose === 'face' ? h * 0.45 : s.ground);
    const art = dog.pose === 'face' ? dogFace(dog.look) : dogSide(dog.look, dog.pose);
    const transform = `translate(${num(dog.x)} ${num(y)}) scale(${dog.flip ? -scale : scale} ${scale})`;
    return group(art, { transform });
  });
  return svgDocument(w, h, s.back + drawn.join('') + s.front);
}

// ---------------------------------------------------------------------------------------------
// People (team portraits)

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'bob';

interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
  dog?: DogLook;
}

function portrait(p: Person): string {
  const out: string[] = [rect(0, 0, 400, 400, p.background)];
  out.push(circle(200, 215, 175, '#ffffff', { opacity: 0.25 }));
  if (p.style === 'long') {
    out.push(
      shape(d`M118 170 C105 260 112 330 140 352 L260 352 C288 330 295 260 282 170Z`, p.hair),
    );
  }
  if (p.style === 'bob')
    out.push(
      shape(
        d`M112 180 C110 120 150 88 200 88 C250 88 290 120 288 180 L292 262 Q200 282 108 262Z`,
        p.hair,
      ),
    );
  if (p.style === 'curly') {
    for (let i = 0; i < 13; i++) {
      const angle = Math.PI * (0.95 + (i / 12) * 1.1);
      out.push(circle(200 + Math.cos(angle) * 84, 175 + Math.sin(angle) * 92, 30, p.hair));
    }
  }
  // Shoulders, neck, ears, head.
  out.push(shape(d`M50 400 C52 322 118 292 200 292 C282 292 348 322 350 400Z`, p.shirt));
  out.push(shape(d`M200 292 L172 292 L200 336 L228 292Z`, '#ffffff', { opacity: 0.6 }));
  out.push(rect(174, 236, 52, 62, p.skin, { rx: 20 }));
  out.push(rect(174, 236, 52, 30, '#000000', { rx: 14, opacity: 0.08 }));
  out.push(ellipse(129, 192, 13, 19, p.skin), ellipse(271, 192, 13, 19, p.skin));
  out.push(ellipse(200, 182, 72, 88, p.skin));
  // Hair on top.
  switch (p.style) {
    case 'short':
    case 'long':
    case 'bob':
      out.push(
        shape(
          d`M126 178 C118 110 160 86 204 88 C252 90 286 118 274 178 C262 140 236 122 196 126 C168 128 144 144 126 178Z`,
          p.hair,
        ),
      );
      break;
    case 'bun':
      out.push(circle(200, 84, 30, p.hair));
      out.push(
        shape(
          d`M128 176 C122 112 160 92 200 92 C240 92 278 112 272 176 C258 136 232 122 200 122 C168 122 142 136 128 176Z`,
          p.hair,
        ),
      );
      break;
    case 'curly':
      for (let i = 0; i < 7; i++)
        out.push(circle(140 + i * 20, 108 + Math.abs(3 - i) * 9, 22, p.hair));
      break;
    case 'bald':
      out.push(
        shape(
          d`M128 200 C124 170 130 150 140 140 L146 190Z M272 200 C276 170 270 150 260 140 L254 190Z`,
          p.hair,
        ),
      );
      break;
  }
  if (p.beard) {
    out.push(
      shape(
        d`M130 200 C132 262 166 276 200 276 C234 276 268 262 270 200 C258 236 236 248 200 248 C164 248 142 236 130 200Z`,
        p.hair,
      ),
    );
  }
  // Face.
  out.push(
    line(
      [
        [160, 160],
        [184, 157],
      ],
      p.hair,
      5,
    ),
    line(
      [
        [216, 157],
        [240, 160],
      ],
      p.hair,
      5,
    ),
  );
  out.push(circle(172, 184, 7, '#2a2320'), circle(228, 184, 7, '#2a2320'));
  out.push(circle(174, 182, 2.2, '#ffffff'), circle(230, 182, 2.2, '#ffffff'));
  out.push(
    circle(160, 214, 13, '#e8747c', { opacity: 0.18 }),
    circle(240, 214, 13, '#e8747c', { opacity: 0.18 }),
  );
  out.push(
    shape(d`M200 192 Q194 210 200 214`, 'none', {
      stroke: '#000',
      'stroke-opacity': 0.2,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    shape(d`M176 230 Q200 252 224 230 Q200 240 176 230Z`, '#8f3f3a', {
      stroke: '#8f3f3a',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  );
  if (p.glasses) {
    out.push(circle(172, 184, 20, 'none', { stroke: '#2d2d2d', 'stroke-width': 4 }));
    out.push(circle(228, 184, 20, 'none', { stroke: '#2d2d2d', 'stroke-width': 4 }));
    out.push(
      line(
        [
          [192, 182],
          [208, 182],
        ],
        '#2d2d2d',
        4,
      ),
    );
  }
  if (p.dog) out.push(group(dogFace(p.dog), { transform: 'translate(322 318) scale(0.42)' }));
  return svgDocument(400, 400, out.join(''));
}

// ---------------------------------------------------------------------------------------------
// The event, partner logos, logo and favicon

function fundraisingDay(): string {
  const w = 800;
  const h = 600;
  const s = scene('grass', w, h, 2022);
  const out: string[] = [s.back];
  // Tent.
  const x0 = 50;
  const x1 = 450;
  out.push(rect(x0 + 6, 190, 10, 300, '#7a7f87'), rect(x1 - 16, 190, 10, 300, '#7a7f87'));
  out.push(rect(x0 + 10, 200, x1 - x0 - 20, 260, '#ffffff', { opacity: 0.55 }));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    const a = x0 + ((x1 - x0) * i) / stripes;
    const b = x0 + ((x1 - x0) * (i + 1)) / stripes;
    const peak = (x0 + x1) / 2;
    const color = i % 2 ? '#ffffff' : '#d9534f';
    out.push(
      shape(
        d`M${a} 190 L${peak + (a - peak) * 0.15} 120 L${peak + (b - peak) * 0.15} 120 L${b} 190Z`,
        color,
      ),
    );
    out.push(shape(d`M${a} 190 Q${(a + b) / 2} 222 ${b} 190Z`, color));
  }
  // Table with a banner.
  out.push(rect(x0 + 30, 400, x1 - x0 - 60, 110, '#2f5d8a', { rx: 6 }));
  out.push(rect(x0 + 30, 392, x1 - x0 - 60, 16, '#24496d', { rx: 4 }));
  out.push(rect(x0 + 60, 420, x1 - x0 - 120, 56, '#f4c95d', { rx: 8 }));
  out.push(
    `<text x="${(x0 + x1) / 2}" y="458" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" font-weight="bold" text-anchor="middle" fill="#1f3a5f">Fundraising Day</text>`,
  );
  // Things for sale on the table.
  out.push(
    rect(x0 + 60, 350, 60, 42, '#e9b23c', { rx: 4 }),
    rect(x0 + 140, 360, 44, 32, '#7fa7a0', { rx: 4 }),
  );
  out.push(
    rect(x0 + 200, 356, 34, 36, '#ffffff', { rx: 6 }),
    shape(d`M${x0 + 234} 364 q16 10 0 20`, 'none', { stroke: '#ffffff', 'stroke-width': 5 }),
  );
  out.push(
    rect(x0 + 260, 344, 70, 48, '#c94f2c', { rx: 4 }),
    circle(x0 + 295, 368, 12, '#ffffff', { opacity: 0.8 }),
  );
  // Bunting.
  const flagColors = ['#d9534f', '#f4c95d', '#5aa852', '#4f8fd8', '#9b6bd6'];
  out.push(shape(d`M0 40 Q400 110 800 40`, 'none', { stroke: '#6b4a32', 'stroke-width': 2 }));
  for (let i = 0; i < 14; i++) {
    const t = (i + 0.5) / 14;
    const x = 800 * t;
    const y = 40 + 70 * 2 * t * (1 - t);
    out.push(
      shape(
        d`M${x - 16} ${y - 1} L${x + 16} ${y + 1} L${x} ${y + 30}Z`,
        flagColors[i % flagColors.length] as string,
      ),
    );
  }
  // Dogs greeting visitors.
  out.push(
    group(
      dogSide(
        {
          build: 'shepherd',
          coat: coats.blackAndTan,
          tail: 'bushy',
          collar: '#2f5d8a',
          tongue: true,
        },
        'stand',
      ),
      { transform: `translate(720 ${num(s.ground)}) scale(-0.8 0.8)` },
    ),
  );
  out.push(
    group(
      dogSide(
        { build: 'corgi', coat: coats.redAndWhite, tail: 'stub', collar: '#d9534f', tongue: true },
        'stand',
      ),
      { transform: `translate(590 ${num(s.ground + 40)}) scale(-0.75 0.75)` },
    ),
  );
  return svgDocument(w, h, out.join(''));
}

type Icon = 'heart' | 'cross' | 'pulse' | 'house' | 'bowl';

function pawPrint(cx: number, cy: number, s: number, fill: string): string {
  return [
    ellipse(cx, cy + 8 * s, 13 * s, 11 * s, fill),
    ellipse(cx - 14 * s, cy - 6 * s, 5 * s, 7 * s, fill),
    ellipse(cx - 5 * s, cy - 14 * s, 5 * s, 7 * s, fill),
    ellipse(cx + 5 * s, cy - 14 * s, 5 * s, 7 * s, fill),
    ellipse(cx + 14 * s, cy - 6 * s, 5 * s, 7 * s, fill),
  ].join('');
}

function partnerLogo(name: [string, string], icon: Icon, color: string, label: string): string {
  const out: string[] = [
    rect(0, 0, 320, 160, '#ffffff', { rx: 16 }),
    rect(4, 4, 312, 152, 'none', { rx: 13, stroke: color, 'stroke-width': 3 }),
  ];
  const cx = 70;
  const cy = 80;
  out.push(circle(cx, cy, 46, color));
  switch (icon) {
    case 'heart':
      out.push(
        shape(
          d`M${cx} ${cy + 30} C${cx - 48} ${cy} ${cx - 26} ${cy - 38} ${cx} ${cy - 16} C${cx + 26} ${cy - 38} ${cx + 48} ${cy} ${cx} ${cy + 30}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy - 2, 0.7, color));
      break;
    case 'pulse':
      out.push(
        shape(
          d`M${cx} ${cy + 32} C${cx - 50} ${cy} ${cx - 28} ${cy - 40} ${cx} ${cy - 17} C${cx + 28} ${cy - 40} ${cx + 50} ${cy} ${cx} ${cy + 32}Z`,
          '#ffffff',
        ),
      );
      out.push(
        line(
          [
            [cx - 30, cy - 2],
            [cx - 12, cy - 2],
            [cx - 5, cy - 16],
            [cx + 4, cy + 14],
            [cx + 11, cy - 2],
            [cx + 30, cy - 2],
          ],
          color,
          5,
        ),
      );
      break;
    case 'cross':
      out.push(
        rect(cx - 12, cy - 32, 24, 64, '#ffffff', { rx: 4 }),
        rect(cx - 32, cy - 12, 64, 24, '#ffffff', { rx: 4 }),
      );
      out.push(pawPrint(cx, cy, 0.5, color));
      break;
    case 'house':
      out.push(
        shape(
          d`M${cx - 32} ${cy - 2} L${cx} ${cy - 32} L${cx + 32} ${cy - 2} L${cx + 24} ${cy - 2} L${cx + 24} ${cy + 28} L${cx - 24} ${cy + 28} L${cx - 24} ${cy - 2}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy + 8, 0.6, color));
      break;
    case 'bowl':
      out.push(
        circle(cx - 12, cy - 6, 7, '#f4d19b'),
        circle(cx + 4, cy - 10, 7, '#f4d19b'),
        circle(cx + 16, cy - 4, 7, '#f4d19b'),
      );
      out.push(
        shape(
          d`M${cx - 34} ${cy - 2} H${cx + 34} Q${cx + 30} ${cy + 28} ${cx} ${cy + 28} Q${cx - 30} ${cy + 28} ${cx - 34} ${cy - 2}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy + 10, 0.45, color));
      break;
  }
  const font = 'font-family="Arial, Helvetica, sans-serif"';
  out.push(
    `<text x="132" y="76" ${font} font-size="23" font-weight="bold" fill="${color}">${name[0]}</text>`,
  );
  out.push(`<text x="132" y="104" ${font} font-size="18" fill="#3c4650">${name[1]}</text>`);
  return svgDocument(320, 160, out.join(''), label);
}

function siteLogo(): string {
  const cream = coats.cream;
  const out: string[] = [
    circle(100, 100, 98, '#1f3a5f'),
    circle(100, 100, 88, 'none', { stroke: '#f4c95d', 'stroke-width': 3 }),
    shape(star(100, 46, 17, 7), '#f4c95d'),
    shape(d`M30 146 Q100 136 170 146`, 'none', {
      stroke: '#f4c95d',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    group(dogSide({ build: 'shepherd', coat: cream, tail: 'bushy', silhouette: true }, 'stand'), {
      transform: 'translate(66 143) scale(0.2)',
    }),
    group(dogSide({ build: 'corgi', coat: cream, tail: 'stub', silhouette: true }, 'stand'), {
      transform: 'translate(138 143) scale(-0.2 0.2)',
    }),
    `<text x="100" y="177" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="bold" letter-spacing="3" text-anchor="middle" fill="#ffffff">NSR</text>`,
  ];
  return svgDocument(200, 200, out.join(''), 'North Star Shepherd & Corgi Rescue');
}

function favicon(): string {
  const cream = '#fbf3df';
  const out: string[] = [
    circle(32, 32, 31, '#1f3a5f'),
    shape(d`M15 30 L13 9 L29 21Z M49 30 L51 9 L35 21Z`, cream),
    circle(32, 36, 16, cream),
    ellipse(32, 45, 8.5, 6.5, '#f0e2c0'),
    ellipse(32, 41.5, 3.8, 2.8, '#1f3a5f'),
    circle(26, 33, 2.2, '#1f3a5f'),
    circle(38, 33, 2.2, '#1f3a5f'),
    shape(star(52, 52, 8, 3.4), '#f4c95d'),
  ];
  return svgDocument(64, 64, out.join(''), 'North Star Rescue');
}

// ---------------------------------------------------------------------------------------------
// What to draw

export interface Picture {
  /** Path under content/media, which is also the record's href with a leading slash. */
  file: string;
  /** Alt text the records use for this picture ('' for site art described by the page). */
  alt: string;
  draw: () => string;
}

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
const face = (dog: DogLook, x = 400, y = 280, scale = 1.05): Placement => ({
  look: dog,
  pose: 'face',
  x,
  y,
  scale,
});
const photo = (
  file: string,
  alt: string,
  kind: SceneKind,
  seed: number,
  dogs: Placement[],
): Picture => ({
  file,
  alt,
  draw: () => dogPicture(photoWidth, photoHeight, kind, seed, dogs),
});
const sofaSeat = photoHeight * 0.62;

type FosterRow = [
  name: string,
  description: string,
  dog: DogLook,
  kind: SceneKind,
  pose: Pose | 'face',
  where: string,
];

const fosterRows: FosterRow[] = [
  [
    'Ranger',
    'a black-and-tan German Shepherd',
    { build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', collar: '#e0a93b' },
    'autumn',
    'stand',
    'standing among autumn leaves',
  ],
  [
    'Ziggy',
    'a young red-and-white Pembroke Welsh Corgi',
    { build: 'corgi', coat: coats.redAndWhite, tail: 'stub', collar: '#3b78c2', tongue: true },
    'grass',
    'stand',
    'standing in the grass',
  ],
  [
    'Koda',
    'a sable German Shepherd',
    { build: 'shepherd', coat: coats.shepherdSable, tail: 'bushy', tongue: true },
    'snow',
    'face',
    'smiling in the snow',
  ],
  [
    'Nova',
    'a black German Shepherd',
    { build: 'shepherd', coat: coats.black, tail: 'bushy', collar: '#d9534f' },
    'grass',
    'lie',
    'lying in the grass',
  ],
  [
    'Peaches',
    'a sable Pembroke Welsh Corgi with a gray muzzle',
    { build: 'corgi', coat: coats.corgiSable, tail: 'stub', grey: true },
    'sofa',
    'lie',
    'napping on a sofa',
  ],
  [
    'Gus',
    'a tricolor Cardigan Welsh Corgi',
    { build: 'corgi', coat: coats.tricolour, tail: 'fox', collar: '#2e8b7a', tongue: true },
    'autumn',
    'stand',
    'trotting through autumn leaves',
  ],
  [
    'Sadie',
    'a German Shepherd mix with a white chest',
    { build: 'mix', coat: coats.mixBlackAndTan, tail: 'fox', collar: '#7b5cc4' },
    'snow',
    'stand',
    'standing in the snow',
  ],
  [
    'Otis',
    'a tricolor Pembroke Welsh Corgi',
    { build: 'corgi', coat: coats.tricolour, tail: 'stub', tongue: true },
    'grass',
    'face',
    'with his ears up in the garden',
  ],
  [
    'Juniper',
    'a black-and-tan German Shepherd with a gray muzzle',
    { build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', grey: true },
    'sofa',
    'lie',
    'resting on a sofa',
  ],
];

type BridgeRow = [name: string, description: string, dog: DogLook, pose: Pose];

const bridgeRows: BridgeRow[] = [
  [
    'Max',
    'a black-and-tan German Shepherd',
    { build: 'shepherd', coat: coats.blackAndTan, tail: 'bushy', grey: true },
    'lie',
  ],
  [
    'Rosie',
    'a red-and-white Pembroke Welsh Corgi',
    { build: 'corgi', coat: coats.redAndWhite, tail: 'stub', grey: true },
    'stand',
  ],
  [
    'Duke',
    'a sable German Shepherd',
    { build: 'shepherd', coat: coats.shepherdSable, tail: 'bushy', grey: true },
    'stand',
  ],
  [
    'Bella',
    'a tricolor Cardigan Welsh Corgi',
    { build: 'corgi', coat: coats.tricolour, tail: 'fox', grey: true },
    'lie',
  ],
  [
    'Thunder',
    'a black German Shepherd',
    { build: 'shepherd', coat: coats.black, tail: 'bushy', grey: true },
    'lie',
  ],
];

type TeamRow = [name: string, title: string, person: Person];

const teamRows: TeamRow[] = [
  [
    'Linda Sampleton',
    'founder of the rescue',
    {
      skin: '#f1c9a5',
      hair: '#c9c4bd',
      style: 'bob',
      shirt: '#2f5d8a',
      background: '#f4c95d',
      glasses: true,
      dog: look.biscuit,
    },
  ],
  [
    'Marcus Example',
    'executive director',
    {
      skin: '#8d5a3b',
      hair: '#1f1a17',
      style: 'short',
      shirt: '#c8664a',
      background: '#9fd3c7',
      beard: true,
      dog: look.bruno,
    },
  ],
  [
    'Priya Demoson',
    'board chair',
    { skin: '#c68e64', hair: '#241c18', style: 'long', shirt: '#7b5cc4', background: '#f6c1b0' },
  ],
  [
    'Tom Placeholder',
    'board vice chair',
    {
      skin: '#f0c7a4',
      hair: '#a0522d',
      style: 'short',
      shirt: '#3a9b5c',
      background: '#bcd7f2',
      glasses: true,
    },
  ],
  [
    'Grace Testwell',
    'board secretary',
    {
      skin: '#e8b48f',
      hair: '#5a3825',
      style: 'bun',
      shirt: '#d9534f',
      background: '#d7ecb9',
      dog: look.waffles,
    },
  ],
  [
    'Daniel Mockler',
    'treasurer',
    {
      skin: '#f3d0b5',
      hair: '#8a7560',
      style: 'bald',
      shirt: '#4f7c8a',
      background: '#f7dfa6',
      beard: true,
    },
  ],
  [
    'Alex Sampleberg',
    'director of technology',
    {
      skin: '#d9a57c',
      hair: '#2b2522',
      style: 'curly',
      shirt: '#2e3a4f',
      background: '#c9bff0',
      glasses: true,
      dog: look.luna,
    },
  ],
  [
    'Rosa Exampleton',
    'director of operations',
    { skin: '#b07650', hair: '#3a2418', style: 'long', shirt: '#e0a93b', background: '#bfe3f7' },
  ],
  [
    'Kim Fictionary',
    'director of fostering',
    {
      skin: '#f2d3b3',
      hair: '#1f1a17',
      style: 'bob',
      shirt: '#2e8b7a',
      background: '#f6c9d9',
      dog: look.maple,
    },
  ],
  [
    'Jamal Draftsworth',
    'director of marketing',
    { skin: '#6e4530', hair: '#161211', style: 'curly', shirt: '#c0392b', background: '#f4e4b8' },
  ],
  [
    'Heidi Specimen',
    'director of fundraising',
    {
      skin: '#f5d5bd',
      hair: '#e2b65a',
      style: 'long',
      shirt: '#3b78c2',
      background: '#cde8c5',
      dog: look.shadow,
    },
  ],
];

const withDogInAlt = (row: TeamRow): string => {
  const dog = row[2].dog;
  if (!dog) return '';
  const kind = dog.build === 'corgi' ? 'Corgi' : 'German Shepherd';
  return ` with a ${kind}`;
};

export const pictures: Picture[] = [
  // Dogs available for adoption.
  photo(
    'images/dogs/1-1.webp',
    'Bruno, a black-and-tan German Shepherd, standing in a sunny meadow',
    'grass',
    11,
    [stand(look.bruno, 420)],
  ),
  photo(
    'images/dogs/1-2.webp',
    "Close-up of Bruno's face, ears up and tongue out, among autumn trees",
    'autumn',
    12,
    [face(look.bruno)],
  ),
  photo('images/dogs/1-3.webp', 'Bruno lying in fresh snow', 'snow', 13, [
    lie(look.bruno, 380, 1.1),
  ]),
  photo(
    'images/dogs/2-1.webp',
    'Biscuit, a red-and-white Pembroke Welsh Corgi, standing in the grass',
    'grass',
    21,
    [stand(look.biscuit, 400, 1.3, true)],
  ),
  photo('images/dogs/2-2.webp', 'Biscuit stretched out on a blue sofa', 'sofa', 22, [
    lie(look.biscuit, 520, 0.95, false, sofaSeat),
  ]),
  photo('images/dogs/2-3.webp', "Close-up of Biscuit's smiling face on a snowy day", 'snow', 23, [
    face(look.biscuit),
  ]),
  photo(
    'images/dogs/3-1.webp',
    'Luna, a sable German Shepherd, standing among autumn leaves',
    'autumn',
    31,
    [stand(look.luna, 400, 1, true)],
  ),
  photo('images/dogs/3-2.webp', "Close-up of Luna's face with her big upright ears", 'grass', 32, [
    face(look.luna),
  ]),
  photo(
    'images/dogs/4-1.webp',
    'Waffles, a tricolor Cardigan Welsh Corgi with a long tail, standing in the snow',
    'snow',
    41,
    [stand(look.waffles, 430, 1.3)],
  ),
  photo('images/dogs/4-2.webp', 'Waffles lying in a carpet of autumn leaves', 'autumn', 42, [
    lie(look.waffles, 420, 1.2, true),
  ]),
  photo(
    'images/dogs/4-3.webp',
    "Close-up of Waffles' face, tongue out, in the living room",
    'sofa',
    43,
    [face(look.waffles)],
  ),
  photo(
    'images/dogs/5-1.webp',
    'Shadow, a black German Shepherd with a gray muzzle, resting on a blue sofa',
    'sofa',
    51,
    [lie(look.shadow, 530, 0.85, false, sofaSeat)],
  ),
  photo('images/dogs/5-2.webp', 'Shadow standing in the garden on a sunny day', 'grass', 52, [
    stand(look.shadow, 400, 1, true),
  ]),
  photo(
    'images/dogs/6-1.webp',
    'Pepper, a German Shepherd and Corgi mix with short legs and big ears, standing in autumn leaves',
    'autumn',
    61,
    [stand(look.pepper, 400, 1.15)],
  ),
  photo(
    'images/dogs/6-2.webp',
    "Close-up of Pepper's face with her black-and-tan markings and white chest",
    'grass',
    62,
    [face(look.pepper)],
  ),
  // The courtesy posting.
  photo(
    'images/courtesy-postings/1-1.webp',
    'Maple, a sable Pembroke Welsh Corgi, standing in the grass',
    'grass',
    71,
    [stand(look.maple, 400, 1.3)],
  ),
  photo('images/courtesy-postings/1-2.webp', 'Maple curled up on a blue sofa', 'sofa', 72, [
    lie(look.maple, 520, 0.95, false, sofaSeat),
  ]),
  // Animals needing foster homes.
  ...fosterRows.map(([name, description, dog, kind, pose, where], index): Picture => {
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
    return photo(
      `images/foster-animals/${index + 1}-1.webp`,
      `${name}, ${description}, ${where}`,
      kind,
      100 + index,
      [placement],
    );
  }),
  // Rainbow Bridge.
  ...bridgeRows.map(([name, description, dog, pose], index): Picture => {
    const corgi = dog.build === 'corgi';
    const placement =
      pose === 'lie'
        ? lie(dog, 400, 1.1, index % 2 === 0)
        : stand(dog, 400, corgi ? 1.3 : 1, index % 2 === 0);
    const doing = pose === 'lie' ? 'resting' : 'standing';
    return photo(
      `images/rainbow-bridge/${index + 1}-1.webp`,
      `${name}, ${description}, ${doing} in a meadow under a rainbow`,
      'rainbow',
      200 + index,
      [placement],
    );
  }),
  // Team portraits.
  ...teamRows.map((row, index): Picture => ({
    file: `images/team/${index + 1}-1.webp`,
    alt: `Illustrated portrait of ${row[0]}, ${row[1]}${withDogInAlt(row)}`,
    draw: () => portrait(row[2]),
  })),
  // The event.
  {
    file: 'images/events/1-1.webp',
    alt: 'A red-and-white striped tent with a Fundraising Day banner, where a German Shepherd and a Corgi greet visitors',
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
    alt: `${name.join(' ')} logo`,
    draw: () => partnerLogo(name, icon, color, name.join(' ')),
  })),
  // Site art.
  {
    file: 'images/site/hero-1.webp',
    alt: 'A German Shepherd and a Corgi standing side by side in a sunny meadow',
    draw: () =>
      dogPicture(1600, 600, 'grass', 901, [
        stand(look.bruno, 900, 1.1),
        stand(look.biscuit, 1390, 1.3, true),
      ]),
  },
  {
    file: 'images/site/hero-2.webp',
    alt: 'Three rescue dogs playing in the snow among pine trees',
    draw: () =>
      dogPicture(1600, 600, 'snow', 902, [
        lie(look.shadow, 480, 0.95, false, 560),
        stand(look.luna, 860, 1.05),
        stand(look.waffles, 1310, 1.25),
      ]),
  },
  {
    file: 'images/site/hero-3.webp',
    alt: 'A Corgi and a German Shepherd relaxing in autumn leaves',
    draw: () =>
      dogPicture(1600, 600, 'autumn', 903, [
        lie(look.maple, 780, 1.15),
        lie(look.bruno, 1340, 1.05, true),
      ]),
  },
  {
    file: 'images/site/breed-german-shepherd.webp',
    alt: 'A black-and-tan German Shepherd standing in the grass',
    draw: () => dogPicture(600, 450, 'grass', 911, [stand(look.bruno, 290, 0.85)]),
  },
  {
    file: 'images/site/breed-welsh-corgi.webp',
    alt: 'A red-and-white Pembroke Welsh Corgi standing in the grass',
    draw: () => dogPicture(600, 450, 'grass', 912, [stand(look.biscuit, 290, 1.05, true)]),
  },
  { file: 'images/site/logo.svg', alt: 'North Star Shepherd & Corgi Rescue', draw: siteLogo },
  { file: 'favicon.svg', alt: '', draw: favicon },
];

async function render(picture: Picture): Promise<number> {
  const out = join(mediaDir, picture.file);
  mkdirSync(dirname(out), { recursive: true });
  uidCounter = 0;
  const svg = picture.draw();
  if (out.endsWith('.svg')) {
    writeFileSync(out, `${svg}\n`);
  } else {
    await sharp(Buffer.from(svg)).webp({ quality: webpQuality, effort: 6 }).toFile(out);
  }
  return statSync(out).size;
}

async function main() {
  let total = 0;
  for (const picture of pictures) {
    const size = await render(picture);
    total += size;
    console.log(`${picture.file.padEnd(42)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`${pictures.length} pictures, ${(total / 1024).toFixed(1)} KB in all`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
