import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemCatalogue } from '#lib/content/problemCatalogue.ts';
import { generatedDocs } from '../../scripts/docs.ts';

describe('generated docs', () => {
  it('are current: each is what `npm run docs` writes now', async () => {
    for (const [path, text] of Object.entries(await generatedDocs())) {
      const committed = readFileSync(path, 'utf8');
      expect(committed === text, `${path} is out of date: run \`npm run docs\``).toBe(true);
    }
  });

  it('name every problem code and every command', () => {
    const problems = readFileSync('docs/problem-codes.md', 'utf8');
    for (const [code, { severity }] of Object.entries(problemCatalogue)) {
      expect(problems).toMatch(new RegExp(`\\| \`${code}\` +\\| ${severity} +\\|`));
    }
    const cli = readFileSync('docs/cli.md', 'utf8');
    for (const command of ['add dogs', 'update events', 'i18n status', 'alerts']) {
      expect(cli).toContain(`# rescue ${command}\n`);
    }
  });
});
