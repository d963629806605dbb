import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageStateId } from '#renderer/pageState.ts';
import { scriptsOf } from '../../bench/pageBytes.ts';
import { sampleContent } from '../support/sampleContent.ts';

let clientDir: string;
beforeAll(() => {
  clientDir = join(inject('siteOutDir'), 'client');
});

/** Every key of the English catalogue, such as `listing.loading`. */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') keys.add(prefix);
    else
      for (const [name, value] of Object.entries(node as object))
        walk(value, prefix ? `${prefix}.${name}` : name);
  };
  walk(JSON.parse(readFileSync(sampleContent('messages/en.json'), 'utf8')), '');
  return keys;
}

/** The built English pages that hydrate, with the messages their data carries. */
function hydratedPages(): { page: string; html: string; messages: Set<string> }[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('es/'))
    .map((page) => ({ page, html: readFileSync(join(clientDir, page), 'utf8') }))
    .flatMap(({ page, html }) => {
      const data = new RegExp(
        `<script id="${pageStateId}" type="application/json">(.*?)</script>`,
        's',
      ).exec(html);
      const catalogue =
        data && (JSON.parse(data[1]!) as { messages?: { messages: object } }).messages;
      return catalogue ? [{ page, html, messages: new Set(Object.keys(catalogue.messages)) }] : [];
    });
}

describe('the messages a hydrated page carries (its +config clientMessages)', () => {
  it('hold every message its scripts can show, so none throws "not in this page’s catalogue"', () => {
    const keys = catalogueKeys();
    const pages = hydratedPages();
    expect(pages.map(({ page }) => page)).toContain('adopt/index.html');
    for (const { page, html, messages } of pages) {
      const scripts = [...scriptsOf(clientDir, html)].map((file) => readFileSync(file, 'utf8'));
      const shown = scripts.flatMap((code) =>
        [...code.matchAll(/["'`]([a-zA-Z]+\.[a-zA-Z.]+)["'`]/g)].map((match) => match[1]!),
      );
      const missing = [...new Set(shown)].filter((key) => keys.has(key) && !messages.has(key));
      expect(missing, page).toEqual([]);
    }
  });

  it('each load their own script and its imports, with no router runtime and every import preloaded', () => {
    for (const { page, html } of hydratedPages()) {
      const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(entries, page).toHaveLength(1);
      expect(entries[0], page).not.toMatch(/entry-(server|client)-routing/);
      const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
      expect(preloaded.length, page).toBeGreaterThan(0);
    }
  });
});
