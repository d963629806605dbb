import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withErrorTitle } from '../../components/forms/errorTitle.ts';
import type { Animal } from '../../lib/listings/types.ts';
import { readSampleData } from '../../server/sample-service/data.ts';
import {
  sampleOrganizationId,
  startSampleService,
  type SampleService,
} from '../../server/sample-service/start.ts';
import { axeViolations, launchChromium } from '../support/browser.ts';
import { recordRoutes, snapshotDetailRoutes, staticRoutes } from '../support/routes.ts';
import { buildSiteAsync, serveSite, serveStatic } from '../support/site.ts';
import { aceViolations, accessibilityTree } from './engines.ts';
import { focusChange, shoot, worstContrast, type Box } from './pixels.ts';

let browser: Browser;
let sample: SampleService;
let clientDir: string;
/** The site server of `npm start` (proxy on the sample service, forms mounted). */
let site: string;
/** A plain static host: no /api, so every live refresh fails. */
let plainHost: string;
const servers: Server[] = [];
const contexts: BrowserContext[] = [];

const adoptable = readSampleData().animals.filter(
  (animal) => animal.organization_id === sampleOrganizationId && animal.status === 'adoptable',
);
// Published after the build: its page is 404.html until the browser loads it.
const newcomer: Animal = { ...(adoptable[0] as Animal), id: 72999002, name: 'Latecomer' };

beforeAll(async () => {
  clientDir = join(inject('siteOutDir'), 'client');
  [browser, sample] = await Promise.all([launchChromium(), startSampleService()]);
  sample.addAnimal(newcomer);
  const started = await Promise.all([serveSite(clientDir, sample), serveStatic(clientDir)]);
  servers.push(...started.map(({ server }) => server));
  [site, plainHost] = started.map(({ url }) => url) as [string, string];
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  for (const server of servers) server.close();
  await sample?.close();
});

async function open(url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const firstDog = Object.keys(recordRoutes()).find((path) => path.includes('available-dogs'))!;
const firstMember = Object.keys(recordRoutes()).find((path) => path.includes('our-team'))!;
const firstEvent = Object.keys(recordRoutes()).find((path) => path.includes('event-details'))!;

/** One page of each kind, as the issue lists them. */
const pageTypes = [
  '/',
  '/adopt/available-dogs',
  firstDog,
  '/adopt',
  '/rescue-tails/forever-stories',
  '/events',
  firstEvent,
  '/about/our-team',
  firstMember,
  '/donate',
  '/about/contact',
  '/get-involved/foster-application',
  '/adopt/application',
  '/site-map',
  '/no-such-page',
];

describe('second engines', () => {
  it.each(pageTypes)('IBM Equal Access and axe find nothing on %s', async (path) => {
    const page = await open(site + path);
    await page.waitForLoadState('networkidle');
    // Checked as shown: IBM's engine takes a closed panel's legends for missing names.
    await page.evaluate(() =>
      document.querySelectorAll('details').forEach((it) => (it.open = true)),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await aceViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('html-validate accepts every built page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard', 'html-validate:a11y'],
      rules: {
        // A list may be named (ARIA allows it): the photo gallery and the good-with badges are.
        'aria-label-misuse': ['error', { allowAnyNamable: true }],
        // The filter forms apply as boxes are ticked (CSS or script): there is nothing to submit.
        'wcag/h32': 'off',
      },
    });
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(clientDir, file));
    expect(files.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(
            `${relative(clientDir, file)}:${message.line} ${message.ruleId}: ${message.message}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

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
async function walkFocus(page: Page, seenKinds: Set<string>, maxStops = 80) {
  const hidden: string[] = [];
  const faint: string[] = [];
  const viewport = page.viewportSize()!;
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused) break;
    if (!focused.seen) hidden.push(focused.label);
    if (seenKinds.has(focused.kind) || !focused.seen) continue;
    seenKinds.add(focused.kind);
    const clip = around(focused.box, viewport);
    if (clip.width <= 0 || clip.height <= 0) continue;
    const withFocus = await shoot(page, clip);
    await page.evaluate(() => document.documentElement.classList.add('a11y-test-no-focus'));
    const withoutFocus = await shoot(page, clip);
    await page.evaluate(() => document.documentElement.classList.remove('a11y-test-no-focus'));
    const { strong, typical } = focusChange(withFocus, withoutFocus);
    const needed = 2 * (focused.box.width + focused.box.height) * 2;
    if (strong < needed) {
      faint.push(
        `${focused.label}: ${strong} of ${Math.round(needed)} pixels, ${typical.toFixed(1)}:1`,
      );
    }
  }
  return { hidden, faint };
}

/** Hides every focus indicator while the class is set, for the unfocused shot. */
const noFocusCss = `.a11y-test-no-focus :focus, .a11y-test-no-focus :focus-visible {
  outline: none !important; box-shadow: none !important; }`;

describe('focus', () => {
  it('every stop shows a 3:1 indicator and is not hidden, at 1280 and 390 px', async () => {
    const kinds = new Set<string>();
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      for (const path of pageTypes) {
        const page = await open(site + path, { viewport: { width, height: 800 }, bypassCSP: true });
        await page.waitForLoadState('networkidle');
        await page.addStyleTag({ content: noFocusCss });
        const { hidden, faint } = await walkFocus(page, kinds);
        problems.push(
          ...[...hidden.map((it) => `hidden ${it}`), ...faint].map(
            (it) => `${width} ${path}: ${it}`,
          ),
        );
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
    expect(kinds.size).toBeGreaterThan(40);
  });
});
