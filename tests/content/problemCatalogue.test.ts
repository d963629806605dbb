import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hintOf, problemCatalogue, type ProblemCode } from '#lib/content/problemCatalogue.ts';

// The loader, the schema messages, the photo check and the listing services' breed check, as
// text: a code is used where one names it.
const reporters = ['../../lib/content/', '../../cli/syndication/']
  .map((folder) => new URL(folder, import.meta.url))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && name !== 'problemCatalogue.ts')
      .map((name) => readFileSync(new URL(name, dir), 'utf8')),
  )
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
