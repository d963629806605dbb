import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../cli/main.ts';
import { snapshot } from './cliFixtures.ts';

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

// eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
const ansi = /\x1b\[[0-9;?]*[A-Za-z]/g;

/**
 * The real `rescue` binary in a pseudo-terminal (util-linux `script`), driven like a person would:
 * wait for a question to appear, then type the answer.
 */
export class Terminal {
  private output = '';
  private seen = 0;
  private readonly exited: Promise<number>;
  /** The exit code once the process has ended and all it wrote has been read. */
  private closedWith: number | undefined;
  private readonly child;

  constructor(cwd: string, args: string[]) {
    const command = [process.execPath, bin, ...args].map(shellQuote).join(' ');
    this.child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
      cwd,
      env: { ...process.env, COLUMNS: '120', LINES: '40', TERM: 'xterm' },
    });
    // script's own complaints too (a terminal it could not open), not only the terminal's text.
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream.on('data', (chunk) => (this.output += String(chunk).replace(ansi, '')));
    }
    this.exited = new Promise((resolve) =>
      this.child.on('close', (code) => resolve((this.closedWith = code ?? -1))),
    );
  }

  /** Waits for `text` to appear after what was already waited for. */
  async waitFor(text: string | RegExp, timeoutMs = 30_000): Promise<void> {
    const started = Date.now();
    for (;;) {
      const rest = this.output.slice(this.seen);
      const match = typeof text === 'string' ? rest.indexOf(text) : rest.search(text);
      if (match >= 0) {
        this.seen += match + 1;
        return;
      }
      if (this.closedWith !== undefined) {
        throw new Error(
          `The terminal ended (exit code ${this.closedWith}) before showing ${String(text)}; it shows:\n${rest}`,
        );
      }
      if (Date.now() - started > timeoutMs) {
        throw new Error(
          `Timed out waiting for ${String(text)}; the terminal shows:\n${rest}\nIts processes:\n${processTree(this.child.pid!)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits for the question, then types the answer and Enter. */
  async answer(question: string | RegExp, keys: string): Promise<void> {
    await this.waitFor(question);
    this.type(`${keys}\r`);
  }

  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  async exitCode(): Promise<number> {
    return this.exited;
  }

  get screen(): string {
    return this.output;
  }
}

/** The process and those under it (`ps`): which one is stuck, in what state, having used what CPU. */
function processTree(pid: number): string {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-eo', 'pid,ppid,stat,etime,time,args'], { encoding: 'utf8' });
  } catch {
    return '(ps is not installed here)'; // a minimal image: the timeout still says the rest
  }
  const rows = listing.split('\n').map((line) => line.trim().split(/\s+/));
  const tree = new Set([String(pid)]);
  for (let size = 0; size !== tree.size;) {
    size = tree.size;
    for (const [child, parent] of rows) if (child && parent && tree.has(parent)) tree.add(child);
  }
  return rows
    .filter(([row]) => row && tree.has(row))
    .map((row) => row.join(' ').slice(0, 200))
    .join('\n');
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export const keys = { up: '\x1b[A', down: '\x1b[B', ctrlC: '\x03' };
