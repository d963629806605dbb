import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Animal } from '#lib/listings/types.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import {
  sampleOrganizationId,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { recordRoutes } from '../support/specRoutes.ts';
import { focusChange, shoot, type Box } from './pixels.ts';

/**
 * The live site the WCAG suites (wcag*.test.ts) look at, and what they share. A suite calls
 * setUpWcagSite() once, at its top: that registers the hooks that start the site and Chromium
 * before its tests and close them after. The bindings below are filled in by that beforeAll;
 * an import of them reads their current value, as the tests run.
 */
export let live: LiveSite;
export let browser: Browser;
let sample: SampleService;
export let clientDir: string;
/** The site server of `npm start` (proxy on the sample service, forms mounted). */
export let site: string;
/** A plain static host: no /api, so every live refresh fails. */
export let plainHost: string;
export const contexts: BrowserContext[] = [];

export const adoptable = readSampleData().animals.filter(
  (animal) => animal.organization_id === sampleOrganizationId && animal.status === 'adoptable',
);
// Published after the build: its page is 404.html until the browser loads it.
export const newcomer: Animal = { ...(adoptable[0] as Animal), id: 72999002, name: 'Latecomer' };

export function setUpWcagSite(): void {
  beforeAll(async () => {
    live = await startLiveSite({ staticHost: true });
    ({ browser, sample, clientDir, url: site, staticUrl: plainHost } = live);
    sample.addAnimal(newcomer);
  });

  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await live?.close();
  });
}

export async function open(url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

export const firstDog = Object.keys(recordRoutes()).find((path) =>
  path.includes('available-dogs'),
)!;
export const firstMember = Object.keys(recordRoutes()).find((path) => path.includes('our-team'))!;

/** The focused element's box, whether any part of it can be seen, and a name for reports. */
async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    // Not entirely hidden (2.4.11): some point of its box inside the viewport hits it.
    let seen = false;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (element.contains(hit) || hit.contains(element))) seen = true;
      }
    }
    const region = element.closest('header, nav, aside, main, footer, section');
    return {
      box: { x: box.left, y: box.top, width: box.width, height: box.height },
      seen,
      // Focus on a frame is in the framed page (another site's form), whose indicator is its own.
      framed: element.tagName === 'IFRAME',
      label: `${region?.className || region?.tagName.toLowerCase()} ${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      // One check per kind of stop: the header and footer repeat on every page.
      kind: `${region?.tagName}.${region?.className} ${element.tagName}.${element.className}`,
    };
  });
}

/** The box around a focused element where its indicator may draw, clamped to the viewport. */
function around(box: Box, viewport: { width: number; height: number }): Box {
  const x = Math.max(0, Math.floor(box.x) - 8);
  const y = Math.max(0, Math.floor(box.y) - 8);
  return {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width) + 8) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height) + 8) - y,
  };
}

/**
 * Tabs through a page from the top, checking that each stop can be seen; for each new kind
 * of stop, compares pixels with and without focus: the indicator must change at least a
 * 2 px outline's worth of pixels by 3:1 or more (2.4.7, 1.4.11).
 */
export async function walkFocus(page: Page, seenKinds: Set<string> | null, maxStops = 80) {
  const hidden: string[] = [];
  const faint: string[] = [];
  const viewport = page.viewportSize()!;
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused) break;
    if (!focused.seen) hidden.push(focused.label);
    if (!seenKinds || seenKinds.has(focused.kind) || !focused.seen || focused.framed) continue;
    seenKinds.add(focused.kind);
    // Measured in the middle of the viewport, so that no part of the indicator is cut off.
    const box = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left, y: top, width, height };
    });
    const clip = around(box, viewport);
    if (clip.width <= 0 || clip.height <= 0) continue;
    const withFocus = await shoot(page, clip);
    await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      element.blur();
      (window as unknown as { lastFocused: HTMLElement }).lastFocused = element;
    });
    const withoutFocus = await shoot(page, clip);
    // Focused again from the keyboard's place, so that :focus-visible still applies.
    await page.evaluate(() =>
      (window as unknown as { lastFocused: HTMLElement }).lastFocused.focus(),
    );
    const { strong, typical } = focusChange(withFocus, withoutFocus);
    const needed = 2 * (box.width + box.height) * 2;
    if (strong < needed) {
      faint.push(
        `${focused.label}: ${strong} of ${Math.round(needed)} pixels, ${typical.toFixed(1)}:1`,
      );
    }
  }
  return { hidden, faint };
}
