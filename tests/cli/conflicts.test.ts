import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

const resolveHint =
  'hint: Keep the lines you want between the "<<<<<<<", "=======" and ">>>>>>>" lines, delete those three marker lines, then run `rescue validate` again. (merge-conflict)';

/** A site where a merge left its markers in a record, a page body and a page's front matter. */
async function mergedSite() {
  const root = await makeSite();
  const content = join(root, 'content');
  writeFileSync(
    join(content, 'dogs/2.json'),
    '{\n  "id": 2,\n<<<<<<< HEAD\n  "dogName": "Waffles",\n=======\n  "dogName": "Waffle",\n>>>>>>> theirs\n}\n',
  );
  writeFileSync(
    join(content, 'pages/about.md'),
    '---\ntitle: About us\ndescription: Who we are.\n---\n\nWe rescue dogs.\n<<<<<<< HEAD\nSince 2009.\n=======\nSince 2008.\n>>>>>>> feature\n',
  );
  writeFileSync(
    join(content, 'pages/legal.md'),
    '---\n<<<<<<< HEAD\ntitle: Legal\n=======\ntitle: Legal notes\n>>>>>>> feature\ndescription: Small print.\n---\n\nText.\n',
  );
  // A setext heading's underline is not a conflict.
  writeFileSync(
    join(content, 'pages/faq.md'),
    '---\ntitle: FAQ\ndescription: Questions.\n---\n\nQuestions\n=======\n\nAsk us.\n',
  );
  return root;
}

describe('unresolved merge conflicts', () => {
  it('are errors naming the file, the line and how to resolve them', async () => {
    const root = await mergedSite();
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    for (const [file, line] of [
      ['content/dogs/2.json', 3],
      ['content/pages/about.md', 7],
      ['content/pages/legal.md', 2],
    ] as const) {
      expect(result.stdout).toContain(
        `${file}\n  error    line ${line}, column 1: has an unresolved merge conflict\n           ${resolveHint}\n`,
      );
    }
    // Only the editor's style notices it: the editor would rewrite it as `# Questions`.
    expect(result.stdout).not.toContain('faq.md\n  error');
    expect(result.stdout).toContain(
      'content/pages/faq.md\n  warning  line 6, column 1: is not written as the browser editor writes Markdown',
    );
    expect(result.stdout).toMatch(/3 error\(s\) and 2 warning\(s\) in 5 file\(s\)\.\n$/);
  });

  it('are annotated at their line with --format github', async () => {
    const root = await mergedSite();
    const result = await rescue(root, 'validate', '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error file=content/pages/legal.md,line=2,col=1,title=Unresolved merge conflict (merge-conflict)::has an unresolved merge conflict%0AKeep the lines you want',
    );
    expect(result.stdout).toContain('::error file=content/dogs/2.json,line=3,col=1,');
  });
});

describe('front matter that is not valid YAML', () => {
  it('is a content problem with file, line and column, never a bug in rescue', async () => {
    const root = await makeSite();
    writeFileSync(
      join(root, 'content/pages/legal.md'),
      '---\ntitle: Legal\n  description: indented by mistake\n---\n\nText.\n',
    );
    const text = await rescue(root, 'validate');
    expect(text.stderr).toBe('');
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(
      'content/pages/legal.md\n  error    line 3, column 14: front matter is not valid YAML: Implicit keys need to be on a single line\n',
    );
    const github = await rescue(root, 'validate', '--format', 'github');
    expect(github.stdout).toContain(
      '::error file=content/pages/legal.md,line=3,col=14,title=Front matter is not valid YAML (yaml-syntax)::front matter is not valid YAML: Implicit keys need to be on a single line%0AWrite each field as `name: value`',
    );
    // A command that changes content names the broken page rather than failing as a bug.
    const marked = await rescue(root, 'mark', 'GSD-2024-07', 'unavailable');
    expect(marked.stderr).not.toContain('bug in rescue');
  });
});
