import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Runs one of our TypeScript scripts in a process that outlives the build (`npm start` serves the
 * pages meanwhile), at the lowest CPU priority: the server's start and its answers come first.
 */
export function runAfterBuild(script: URL, args: string[], cwd: string): void {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script), ...args], {
    cwd,
    stdio: 'inherit',
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Already gone (it failed to start, and says so on the terminal): nothing to lower.
  }
  child.unref();
}
