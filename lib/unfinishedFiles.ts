import { rmSync } from 'node:fs';
import { constants } from 'node:os';

/**
 * Files being written that must not outlive an interruption (Ctrl-C, a kill, a closed terminal):
 * a write's temporary file, a photo whose record is not written yet. Node ends on those signals
 * without running `finally` blocks, so they are removed here, then the process ends as it would.
 */
const unfinished = new Set<string>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function removeAndExit(signal: (typeof signals)[number]): void {
  for (const file of unfinished) rmSync(file, { force: true });
  // The shell's code for a process ended by the signal; 'exit' handlers (the lock's) still run.
  process.exit(128 + constants.signals[signal]);
}

/** Marks `file` as unfinished until the returned function is called. */
export function unfinishedFile(file: string): () => void {
  if (unfinished.size === 0) for (const signal of signals) process.on(signal, removeAndExit);
  unfinished.add(file);
  return () => {
    unfinished.delete(file);
    if (unfinished.size === 0) for (const signal of signals) process.off(signal, removeAndExit);
  };
}
