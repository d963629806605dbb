import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hintOf, problemCatalogue, type ProblemCode } from '#lib/content/problemCatalogue.ts';

// The loader, the schema messages and the photo check, as text: a code is used where one names it.
const contentDir = new URL('../../lib/content/', import.meta.url);
const reporters = readdirSync(contentDir)
  .filter((name) => name.endsWith('.ts') && name !== 'problemCatalogue.ts')
  .map((name) => readFileSync(new URL(name, contentDir), 'utf8'))
  .join('\n');

describe('the problem catalogue', () => {
  it.each(Object.keys(problemCatalogue) as ProblemCode[])(
    '%s is reported, with a title and a hint',
    (code) => {
      expect(reporters).toContain(`'${code}'`);
      expect(problemCatalogue[code].title).toMatch(/\S/);
      expect(hintOf(code, 'biscuit')).toMatch(/\S/);
    },
  );
});
