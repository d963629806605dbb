import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { site } from '../support/site.ts';
import { startMailServer, type MailServer } from './mailServer.ts';

/**
 * The forms in the browser (formsBrowser*.test.ts): a build that delivers forms, served with a
 * mail server behind it. A suite calls setUpFormsSite() once, at its top: that registers the
 * hooks that start it all before its tests, empty the mailbox and close the pages after each,
 * and stop it all after. The bindings below are filled in by that beforeAll; an import of them
 * reads their current value, as the tests run.
 */

// Screenshots for people to look at, in the git-ignored .tmp folder.
const shots = '.tmp/shots/forms';
export let live: LiveSite;
let browser: Browser;
export let mail: MailServer;
export let base: string;
const contexts: BrowserContext[] = [];

export function setUpFormsSite(): void {
  beforeAll(async () => {
    mail = await startMailServer();
    const delivery = formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery);
    live = await startLiveSite({
      sample: false,
      // The pages are prerendered, so forms are delivered by a build of their own: the run's
      // (formsSiteContent(): the rescue's own adoption application, with a question added).
      formsBuild: true,
      // A person takes seconds; the test's robot hands need no wait.
      site: { forms: { delivery, minFillMs: 0, hourlyLimit: 100 } },
    });
    ({ browser, url: base } = live);
    mkdirSync(shots, { recursive: true });
  });

  afterEach(async () => {
    mail.received.length = 0;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await live?.close();
    await mail?.stop();
  });
}

export async function open(
  path: string,
  javaScript: boolean,
  width = 375,
  url = base,
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  if (javaScript) await page.waitForFunction(() => document.querySelector('form[novalidate]'));
  return page;
}

export async function fill(page: Page, answers: Record<string, string>, prefix: string) {
  for (const [name, value] of Object.entries(answers)) await page.fill(`#${prefix}-${name}`, value);
}

export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
