import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

// Debian's headless build of Chromium where it is installed (package chromium-headless-shell, what
// Playwright itself runs headless): the same Blink renders the pages, without the desktop browser's
// profile services around each page and context, for about a fifth less of a test run's time.
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Debian's Chromium (or CHROME_PATH), started with the flags this sandboxed machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? debianChromium.find((path) => existsSync(path)),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium, launched for the first suite that asks and kept for the files after
 * it (a worker runs file after file: isolate: false): a launch and close took 5 s on a busy 2-core
 * machine. A suite closes its contexts (closeContexts), never the browser; Playwright closes it
 * when vitest ends the worker (SIGTERM).
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then(
    (browser) => browser.on('disconnected', () => (shared = undefined)),
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}

/** Closes every page and context of the shared browser: what a suite opened ends with it. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

const runtimes = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Runs a checker's source (axe-core, IBM's engine) in the page as a script, as the runner does,
 * so the site's Content-Security-Policy (no inline script) allows it. Compiled and run as a script,
 * which loads it in less time than an evaluation of the same source.
 */
export async function runChecker(page: Page, source: string): Promise<void> {
  let runtime = runtimes.get(page);
  if (!runtime) {
    runtime = page
      .context()
      .newCDPSession(page)
      .then(async (session) => (await session.send('Runtime.enable'), session));
    runtimes.set(page, runtime);
  }
  const session = await runtime;
  const compiled = await session.send('Runtime.compileScript', {
    expression: source,
    sourceURL: 'checker.js',
    persistScript: true,
  });
  const ran =
    compiled.scriptId && (await session.send('Runtime.runScript', { scriptId: compiled.scriptId }));
  const failed = compiled.exceptionDetails ?? (ran ? ran.exceptionDetails : undefined);
  if (failed)
    throw new Error(`The checker did not load: ${failed.exception?.description ?? failed.text}`);
}

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** axe-core's violations on the page as `rule (nodes)` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await runChecker(page, axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // Violations in full, the other kinds of result one node each: a third less work per page.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}
