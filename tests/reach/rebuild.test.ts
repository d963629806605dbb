import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { shellEnv } from '../support/shellEnv.ts';
import { projectTempDir } from '../support/tempDirs.ts';

// build/oldOutput.ts moves the last build's output aside and removes it meanwhile.
it('builds into the folder of an earlier build without a file of it left, nor its copy set aside', () => {
  const outDir = projectTempDir('rebuild-');
  const stale = join(outDir, 'client/adopt/available-dogs/details-page/gone/index.html');
  mkdirSync(join(stale, '..'), { recursive: true });
  writeFileSync(stale, '<p>A dog no longer in the content</p>');
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    env: shellEnv({ SITE_OUT_DIR: outDir }),
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  expect(existsSync(join(outDir, 'client/index.html'))).toBe(true);
  expect(existsSync(stale)).toBe(false);
  expect(readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
}, 600_000);
