import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { runChecker } from '../support/browser.ts';

const aceSource = readFileSync('node_modules/accessibility-checker-engine/ace.js', 'utf8');

interface AceResult {
  ruleId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
}

/**
 * IBM Equal Access (accessibility-checker-engine) violations on the page, as `rule: message
 * (dom path)` lines; offline.
 */
export async function aceViolations(page: Page): Promise<string[]> {
  await runChecker(page, aceSource);
  const results = await page.evaluate(async () => {
    const { ace } = window as unknown as {
      ace: { Checker: new () => { check: (doc: Document, sets: string[]) => Promise<unknown> } };
    };
    const report = (await new ace.Checker().check(document, ['IBM_Accessibility'])) as {
      results: AceResult[];
    };
    return report.results;
  });
  return results
    .filter(({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL')
    .map(({ ruleId, message, path }) => `${ruleId}: ${message} (${path.dom})`);
}

interface AXNode {
  nodeId: string;
  ignored?: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

/** Chromium's accessibility tree, as screen readers get it: every node's role and name. */
export async function accessibilityTree(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({ role: node.role?.value ?? '', name: node.name?.value ?? '' }));
}
