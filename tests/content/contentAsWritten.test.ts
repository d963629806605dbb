import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentAndProblems, readContentAsWritten } from '#lib/content/load.ts';
import { makeSite, records } from '../cli/cliFixtures.ts';

describe('content as written (the CLI) and as rendered (the build)', () => {
  it('gives HTML fields as written, or sanitized, with the same problems', async () => {
    const content = join(await makeSite(), 'content');
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    const html = '<p onclick="steal()">Biscuit</p>';
    writeFileSync(join(content, 'dogs/1.json'), JSON.stringify({ ...dog, dogDescription: html }));

    const raw = readContentAsWritten(content);
    const sanitized = readContentAndProblems(content);

    expect(raw.content.dogs[0]!.dogDescription).toBe(html);
    expect(sanitized.content.dogs[0]!.dogDescription).toBe('<p>Biscuit</p>');
    // The unsafe-HTML warning is reported either way.
    expect(raw.problems.map((problem) => problem.pointer)).toContain('/dogDescription');
    expect(raw.problems).toEqual(sanitized.problems);
  });

  it('gives a page its Markdown and placeholders as written, or its HTML with the facts', async () => {
    const content = join(await makeSite(), 'content');
    mkdirSync(join(content, 'pages'), { recursive: true });
    const markdown = '## Visit\n\nWrite to {email} first.\n';
    writeFileSync(
      join(content, 'pages/visit.md'),
      `---\ntitle: Visit\ndescription: How to visit.\n---\n${markdown}`,
    );

    const raw = readContentAsWritten(content).content.pages.visit!;
    const rendered = readContentAndProblems(content).content.pages.visit!;

    expect(raw.body).toBe(markdown);
    expect(raw).not.toHaveProperty('html');
    expect(rendered.html).toContain('<h2>Visit</h2>');
    expect(rendered.html).toContain('href="mailto:');
    expect(rendered.html).not.toContain('{email}');
  });
});
