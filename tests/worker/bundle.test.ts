import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'jsonc-parser';
import { describe, expect, inject, it } from 'vitest';
import { shellEnv } from '../support/shellEnv.ts';
import { projectTempDir } from '../support/tempDirs.ts';

const wrangler = (args: string[]) =>
  spawnSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    // The bundle as deployed: not for NODE_ENV=test (React's development build).
    env: shellEnv({ WRANGLER_SEND_METRICS: 'false', CI: '1' }),
  });

describe('the Worker bundle', () => {
  it('is at most 150 KB and 50 KB gzip as `wrangler deploy --dry-run` builds it', () => {
    const dir = projectTempDir('bundle-');
    // The real config, over the test build's files (dist/ may not exist here).
    const config = parse(readFileSync('wrangler.jsonc', 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dir, 'wrangler.json'),
      JSON.stringify({
        ...config,
        main: resolve(String(config.main)),
        assets: {
          ...(config.assets as object),
          directory: join(inject('siteOutDir'), 'client'),
        },
      }),
    );
    const out = join(dir, 'out');
    const result = wrangler([
      'deploy',
      '--dry-run',
      '--config',
      join(dir, 'wrangler.json'),
      '--outdir',
      out,
    ]);
    expect(result.status, result.stderr).toBe(0);
    const reported = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout);
    console.info(`Worker bundle: ${reported?.[0]}`);
    const code = readFileSync(join(out, 'worker.js'));
    // Parsed on every cold start: messages come parsed from the build (/api/messages.json), so it
    // carries no ICU parser or catalogue, and only the HTML entities listing services write.
    expect(code.length).toBeLessThanOrEqual(150 * 1024);
    expect(gzipSync(code).length).toBeLessThanOrEqual(50 * 1024);
    expect(Number(reported?.[1])).toBeLessThanOrEqual(150);
    expect(Number(reported?.[2])).toBeLessThanOrEqual(50);
    const { sources } = JSON.parse(readFileSync(join(out, 'worker.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(sources.some((source) => source.includes('node_modules/preact/'))).toBe(true);
    for (const absent of ['/intl-messageformat/', '/icu-messageformat-parser/', '/entities/']) {
      expect(sources.filter((source) => source.includes(absent))).toEqual([]);
    }
  });

  it('types Env from wrangler.jsonc: the committed types are current (`npm run types:worker`)', () => {
    const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts[
      'types:worker'
    ] as string;
    const [, , committed, ...options] = script.split(' ');
    // `wrangler types --check` ignores --env-file: generate afresh beside and compare the Env.
    const fresh = join(projectTempDir('types-'), 'worker-configuration.d.ts');
    const result = wrangler(['types', fresh, ...options]);
    expect(result.status, result.stderr).toBe(0);
    const env = (path: string) =>
      /interface Env \{[^}]*\}/
        .exec(readFileSync(path, 'utf8'))?.[0]
        .replace(/import\("[^"]*"\)/g, 'import(worker)');
    expect(env(fresh)).toContain('LIMITS: DurableObjectNamespace');
    expect(env(committed!)).toBe(env(fresh));
  });
});
