// Prints build time, pages prerendered and the JavaScript and CSS bytes each page loads.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pageBytes } from './page-bytes.ts';

const outDir = 'dist';
const started = performance.now();
const build = spawnSync('npx', ['vike', 'build'], { encoding: 'utf8' });
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const rows = pageBytes(join(outDir, 'client'));
console.log(`build: ${seconds.toFixed(1)} s, ${rows.length} HTML pages prerendered`);
console.table(rows);
const withJs = rows.filter((row) => row.jsGzip > 0);
console.log(`${withJs.length} of ${rows.length} pages load JavaScript`);
