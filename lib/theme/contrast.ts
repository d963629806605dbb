/** WCAG 2.x contrast: colours as `#rrggbb` (or `#rgb`), relative luminance and contrast ratio. */

export type Rgb = [number, number, number];

/** WCAG AA: normal text, and large text or the parts of a control (focus rings, borders). */
export const aaText = 4.5;
export const aaNonText = 3;

export function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`"${hex}" is not a colour written #rrggbb`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

/** `#rrggbb`, lower case; channels are rounded and kept within 0–255. */
export function toHex(rgb: Rgb): string {
  const channel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  return `#${rgb.map((value) => channel(value).toString(16).padStart(2, '0')).join('')}`;
}

/** An sRGB channel (0–255) in linear light (0–1). */
export function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linearChannel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same) to 21 (black on white), whichever of the two is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A ratio as people read it, `4.47:1`: cut (not rounded) to two decimals, so it never reads as passing when it fails. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
