import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/browser.ts';
import { recordRoutes } from '../support/specRoutes.ts';
import { aceViolations } from './engines.ts';
import {
  clientDir,
  firstDog,
  firstMember,
  live,
  site,
  setUpWcagSite,
  walkFocus,
} from './wcagSite.ts';

// Every page through the engines: html-validate over every built page; axe, IBM Equal Access
// and a walk of every focus stop over one page of each kind, at desktop and phone widths.
setUpWcagSite();

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
  // Some 160 pages: 20-40 s on a busy 2-core machine.
  it('html-validate accepts every built page', { timeout: 120_000 }, async () => {
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
      const html = readFileSync(file, 'utf8');
      // The Nu HTML Checker's rule: width and height are whole pixels, never "100%".
      for (const [tag] of html.matchAll(
        /<(iframe|img|video|canvas)\b[^>]*\s(width|height)="[^"]*[^"\d][^"]*"[^>]*>/g,
      )) {
        problems.push(`${relative(clientDir, file)}: ${tag}`);
      }
      const report = await validator.validateString(html, file);
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

// Kinds of focus stop already measured: the header and footer repeat on every page.
const measuredKinds = new Set<string>();

describe.each([1280, 390])('at %i px wide', (width) => {
  it.each(pageTypes)(
    '%s: axe and IBM Equal Access find nothing; every focus stop shows 3:1 and is not hidden',
    async (path) => {
      const { page } = await live.visit(site + path, { width, height: 800 });
      await page.waitForLoadState('networkidle');
      if (width === 1280) {
        // Checked as shown: IBM's engine takes a closed panel's legends for missing names.
        await page.evaluate(() =>
          document.querySelectorAll('details').forEach((it) => (it.open = true)),
        );
        expect(await axeViolations(page)).toEqual([]);
        expect(await aceViolations(page)).toEqual([]);
        await page.reload();
      }
      const { hidden, faint } = await walkFocus(page, measuredKinds);
      expect(hidden).toEqual([]);
      expect(faint).toEqual([]);
    },
    120_000,
  );
});
