import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentAndProblems } from '#lib/content/load.ts';
import { makeSite, records } from '../cli/fixtures.ts';

describe('readContentAndProblems sanitize option', () => {
  it('returns HTML fields as written when sanitize is false, and sanitized by default', async () => {
    const content = join(await makeSite(), 'content');
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    const html = '<p onclick="steal()">Biscuit</p>';
    writeFileSync(join(content, 'dogs/1.json'), JSON.stringify({ ...dog, dogDescription: html }));

    const raw = readContentAndProblems(content, { sanitize: false });
    const sanitized = readContentAndProblems(content);

    expect(raw.content.dogs[0]!.dogDescription).toBe(html);
    expect(sanitized.content.dogs[0]!.dogDescription).toBe('<p>Biscuit</p>');
    // The unsafe-HTML warning is reported either way.
    expect(raw.problems.map((problem) => problem.pointer)).toContain('/dogDescription');
  });
});
