import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '../support/sampleContent.ts';

const docs = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const topLevel = new Set(readdirSync('.'));
// What the build, npm and git make: named in the docs, never in the repository.
const made = /^(dist|node_modules|cli\/dist|\.git)(\/|$)/;
const fileName = /^[\w.+@-]+\.(ts|tsx|js|mjs|cjs|css|json|jsonc|md|yml|env|sh)$/;

/** A repository path: under content/ the sample's (a rescue's copy replaced its own). */
const inRepository = (path: string) =>
  path.startsWith('content/') ? sampleContent(path.slice('content/'.length)) : path;

// The repository's files, those not committed yet too; the sample's for content/.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => !path.startsWith('content/'))
  .concat(
    (readdirSync(sampleContent(), { recursive: true }) as string[]).map(
      (path) => `content/${path}`,
    ),
  );

const below = new Map<string, Set<string>>();
/** Every file below a folder, by name. */
function namesBelow(folder: string): Set<string> {
  if (!below.has(folder)) {
    const names = files.filter((path) => path.startsWith(folder)).map((path) => basename(path));
    below.set(folder, new Set(names));
  }
  return below.get(folder)!;
}

/** A doc's paragraphs, list items and table rows: each names its files beside its folders. */
function blocksOf(markdown: string): string[] {
  return markdown
    .replace(/^```[^]*?^```$/gm, '')
    .split(/\n(?=\s*\n|- |\d+\. |\|)/)
    .filter((block) => block.trim());
}

/**
 * What a block names: each code span that is a path from the repository's root (its first folder
 * is one of the root's), and each bare file name (`load.ts`), which must be in a folder the block
 * names, or anywhere when it names none.
 */
function missingIn(block: string): string[] {
  const spans = [...block.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!);
  const paths = spans.filter(
    (span) =>
      /^[\w.+@-]+(\/[\w.+@-]+)*\/?$/.test(span) &&
      span.includes('/') &&
      topLevel.has(span.split('/')[0]!) &&
      !made.test(span),
  );
  const folders = paths.filter((path) => path.endsWith('/'));
  const named = folders.length > 0 ? folders.map(namesBelow) : [namesBelow('')];
  return [
    ...paths.filter((path) => !existsSync(inRepository(path))),
    ...spans
      .filter((span) => fileName.test(span) && !topLevel.has(span))
      .filter((name) => !named.some((names) => names.has(name)))
      .map((name) => (folders.length > 0 ? `${name} (in none of ${folders.join(', ')})` : name)),
  ];
}

describe('the documentation', () => {
  it('names only files and folders that exist', () => {
    const missing = docs.flatMap((doc) =>
      blocksOf(readFileSync(doc, 'utf8')).flatMap((block) =>
        missingIn(block).map((path) => `${doc}: ${path}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('would name a path that is gone, and a file not in the folder beside it', () => {
    expect(missingIn('`lib/forms/validate.ts`, `lib/forms/forms.ts`')).toEqual([
      'lib/forms/validate.ts',
    ]);
    expect(missingIn('- `build/` — the editor (`admin.ts`, `config.ts`)')).toEqual([
      'config.ts (in none of build/)',
    ]);
  });
});
