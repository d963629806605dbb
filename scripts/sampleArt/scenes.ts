/** Backdrops (meadow, sofa, snow, autumn, rainbow), dogs placed in them, and the fundraising day. */
import { coats, dogFace, dogSide, type DogLook, type Pose } from './dogs.ts';
import {
  between,
  circle,
  d,
  ellipse,
  group,
  line,
  nextUid,
  num,
  pick,
  rect,
  seeded,
  shape,
  svgDocument,
  verticalGradient,
  type Rand,
} from './shapes.ts';

export type SceneKind = 'grass' | 'sofa' | 'snow' | 'autumn' | 'rainbow';

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
      verticalGradient(`${id}s`, [
        [0, a],
        [1, b],
      ]),
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
        verticalGradient(`${id}w`, [
          [0, '#9fd3f2'],
          [1, '#e3f4fc'],
        ]),
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

export interface Placement {
  look: DogLook;
  pose: Pose | 'face';
  /** Centre of the dog (side views) or of the head (faces). */
  x: number;
  /** Ground line (side views) or head centre (faces); defaults to the scene's ground. */
  y?: number;
  scale?: number;
  flip?: boolean;
}

export function dogPicture(
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

/** The event photo: a striped tent and a stall, with two dogs greeting visitors. */
export function fundraisingDay(): string {
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
