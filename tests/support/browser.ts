import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH), started with the flags this sandboxed machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/**
 * axe-core's violations on the page as `rule (nodes)` lines. The runner evaluates axe, so the
 * site's Content-Security-Policy (no inline script) allows it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}
