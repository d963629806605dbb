import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const docs = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and code spans: where Markdown links and headings are. */
const prose = (markdown: string) =>
  markdown.replace(/^```[^]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replaceAll(' ', '-');
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    for (const doc of docs) {
      for (const [, target] of prose(readFileSync(doc, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const file = path ? join(dirname(doc), path) : doc;
        expect(existsSync(file), `${doc} links to ${target}: no such file`).toBe(true);
        if (anchor === undefined) continue;
        expect(statSync(file).isFile(), `${doc} links to ${target}: not a file`).toBe(true);
        const anchors = anchorsOf(readFileSync(file, 'utf8'));
        expect(anchors.has(anchor), `${doc} links to ${target}: no such heading`).toBe(true);
      }
    }
  });

  it('keeps the README short: at most 200 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it("names every folder of the code, or a file in it, in the contributors' room map", () => {
    const map = readFileSync('docs/contributors.md', 'utf8');
    for (const room of ['lib', 'server', 'cli', 'components', 'build']) {
      const folders = readdirSync(room, { withFileTypes: true }).filter((entry) =>
        entry.isDirectory(),
      );
      for (const { name } of folders)
        expect(map, `${room}/${name}/`).toContain(`\`${room}/${name}/`);
    }
  });
});
