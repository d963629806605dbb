import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withErrorTitle } from '#components/forms/errorTitle.ts';
import { readValidContent } from '#lib/content/load.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { axeViolations } from '../support/browser.ts';
import { aceViolations } from './engines.ts';
import { browser, clientDir, contexts, live, open, setUpWcagSite, walkFocus } from './wcagSite.ts';

// The contact and foster forms, with and without JavaScript, in a build that delivers forms.
setUpWcagSite();

// The form pages hydrate only in a build that delivers forms: the run's (global setup).
const formsClientDir = join(inject('formsSiteOutDir'), 'client');

describe('forms', () => {
  let forms: string;
  // The one message sent waits here until the test releases it, so that the sending state can
  // be looked at. The test awaits the message itself, not the page's "Sending…", which shows
  // before the request reaches the server: a release before then would hold it for ever.
  let hold: (release: () => void) => void;
  const held = new Promise<() => void>((resolve) => (hold = resolve));
  beforeAll(async () => {
    const delivery = {
      description: 'held by the test',
      send: () => new Promise<void>((done) => hold(done)),
    };
    const started = await live.startSite({
      clientDir: formsClientDir,
      forms: { delivery, minFillMs: 0 },
    });
    forms = started.url;
  }, 180_000);

  it.each(['/about/contact', '/get-involved/foster-application'])(
    '%s without JavaScript: the page that comes back with errors passes axe and IBM Equal Access',
    async (path) => {
      // The page's own script blocked, so the form posts as it does without JavaScript; the
      // engines still run, evaluated by the test.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      await context.route(/\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(forms + path);
      // Posted empty, past the browser's own checks, as an old browser would.
      await page
        .locator('form[method="post"]')
        .evaluate((form) => ((form as HTMLFormElement).noValidate = true));
      await page.locator('form[method="post"] button[type="submit"]').click();
      await page.locator('.form-problem').getByText('Please check these answers:').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await aceViolations(page)).toEqual([]);
      const { hidden, faint } = await walkFocus(page, new Set(), 40);
      expect([...hidden, ...faint]).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  it('the no-JavaScript error page starts its title with "Error: " (withErrorTitle)', () => {
    const page = readFileSync(join(clientDir, 'about/contact/index.html'), 'utf8');
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const plain = title(page)!;
    const { messages, site } = readValidContent();
    const t = catalogueTranslator(messages, site, 'en');
    const invalid = withErrorTitle(page, { values: {}, errors: {}, problem: 'invalid' }, t);
    expect(title(invalid)).toBe(`Error: ${plain}`);
    expect(title(withErrorTitle(page, { values: {}, errors: {} }, t))).toBe(plain);
  });

  it('with JavaScript: "Error: " in the title, then "Sending…" announced, then thanks', async () => {
    const page = await open(`${forms}/about/contact`);
    await page.waitForFunction(() => document.querySelector('form[novalidate]'));
    const plain = await page.title();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.title()).toBe(`Error: ${plain}`);
    expect(await axeViolations(page)).toEqual([]);

    const answers = {
      firstName: 'Ann',
      lastName: 'Example',
      email: 'ann@example.net',
      message: 'Hello!',
    };
    for (const [name, value] of Object.entries(answers)) await page.fill(`#contact-${name}`, value);
    await page.getByRole('button', { name: 'Submit' }).click();
    const status = page.locator('form p[role="status"]');
    await expect.poll(() => status.textContent()).toBe('Sending…');
    (await held)();
    await page.getByRole('heading', { name: /Thank you/ }).waitFor();
    expect(await page.title()).toBe(plain);
    await page.context().close();
  });
});
