import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireNewDogField } from '../support/contentCopy.ts';
import { makeSite, readJson, records } from './cliFixtures.ts';

/** `rescue` as installed, but with only cli/bin.js and cli/dist: no TypeScript source beside it. */
function compiledRescue(root: string) {
  const copy = join(root, 'installed');
  mkdirSync(join(copy, 'cli'), { recursive: true });
  cpSync(resolve('cli/bin.js'), join(copy, 'cli/bin.js'));
  cpSync(resolve('cli/dist'), join(copy, 'cli/dist'), { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  return (...args: string[]) =>
    spawnSync(process.execPath, [join(copy, 'cli/bin.js'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });
}

describe('the compiled rescue command', () => {
  it('prints its help and validates with the precompiled schema checks', async () => {
    const root = await makeSite();
    const rescue = compiledRescue(root);

    const help = rescue('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('validate [options]');
    expect(help.stdout).toContain('add-dog [options]');

    expect(rescue('validate').stdout).toMatch(/The content is valid, with 1 warning\(s\)\.\n$/);

    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    writeFileSync(
      join(root, 'content/dogs/3.json'),
      JSON.stringify({ ...dog, id: 3, dogID: 'GSD-9', dogGender: 'Boy', dogColour: 'red' }),
    );
    const github = rescue('validate', '--format', 'github');
    expect(github.status).toBe(1);
    expect(github.stdout).toContain('::error file=content/dogs/3.json,line=1,col=');
    expect(github.stdout).toContain('::/dogGender must be one of: Male, Female');
    expect(github.stdout).toContain('::/dogColour is not a known field');
  });

  it('runs a command that loads its modules on demand (Prettier) and checks flags', async () => {
    const root = await makeSite();
    const rescue = compiledRescue(root);

    const marked = rescue('mark', 'GSD-2024-07', 'unavailable');
    expect(marked.stderr).toBe('');
    expect(marked.status).toBe(0);
    expect(readJson(join(root, 'content/dogs/1.json')).dogAdoptionStatus).toBe('Unavailable');

    const refused = rescue('mark', 'GSD-2024-07', 'sold');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'must be one of: Available, Adoption pending, Adopted, Unavailable',
    );
  });

  it('recompiles itself once when a source changed after compiling (a schema, after git pull)', async () => {
    const root = await makeSite();
    // A clone of the project's sources, so the test changes a schema without touching this one.
    const clone = join(root, 'clone');
    for (const folder of ['cli', 'lib', 'schemas', 'scripts']) {
      cpSync(resolve(folder), join(clone, folder), {
        recursive: true,
        filter: (path) => !path.includes(`${join('cli', 'dist')}`),
      });
    }
    cpSync(resolve('package.json'), join(clone, 'package.json'));
    symlinkSync(resolve('node_modules'), join(clone, 'node_modules'));
    const rescue = (...args: string[]) =>
      spawnSync(process.execPath, [join(clone, 'cli/bin.js'), ...args], {
        cwd: root,
        encoding: 'utf8',
      });
    const compiled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/buildCli.ts'], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(compiled.stderr).toBe('');
    expect(rescue('validate').stdout).toMatch(/The content is valid, with 1 warning\(s\)\.\n$/);

    // A colleague's commit makes a new field required.
    requireNewDogField(clone);

    const stale = rescue('validate');
    expect(stale.stderr).toBe('');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('content/dogs/1.json\n  error    /dogMicrochip is required');
    const sources = join(clone, 'cli/dist/sources.json');
    expect(readFileSync(sources, 'utf8')).toContain('schemas/dog.schema.json');
    // Compiled once: the next run uses that build as it is.
    const builtAt = statSync(sources).mtimeMs;
    expect(rescue('validate').status).toBe(1);
    expect(statSync(sources).mtimeMs).toBe(builtAt);
  });
});
