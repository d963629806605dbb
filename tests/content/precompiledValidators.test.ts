import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireNewDogField } from '../support/contentCopy.ts';
import { tempDir } from '../support/tempDirs.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** The loader's sources and schemas in a temp folder, with packages but no build cache of this checkout's. */
function sourceClone(): string {
  const clone = join(tempDir('validators-'), 'clone');
  for (const folder of ['lib', 'schemas'])
    cpSync(resolve(folder), join(clone, folder), { recursive: true });
  cpSync(resolve('package.json'), join(clone, 'package.json'));
  mkdirSync(join(clone, 'node_modules'));
  for (const name of readdirSync('node_modules')) {
    if (name !== '.cache')
      symlinkSync(resolve('node_modules', name), join(clone, 'node_modules', name));
  }
  // Checks a dog with the clone's validators: whether they were precompiled, and what they answer.
  writeFileSync(
    join(clone, 'check.ts'),
    `import { validatorFor, writePrecompiledValidators } from './lib/content/validators.ts';
if (process.argv[2] === 'write') writePrecompiledValidators();
const validate = validatorFor('dog.schema.json');
const valid = validate(JSON.parse(process.argv[3]!));
console.log(JSON.stringify({
  precompiled: !('schemaEnv' in validate),
  valid,
  errors: (validate.errors ?? []).map((error) => \`\${error.instancePath} \${error.message}\`),
}));
`,
  );
  return clone;
}

function check(clone: string, step: 'write' | 'read', dog: unknown) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'check.ts', step, JSON.stringify(dog)],
    {
      cwd: clone,
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { precompiled: boolean; valid: boolean; errors: string[] };
}

describe('the content validators a build loads', () => {
  it('are the precompiled ones for the schemas they were written from, and never for changed ones', () => {
    const clone = sourceClone();
    const dog = JSON.parse(readFileSync(sampleContent('dogs/1.json'), 'utf8')) as Record<
      string,
      unknown
    >;

    // Before `npm install` wrote them: compiled from the schemas, with the same answer.
    expect(check(clone, 'read', dog)).toEqual({ precompiled: false, valid: true, errors: [] });
    expect(check(clone, 'write', dog)).toEqual({ precompiled: true, valid: true, errors: [] });
    const wrong = check(clone, 'read', { ...dog, dogGender: 'Boy' });
    expect(wrong.precompiled).toBe(true);
    expect(wrong.errors).toContain('/dogGender must be equal to one of the allowed values');

    // A colleague's commit makes a new field required: the code written before is not used.
    requireNewDogField(clone);
    expect(check(clone, 'read', dog)).toEqual({
      precompiled: false,
      valid: false,
      errors: [" must have required property 'dogMicrochip'"],
    });
  });
});
