import type { Page } from 'playwright-core';
import sharp from 'sharp';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, four bytes a pixel. */
  data: Buffer;
}

/** A screenshot of part of the viewport as RGBA pixels. */
export async function shoot(page: Page, clip: Box): Promise<Pixels> {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two luminances. */
function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function luminanceAt(pixels: Pixels, index: number): number {
  const { data } = pixels;
  return luminance(data[index * 4]!, data[index * 4 + 1]!, data[index * 4 + 2]!);
}

/**
 * How a focus indicator shows, from two shots of the same box: the pixels that changed, and
 * those that changed by 3:1 or more (WCAG 2.4.13's measure, used here for 2.4.7 and 1.4.11).
 */
export function focusChange(focused: Pixels, unfocused: Pixels) {
  let changed = 0;
  let strong = 0;
  const ratios: number[] = [];
  for (let index = 0; index < focused.width * focused.height; index += 1) {
    const ratio = contrast(luminanceAt(focused, index), luminanceAt(unfocused, index));
    if (ratio > 1.05) changed += 1;
    if (ratio >= 3) strong += 1;
    if (ratio > 1.05) ratios.push(ratio);
  }
  ratios.sort((a, b) => b - a);
  // The contrast of the ring's best-changed pixels: the top fifth of what changed.
  const typical = ratios[Math.floor(ratios.length / 5)] ?? 1;
  return { changed, strong, typical };
}

/** The lowest contrast of a text colour against any background pixel of a shot. */
export function worstContrast(text: [number, number, number], background: Pixels): number {
  const textLuminance = luminance(...text);
  let worst = Infinity;
  for (let index = 0; index < background.width * background.height; index += 1) {
    worst = Math.min(worst, contrast(textLuminance, luminanceAt(background, index)));
  }
  return worst;
}
