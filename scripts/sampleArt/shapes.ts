/** SVG drawing primitives and seeded randomness shared by every sample picture. */

export type Rand = () => number;
export type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

/** A picture to write: its path under its output folder and its drawing as an SVG document. */
export interface Picture {
  file: string;
  draw: () => string;
}

/** mulberry32: a tiny seeded generator, so the scatter is the same on every run. */
export function seeded(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A small stable number from a file name (FNV-1a), so every drawing is the same on every run. */
export function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

export const num = (value: number): string => String(Math.round(value * 10) / 10);
export const between = (rand: Rand, low: number, high: number): number =>
  low + rand() * (high - low);
export const pick = <T>(items: readonly T[], rand: Rand): T =>
  items[Math.floor(rand() * items.length)] as T;

/** Tagged template for path data: every number is rounded to one decimal. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
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

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill?: string,
  extra: Attrs = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill?: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const shape = (path: string, fill?: string, extra: Attrs = {}) =>
  `<path${attrs({ d: path, fill, ...extra })}/>`;
/** Path data through the points, straight from one to the next. */
const through = (points: Pt[]) => `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')}`;

export const line = (points: Pt[], stroke: string, width: number, extra: Attrs = {}) =>
  shape(through(points), 'none', {
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
export const group = (content: string, extra: Attrs = {}) => `<g${attrs(extra)}>${content}</g>`;

/** A top-to-bottom gradient, filled in with `url(#id)`. */
export function verticalGradient(id: string, stops: [number, string][]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient></defs>`;
}

export function svgDocument(width: number, height: number, body: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${label.replace(/&/g, '&amp;')}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${a11y}>${body}</svg>`;
}

let uidCounter = 0;
/** A fresh id for a clip path or gradient. */
export const nextUid = () => `u${(uidCounter++).toString(36)}`;
/** Ids restart with every picture, so a picture draws the same whichever others are drawn first. */
export function resetUids(): void {
  uidCounter = 0;
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
export function taper(
  p: readonly [Pt, Pt, Pt, Pt],
  w0: number,
  w1: number,
  t0 = 0,
  t1 = 1,
): string {
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
  return `${through(points)}Z ${circlePath(tipX, tipY, tipR)}`;
}

function circlePath(cx: number, cy: number, r: number): string {
  return d`M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/** Path data of a five-pointed star. */
export function star(cx: number, cy: number, outer: number, inner: number): string {
  const corners: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return `${through(corners)}Z`;
}
