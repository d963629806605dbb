import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDirs.ts';
import { beagleFlags, git } from './initFixtures.ts';

interface Step {
  name?: string;
  if?: string;
  run?: string;
}

/** The Check workflow's steps that run in a rescue's own copy, after the install (which the test shares). */
function rescueCopySteps(): Step[] {
  const workflow = parse(readFileSync('.github/workflows/check.yml', 'utf8')) as {
    jobs: { check: { steps: Step[] } };
  };
  const steps = workflow.jobs.check.steps.filter(
    (step) => step.run !== undefined && !step.if?.includes("!= 'true'"),
  );
  const install = steps.findIndex((step) => step.run!.startsWith('npm ci'));
  expect(install, 'the workflow installs with npm ci').toBeGreaterThanOrEqual(0);
  return steps.slice(install + 1);
}

/** A fresh clone of the template as this checkout has it (its files, one commit), sharing node_modules. */
function freshCopy(): string {
  const root = join(tempDir('rescue-copy-'), 'our-rescue');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path && spawnSync('test', ['-f', path]).status === 0);
  for (const path of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(path, join(root, path));
  }
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  git(root, 'init', '--quiet');
  git(root, 'config', 'user.name', 'Volunteer');
  git(root, 'config', 'user.email', 'volunteer@example.org');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '--message', 'Template');
  return root;
}

const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(dirname(root), { recursive: true, force: true });
});

/** Runs `rescue init` with the given answers in a fresh copy, then each of the Check workflow's steps. */
function checkAfterInit(initArgs: string[]): void {
  const root = freshCopy();
  copies.push(root);
  const init = spawnSync('node', ['cli/bin.js', 'init', '--no-input', ...initArgs], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(init.status, `rescue init:\n${init.stdout}\n${init.stderr}`).toBe(0);
  const outputs = join(dirname(root), 'github-output');
  for (const step of rescueCopySteps()) {
    const result = spawnSync('bash', ['-e', '-c', step.run!], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_OUTPUT: outputs, CI: 'true' },
    });
    expect(
      result.status,
      `${step.name ?? step.run} failed:\n${result.stdout}\n${result.stderr}`,
    ).toBe(0);
  }
  expect(readFileSync(outputs, 'utf8'), 'the workflow knows it is a rescue’s copy').toContain(
    'own=true',
  );
}

describe("a rescue's own copy passes its Check on the first push", { timeout: 900_000 }, () => {
  it('a Nebraska rescue that gave only what init cannot guess', () => {
    checkAfterInit([
      '--name',
      'Prairie Paws Rescue',
      '--short-name',
      'Prairie Paws',
      '--phone',
      '402-555-0100',
      '--address',
      '1 Main St, Omaha, NE 68102',
    ]);
  });

  it('a Wisconsin beagle rescue that answered everything and kept the samples', () => {
    checkAfterInit([...beagleFlags, '--keep-samples']);
  });
});
