import {
  aaNonText,
  aaText,
  contrastRatio,
  formatRatio,
  linearChannel,
  parseHex,
  toHex,
  type Rgb,
} from './contrast.ts';
import type { Site } from '../content/types.generated.ts';

/** The rescue's two brand colours (site.json `theme`). */
export type Theme = Site['theme'];

const white = '#ffffff';

/** The warm neutrals every theme shares: page, bands, text, lines. */
export const neutrals = {
  cream: '#fffaf3',
  sand: '#f5ead9',
  ink: '#2b2118',
  muted: '#5c4d40',
  line: '#e2d3bd',
  focus: '#1a5fb4',
};

/** Where brand-coloured text and lines sit: the page, cards and the sand bands. */
const lightGrounds = {
  'the page background': neutrals.cream,
  'a card': white,
  'a band': neutrals.sand,
};

/** Every colour the stylesheet reads, derived from the two brand colours. */
export interface Palette {
  /** Buttons and the surrender banner. */
  primary: string;
  /** Text on `primary`: white or ink, whichever reads better. */
  onPrimary: string;
  /** A hovered button: a step away from its text. */
  primaryHover: string;
  /** Links, the current menu item, outlines: the primary, darkened as far as text on light grounds needs. */
  primaryText: string;
  /** Headings, hovered links, the top bar: a step darker than `primaryText`. */
  primaryDark: string;
  /** Decorative borders, and the focus ring on coloured bars where it shows. */
  accent: string;
  /** Focus rings on the surrender banner, the top bar and the ink footer and slide numbers. */
  focusOnPrimary: string;
  focusOnDark: string;
  focusOnInk: string;
}

export function paletteOf(theme: Theme): Palette {
  const primary = toHex(parseHex(theme.primaryColor));
  const accent = toHex(parseHex(theme.accentColor));
  const onPrimary = betterText(primary);
  const primaryText = passesOn(primary, aaText, Object.values(lightGrounds))
    ? primary
    : nearestShade(primary, (shade) => passesOn(shade, aaText, Object.values(lightGrounds)))!;
  const primaryDark = darker(primaryText);
  // On a coloured bar the ring is the accent where it shows, else the bar's own text colour.
  const ringOn = (bar: string) =>
    contrastRatio(accent, bar) >= aaNonText ? accent : betterText(bar);
  return {
    primary,
    onPrimary,
    primaryHover: onPrimary === white ? darker(primary) : lighter(primary),
    primaryText,
    primaryDark,
    accent,
    focusOnPrimary: ringOn(primary),
    focusOnDark: ringOn(primaryDark),
    focusOnInk: ringOn(neutrals.ink),
  };
}

/** One colour on another, as the site shows it, and the contrast WCAG AA asks of it. */
export interface Pairing {
  /** The theme colour this pairing depends on, named by its site.json field. */
  field: keyof Theme;
  /** What people see: "text on buttons and the surrender banner". */
  what: string;
  foreground: string;
  background: string;
  minimum: number;
}

/** Every pairing of colours the palette makes, each tied to the theme colour it comes from. */
export function pairingsOf(palette: Palette): Pairing[] {
  const pair = (
    field: keyof Theme,
    what: string,
    foreground: string,
    background: string,
    minimum = aaText,
  ) => ({ field, what, foreground, background, minimum }) satisfies Pairing;
  return [
    pair(
      'primaryColor',
      'text on buttons and the surrender banner',
      palette.onPrimary,
      palette.primary,
    ),
    pair('primaryColor', 'text on a hovered button', palette.onPrimary, palette.primaryHover),
    ...Object.entries(lightGrounds).flatMap(([ground, colour]) => [
      pair('primaryColor', `links on ${ground}`, palette.primaryText, colour),
      pair('primaryColor', `headings on ${ground}`, palette.primaryDark, colour),
    ]),
    pair('primaryColor', 'text on the top bar', white, palette.primaryDark),
    pair(
      'accentColor',
      'the focus ring on the surrender banner',
      palette.focusOnPrimary,
      palette.primary,
      aaNonText,
    ),
    pair(
      'accentColor',
      'the focus ring on the top bar',
      palette.focusOnDark,
      palette.primaryDark,
      aaNonText,
    ),
    pair(
      'accentColor',
      'the focus ring on the footer',
      palette.focusOnInk,
      neutrals.ink,
      aaNonText,
    ),
  ];
}

/** A pairing below WCAG AA, with the nearest shade of its theme colour that passes. */
export interface ThemeFailure extends Pairing {
  colour: string;
  ratio: number;
  nearest: string | undefined;
}

/** The pairings the theme cannot bring to WCAG AA, however the build derives the rest. */
export function themeFailures(theme: Theme): ThemeFailure[] {
  const failing = (candidate: Theme) =>
    pairingsOf(paletteOf(candidate)).filter(
      (pairing) => contrastRatio(pairing.foreground, pairing.background) < pairing.minimum,
    );
  return failing(theme).map((pairing) => {
    const colour = theme[pairing.field];
    // The nearest shade that makes every pairing of this colour pass, not only this one.
    const nearest = nearestShade(colour, (shade) =>
      failing({ ...theme, [pairing.field]: shade }).every((other) => other.field !== pairing.field),
    );
    return {
      ...pairing,
      colour,
      ratio: contrastRatio(pairing.foreground, pairing.background),
      nearest,
    };
  });
}

/** The palette as CSS custom properties on :root, for renderer/styles.css. */
export function themeCss(theme: Theme): string {
  const palette = paletteOf(theme);
  const properties = {
    ...neutrals,
    primary: palette.primary,
    'on-primary': palette.onPrimary,
    'primary-hover': palette.primaryHover,
    'primary-text': palette.primaryText,
    'primary-dark': palette.primaryDark,
    accent: palette.accent,
    'focus-on-primary': palette.focusOnPrimary,
    'focus-on-dark': palette.focusOnDark,
    'focus-on-ink': palette.focusOnInk,
  };
  const lines = Object.entries(properties).map(([name, value]) => `  --${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

function passesOn(colour: string, minimum: number, grounds: string[]): boolean {
  return grounds.every((ground) => contrastRatio(colour, ground) >= minimum);
}

/** White or ink on the colour: the one with the higher contrast. */
function betterText(background: string): string {
  return contrastRatio(white, background) >= contrastRatio(neutrals.ink, background)
    ? white
    : neutrals.ink;
}

/**
 * The shade of the colour (same hue and saturation, lightness moved in steps of 0.5%) nearest
 * to it that passes; undefined when none does.
 */
function nearestShade(colour: string, passes: (shade: string) => boolean): string | undefined {
  const [hue, saturation, lightness] = toHsl(parseHex(colour));
  for (let step = 0.005; step <= 1; step += 0.005) {
    for (const candidate of [lightness - step, lightness + step]) {
      if (candidate < 0 || candidate > 1) continue;
      const shade = toHex(fromHsl([hue, saturation, candidate]));
      if (passes(shade)) return shade;
    }
  }
  return undefined;
}

// A step darker or lighter keeps the hue and loses a little colour, as a darker paint does:
// OKLab lightness (or its distance to white) and chroma scaled, fitted so the bundled brown's
// step is the stylesheet's hover brown, #6b3410 → #4a230a.
const lightnessStep = 0.78;
const chromaStep = 0.76;

function darker(colour: string): string {
  const [l, a, b] = toOklab(parseHex(colour));
  return toHex(fromOklab([l * lightnessStep, a * chromaStep, b * chromaStep]));
}

function lighter(colour: string): string {
  const [l, a, b] = toOklab(parseHex(colour));
  return toHex(fromOklab([1 - (1 - l) * lightnessStep, a * chromaStep, b * chromaStep]));
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const spread = max - min;
  const saturation = spread / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === red
      ? ((green - blue) / spread + 6) % 6
      : max === green
        ? (blue - red) / spread + 2
        : (red - green) / spread + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Rgb): Rgb {
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

// OKLab from Björn Ottosson's reference (https://bottosson.github.io/posts/oklab/).
function toOklab(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map(linearChannel) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([lightness, a, b]: Rgb): Rgb {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => {
    const v = Math.min(1, Math.max(0, c));
    return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  }) as Rgb;
}

/** `#d2691e gives text on buttons and the surrender banner 4.33:1 (#2b2118 on #d2691e); WCAG AA asks 4.5:1. The nearest shade that passes is #d96c1f.` */
export function failureMessage(failure: ThemeFailure): string {
  const { colour, what, foreground, background, ratio, minimum, nearest } = failure;
  return (
    `${colour} gives ${what} ${formatRatio(ratio)} (${foreground} on ${background}); ` +
    `WCAG AA asks ${minimum}:1. ` +
    (nearest ? `The nearest shade that passes is ${nearest}.` : 'No shade of it passes.')
  );
}
