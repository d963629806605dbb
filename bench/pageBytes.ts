// The bytes each built page loads: JavaScript (its scripts' imports included), CSS and HTML
// gzipped, and its images (the file each <img src> names; images are not gzipped in transit).
// `tsx bench/pageBytes.ts <client dir> [<baseline client dir>]` prints them, and the change
// from the baseline build when one is given.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface PageBytes {
  page: string;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  images: number;
}

export function pageBytes(clientDir: string): PageBytes[] {
  const gzipOf = (file: string) => gzipSync(readFileSync(file)).length;
  const urlsIn = (html: string, pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => resolve(join(clientDir, match[1]!)));
  return walk(clientDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      // Inline scripts that run (not JSON data blocks such as JSON-LD).
      const inlineScript = [
        ...html.matchAll(
          /<script(?![^>]+(?:src|type="application\/[\w+]*json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ]
        .map((match) => match[1]!.length)
        .reduce((total, length) => total + length, 0);
      const sum = (files: Set<string>) =>
        [...files].reduce((total, asset) => total + gzipOf(asset), 0);
      return {
        page: `/${relative(clientDir, file)}`,
        jsGzip: sum(scriptsOf(clientDir, html)) + inlineScript,
        cssGzip: sum(new Set(urlsIn(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))),
        htmlGzip: gzipOf(file),
        images: [...new Set(urlsIn(html, /<img[^>]+src="(\/[^"]+)"/g))]
          .map((image) => statSync(image, { throwIfNoEntry: false })?.size ?? 0)
          .reduce((total, size) => total + size, 0),
      };
    });
}

/** The files of the scripts a built page loads, with every module they import statically, each once. */
export function scriptsOf(clientDir: string, html: string): Set<string> {
  const entries = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => resolve(join(clientDir, match[1]!)));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      visit(resolve(dirname(file), match[1]!));
    }
  };
  entries.forEach(visit);
  return seen;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [clientDir = 'dist/client', baselineDir] = process.argv.slice(2);
  const rows = pageBytes(clientDir);
  const baseline = new Map(baselineDir ? pageBytes(baselineDir).map((row) => [row.page, row]) : []);
  console.table(
    rows.map((row) => {
      const before = baseline.get(row.page);
      return before
        ? { ...row, jsAdded: row.jsGzip - before.jsGzip, cssAdded: row.cssGzip - before.cssGzip }
        : row;
    }),
  );
  const withJs = rows.filter((row) => row.jsGzip > 0);
  console.log(`${withJs.length} of ${rows.length} pages load JavaScript`);
}
