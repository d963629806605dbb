import { describe, expect, it } from 'vitest';
import { readContentAsWritten } from '#lib/content/load.ts';
import {
  formatMarkdown,
  inEditorStyle,
  pageBodyInEditorStyle,
  sameHtml,
} from '#lib/content/markdownStyle.ts';
import { collectionKeys, collections } from '#lib/content/collections.ts';

// Each construct as a person or another tool may write it, and as the browser editor writes it
// back (measured in Sveltia CMS 0.221: tests/admin/roundTrip.test.ts keeps it true).
const constructs: [string, string, string][] = [
  ['emphasis', 'He knows *sit* and _down_.', 'He knows _sit_ and _down_.'],
  ['strong', '**Bruno** and __Luna__', '**Bruno** and **Luna**'],
  ['strong emphasis', '***Adoption pending!***', '**_Adoption pending!_**'],
  ['bullets', '* one\n* two', '- one\n- two'],
  ['plus bullets', '+ one\n+ two', '- one\n- two'],
  ['nested list', '- one\n  - inner', '- one\n    - inner'],
  ['numbered list', '1. one\n1. two\n1. three', '1. one\n2. two\n3. three'],
  ['numbered list from 3', '3. three\n4. four', '3. three\n4. four'],
  ['headings', '### Three\n\n#### Four', '### Three\n\n#### Four'],
  ['underlined heading', 'Heading\n-------', '## Heading'],
  [
    'links',
    '[apply](/adopt/application) or <https://example.org>',
    '[apply](/adopt/application) or <https://example.org>',
  ],
  [
    'link with a title',
    '[vet](https://vet.example.org "Our vet")',
    '[vet](https://vet.example.org "Our vet")',
  ],
  ['hard breaks', 'one  \ntwo\\\nthree', 'one  \ntwo\\\nthree'],
  ['soft break', 'one\ntwo', 'one\ntwo'],
  ['literal asterisk', '3 * 4 = 12', '3 \\* 4 = 12'],
  ['needless escape', 'Done\\.', 'Done.'],
  ['underscores in words', 'snake_case_name', 'snake_case_name'],
  ['blank lines', 'one\n\n\n\ntwo\n', 'one\n\ntwo'],
  ['thematic break', 'one\n\n---\n\ntwo', 'one\n\n***\n\ntwo'],
];

describe("the editor's Markdown style", () => {
  it.each(constructs)('%s', (_name, written, styled) => {
    expect(formatMarkdown(written)).toBe(styled);
    // Already styled text stays as it is, and styling never changes how a page looks.
    expect(formatMarkdown(styled)).toBe(styled);
    expect(sameHtml(written, styled)).toBe(true);
    expect(inEditorStyle(written)).toBe(styled);
  });

  it('leaves text whose styling would change the look as written', () => {
    // The editor makes a loose list tight (no <p> in its items) and joins two lists in a row.
    for (const text of ['- one\n\n- two', '* one\n\n+ two']) {
      expect(formatMarkdown(text)).not.toBe(text);
      expect(inEditorStyle(text)).toBe(text);
    }
  });

  it("writes a page's text after a blank line and with one final newline", () => {
    expect(pageBodyInEditorStyle('Intro *here*.\n\n\n* a\n* b')).toBe(
      '\nIntro _here_.\n\n- a\n- b\n',
    );
  });

  it('holds for every Markdown field and page of the bundled content', () => {
    const { content, problems } = readContentAsWritten();
    expect(problems.filter(({ code }) => code.startsWith('markdown-style'))).toEqual([]);
    let fields = 0;
    for (const key of collectionKeys) {
      for (const record of content[key] as unknown as Record<string, unknown>[]) {
        for (const field of collections[key].markdownFields) {
          const text = record[field];
          if (typeof text !== 'string') continue;
          fields += 1;
          expect(formatMarkdown(text), `${key}/${String(record.id)} ${field}`).toBe(text);
        }
      }
    }
    expect(fields).toBeGreaterThan(20);
  });
});
