// Prints what a deploy costs, as far as it can be measured offline: build time, what is
// uploaded (static assets and the Worker bundle, from `wrangler deploy --dry-run`), with the
// Worker's size beside its goal (it is parsed on every cold start).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure } from './figures.ts';

function timed(command: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  return (performance.now() - started) / 1000;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const buildSeconds = timed('npm', ['run', 'build']);
const assets = walk('dist/client');
const assetBytes = assets.reduce((total, file) => total + statSync(file).size, 0);
const bundleDir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
const bundleSeconds = timed('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', bundleDir], {
  WRANGLER_SEND_METRICS: 'false',
});
const bundle = readFileSync(join(bundleDir, 'worker.js'));

console.log(`build (npm run build):         ${buildSeconds.toFixed(1)} s`);
console.log(`Worker bundle (dry run):       ${bundleSeconds.toFixed(1)} s`);
console.log(
  `static assets:                 ${assets.length} files, ${(assetBytes / 1024 / 1024).toFixed(1)} MB`,
);
const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
figure({
  name: 'Worker script (wrangler dry run)',
  value: kib(bundle.length),
  unit: 'KiB',
  goal: { max: 150 },
});
figure({
  name: 'Worker script, gzip (wrangler dry run)',
  value: kib(gzipSync(bundle).length),
  unit: 'KiB',
  goal: { max: 50 },
});
console.log(
  'The first deploy uploads every asset; later deploys upload only changed files (by hash).',
);
