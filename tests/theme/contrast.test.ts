import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHex, relativeLuminance } from '#lib/theme/contrast.ts';
import {
  failureMessage,
  neutrals,
  paletteOf,
  pairingsOf,
  themeCss,
  themeFailures,
} from '#lib/theme/palette.ts';

const bundled = { primaryColor: '#6b3410', accentColor: '#f2b541' };

describe('WCAG contrast', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('#6b3410', '#6b3410')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('reads #rgb and #rrggbb, and refuses anything else', () => {
    expect(parseHex('#0a5')).toEqual([0, 170, 85]);
    expect(parseHex('#6B3410')).toEqual([107, 52, 16]);
    expect(() => parseHex('#12345')).toThrow('"#12345" is not a colour written #rrggbb');
  });

  it('never shows a failing ratio as passing', () => {
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('the palette', () => {
  it("derives the stylesheet's own colours from the bundled brown and gold", () => {
    expect(paletteOf(bundled)).toEqual({
      primary: '#6b3410',
      onPrimary: '#ffffff',
      primaryHover: '#4a230a',
      primaryText: '#6b3410',
      primaryDark: '#4a230a',
      accent: '#f2b541',
      focusOnPrimary: '#f2b541',
      focusOnDark: '#f2b541',
      focusOnInk: '#f2b541',
    });
    expect(themeCss(bundled)).toContain('  --primary: #6b3410;\n');
    expect(themeCss(bundled)).toContain(`  --cream: ${neutrals.cream};\n`);
  });

  it('puts dark text on a light primary, and darkens its links until they read', () => {
    const palette = paletteOf({ primaryColor: '#ffd400', accentColor: '#0a5' });
    expect(palette.onPrimary).toBe(neutrals.ink);
    expect(palette.primaryText).not.toBe('#ffd400');
    expect(contrastRatio(palette.primaryText, neutrals.sand)).toBeGreaterThanOrEqual(4.5);
    // The green ring does not show on yellow: the banner's ring is its dark text colour.
    expect(palette.focusOnPrimary).toBe(neutrals.ink);
    expect(themeFailures({ primaryColor: '#ffd400', accentColor: '#0a5' })).toEqual([]);
  });

  it('refuses a primary on which neither white nor dark text reads, naming the nearest shade that does', () => {
    const [failure, ...more] = themeFailures({ primaryColor: '#d2691e', accentColor: '#f2b541' });
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      field: 'primaryColor',
      what: 'text on buttons and the surrender banner',
      colour: '#d2691e',
    });
    expect(failureMessage(failure!)).toBe(
      '#d2691e gives text on buttons and the surrender banner 4.33:1 (#2b2118 on #d2691e); ' +
        'WCAG AA asks 4.5:1. The nearest shade that passes is #d96c1f.',
    );
  });

  it('makes every pairing pass, or names a shade that makes it pass, whatever the colours', () => {
    const channel = [0x00, 0x33, 0x66, 0x99, 0xcc, 0xff];
    const hex = (r: number, g: number, b: number) =>
      `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    const colours = channel.flatMap((r) =>
      channel.flatMap((g) => channel.map((b) => hex(r, g, b))),
    );
    let refused = 0;
    for (const primaryColor of colours) {
      for (const accentColor of ['#f2b541', '#0a5', '#1f3a5f', '#ffffff', '#000000']) {
        const theme = { primaryColor, accentColor };
        const failures = themeFailures(theme);
        if (failures.length === 0) {
          for (const pairing of pairingsOf(paletteOf(theme))) {
            const ratio = contrastRatio(pairing.foreground, pairing.background);
            expect(ratio, `${primaryColor} ${pairing.what}`).toBeGreaterThanOrEqual(
              pairing.minimum,
            );
          }
          continue;
        }
        refused++;
        for (const { field, nearest } of failures) {
          expect(nearest, `${primaryColor} ${field}`).toBeDefined();
          expect(themeFailures({ ...theme, [field]: nearest! })).toEqual([]);
        }
      }
    }
    // Only the mid-tones where neither white nor dark text reaches 4.5:1 are refused.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(colours.length);
  });
});
