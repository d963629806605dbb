/**
 * The dog engine of the sample pictures: coats, builds, and a dog drawn from the side (standing
 * or lying) or from the front, in SVG units around its own origin.
 */
import { circle, d, ellipse, group, line, nextUid, num, shape, taper, type Pt } from './shapes.ts';

type Build = 'shepherd' | 'corgi' | 'mix';
type Tail = 'bushy' | 'fox' | 'stub';
export type Pose = 'stand' | 'lie';

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

export interface DogLook {
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

export const coats = {
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

/** A dog seen from the side, facing right, standing or lying on the ground line y = 0. */
export function dogSide(look: DogLook, pose: Pose): string {
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
export function dogFace(look: DogLook): string {
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
