// Prints build time, pages prerendered and the JavaScript and CSS bytes each page loads.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = 'dist';
const started = performance.now();
const build = spawnSync('npx', ['vike', 'build'], { encoding: 'utf8' });
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const clientDir = join(outDir, 'client');
const htmlFiles = walk(clientDir).filter((file) => file.endsWith('.html'));
console.log(`build: ${seconds.toFixed(1)} s, ${htmlFiles.length} HTML pages prerendered`);

const assetBytes = (url: string) => {
  const file = join(clientDir, url);
  const bytes = readFileSync(file);
  return { raw: statSync(file).size, gzip: gzipSync(bytes).length };
};

const rows = htmlFiles.map((file) => {
  const html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const sum = (urls: string[]) =>
    [...new Set(urls)].map(assetBytes).reduce((total, size) => total + size.gzip, 0);
  const inlineScript = [...html.matchAll(/<script(?![^>]+src)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!.length)
    .reduce((total, length) => total + length, 0);
  return {
    page: `/${relative(clientDir, file)}`,
    jsGzip: sum([...scripts, ...preloads]) + inlineScript,
    cssGzip: sum(styles),
    html: statSync(file).size,
  };
});

console.table(rows);
const withJs = rows.filter((row) => row.jsGzip > 0);
console.log(`${withJs.length} of ${rows.length} pages load JavaScript`);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
