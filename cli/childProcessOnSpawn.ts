import type { ChildProcess } from 'node:child_process';

// What commander gets for node:child_process in the compiled CLI (scripts/buildCli.ts): loading
// that module is 3% of a `rescue validate` after an edit, and commander spawns only a subcommand
// that is a program of its own, which rescue has none of.
export function spawn(...args: unknown[]): ChildProcess {
  const { spawn } = process.getBuiltinModule('node:child_process');
  return (spawn as (...args: unknown[]) => ChildProcess)(...args);
}
