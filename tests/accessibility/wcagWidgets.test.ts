import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessibilityTree } from './engines.ts';
import { shoot, worstContrast, type Box } from './pixels.ts';
import {
  clientDir,
  firstDog,
  open,
  plainHost,
  site,
  setUpWcagSite,
  walkFocus,
} from './wcagSite.ts';

// The site's moving parts: the Adopt menu, the failed-refresh notice and the home carousel.
setUpWcagSite();

describe('the Adopt menu', () => {
  it('is named "Adopt", closes on Escape back to its button, and covers nothing focus moves to', async () => {
    const page = await open(site + firstDog, { viewport: { width: 900, height: 800 } });
    const names = (await accessibilityTree(page)).filter((node) => node.role === 'button');
    expect(names.map((node) => node.name)).toContain('Adopt');
    expect(names.some((node) => node.name.includes('▾'))).toBe(false);

    const button = page.locator('.nav-dropdown > button');
    const menu = page.locator('#adopt-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await menu.evaluate((it) => it.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Available Dogs');
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((it) => it.matches(':popover-open'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Adopt');

    // Opened again and left by Tab: every later stop (About Us, the breadcrumbs) can be seen.
    await page.keyboard.press('Enter');
    const { hidden } = await walkFocus(page, null, 14);
    expect(hidden).toEqual([]);
    await page.context().close();
  });
});

describe('the failed-refresh notice', () => {
  it.each(['/adopt', '/rescue-tails/forever-stories'])(
    'on a plain static host, %s: announced from a region there before it, covering nothing at 320×256',
    async (path) => {
      // The live region is in the prerendered page, empty, so that the text written later is read.
      const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
      expect(html).toMatch(/<div class="listing-notice" role="status"><\/div>/);

      const page = await open(plainHost + path, { viewport: { width: 320, height: 256 } });
      const notice = page.getByRole('status').filter({ hasText: 'could not refresh' });
      await notice.waitFor();
      expect(await notice.evaluate((it) => getComputedStyle(it).position)).toBe('static');
      const { hidden } = await walkFocus(page, null, 200);
      expect(hidden).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});

describe('the home carousel', () => {
  it('keeps the hero text at 4.5:1 or more over every slide, measured from pixels', async () => {
    const worst: string[] = [];
    for (const width of [320, 390, 600, 900, 1280]) {
      const page = await open(site + '/', {
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
      });
      for (const slide of [1, 2, 3]) {
        await page.evaluate((n) => (location.hash = `#slide-${n}`), slide);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const selector of ['.carousel-caption h1', '.carousel-caption p']) {
          const text = page.locator(selector);
          const box = (await text.evaluate((it) => {
            const range = document.createRange();
            range.selectNodeContents(it);
            const { left, top, width, height } = range.getBoundingClientRect();
            return {
              x: Math.floor(left),
              y: Math.floor(top),
              width: Math.ceil(width),
              height: Math.ceil(height),
            };
          })) as Box;
          // The background behind the words: the same box with the words made invisible.
          await text.evaluate((it) => ((it as HTMLElement).style.visibility = 'hidden'));
          const background = await shoot(page, box);
          await text.evaluate((it) => ((it as HTMLElement).style.visibility = ''));
          const color = await text.evaluate((it) => getComputedStyle(it).color);
          const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
          const ratio = worstContrast([r, g, b], background);
          worst.push(`${width} slide ${slide} ${selector}: ${ratio.toFixed(1)}`);
          expect(ratio, `${width} px, slide ${slide}, ${selector}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      await page.context().close();
    }
    console.log(`Hero text contrast, worst pixel:\n${worst.join('\n')}`);
  }, 120_000);

  it('"Show slide 2" moves focus to slide 2, marks it current and leaves the page where it was', async () => {
    const page = await open(site + '/', { viewport: { width: 1280, height: 800 } });
    const link = page.locator('.carousel-nav a[href="#slide-2"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('slide-2');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const tree = await accessibilityTree(page);
    expect(tree).toContainEqual({ role: 'group', name: '2 of 3' });
    // The current slide's number is filled in; the others are not.
    const fills = await page
      .locator('.carousel-nav a')
      .evaluateAll((links) => links.map((it) => getComputedStyle(it).backgroundColor));
    expect(fills[1]).not.toBe(fills[0]);
    expect(fills[0]).toBe(fills[2]);
    await page.context().close();
  });

  it('jumps without sliding under prefers-reduced-motion, and slides otherwise', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const page = await open(site + '/', {
        viewport: { width: 1280, height: 800 },
        reducedMotion,
      });
      const [now, target] = await page.evaluate(() => {
        const track = document.querySelector('.carousel-track')!;
        (document.querySelector('.carousel-nav a[href="#slide-3"]') as HTMLElement).click();
        return [track.scrollLeft, document.getElementById('slide-3')!.offsetLeft];
      });
      expect(target).toBeGreaterThan(0);
      if (reducedMotion === 'reduce') expect(now).toBe(target);
      else expect(now).toBeLessThan(target);
      await page.context().close();
    }
  });
});
