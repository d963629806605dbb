import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { shellEnv } from '../support/shellEnv.ts';
import { projectTempDir } from '../support/tempDirs.ts';

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
});
