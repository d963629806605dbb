import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../cli/main.ts';
import { snapshot } from './fixtures.ts';

export const bin = fileURLToPath(new URL('../../cli/bin.js', import.meta.url));

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs rescue in this process, as from a script (no terminal), in `cwd`. */
export async function rescue(cwd: string, ...args: string[]): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd,
    terminal: false,
  });
  return { code, stdout, stderr };
}

/** Runs a command that must fail: exit code 1, a one- or two-line message, the folder byte-for-byte unchanged. */
export async function expectRefused(root: string, args: string[], message: RegExp): Promise<void> {
  const before = snapshot(root);
  const result = await rescue(root, ...args);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
  expect(snapshot(root)).toEqual(before);
}

/** Runs the real `rescue` binary in a child process, with stdin not a terminal. */
export function rescueProcess(cwd: string, ...args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
