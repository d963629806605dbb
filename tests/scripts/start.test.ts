import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { shellEnv } from '../support/shellEnv.ts';
import { projectTempDir } from '../support/tempDirs.ts';
import { freePort } from '../support/wrangler.ts';

describe('npm start', () => {
  it('serves nothing when the build fails: it ends with the build’s error, naming the file and field', async () => {
    const content = copyContent();
    editJson(content, 'site.json', (site) => (site.email = 'not an address'));
    const child = spawn('npm', ['start'], {
      env: shellEnv({ CONTENT_DIR: content, SITE_OUT_DIR: projectTempDir('start-'), PORT: '0' }),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise((done) => child.once('exit', done));
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/site\.json/);
    expect(output).toMatch(/email/);
    expect(output).not.toContain('Serving the rescue site');
  });

  it('serves from the moment its build has written the home page, never an older build’s, and every page as the build wrote it', async () => {
    const outDir = projectTempDir('start-');
    const older = join(outDir, 'client', 'index.html');
    mkdirSync(join(outDir, 'client'));
    writeFileSync(older, '<!DOCTYPE html><title>An older build</title></html>');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(older, anHourAgo, anHourAgo);
    const url = `http://127.0.0.1:${await freePort()}`;
    const child = spawn('npm', ['start'], {
      env: shellEnv({ SITE_OUT_DIR: outDir, PORT: new URL(url).port }),
      detached: true, // its own process group: the photos encoded behind it end with it
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      let home: Response | undefined;
      while (!home?.ok) {
        expect(child.exitCode, output).toBeNull();
        home = await fetch(url).catch(() => undefined);
        if (!home) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const served = await home.text();
      expect(served).not.toContain('An older build');
      // Written after every page: answered once the build has ended.
      expect((await fetch(`${url}/sitemap.xml`)).status).toBe(200);
      // Colours are on where the output is a terminal or CI: the words are what count.
      expect(stripVTControlCharacters(output)).toMatch(/✓ \d+ HTML documents pre-rendered/);
      expect(served).toBe(readFileSync(join(outDir, 'client', 'index.html'), 'utf8'));
      for (const [path, file] of [
        ['/es/adopt', 'es/adopt/index.html'],
        ['/about/our-team', 'about/our-team/index.html'],
      ] as const) {
        const page = await fetch(`${url}${path}`);
        expect(page.status, path).toBe(200);
        expect(await page.text(), path).toBe(readFileSync(join(outDir, 'client', file), 'utf8'));
      }
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
