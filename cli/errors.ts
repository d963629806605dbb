import { CommanderError } from 'commander';

/** A mistake the person running rescue can fix: shown as-is on stderr, exit code 1, no stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/**
 * A write the file system refused, told as what it is (the person's permissions, not a bug in
 * rescue); any other error is returned unchanged.
 */
export function refusedWrite(error: unknown, shownPath: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') return error;
  const why = code === 'EROFS' ? 'read-only file system' : 'permission denied';
  return new CliError(
    `cannot write ${shownPath}: ${why}\n` +
      'Nothing was written. Check who owns the folder (ls -l), or run rescue as that user.',
  );
}

/** Tells an error that ended a run, and returns the exit code. */
export function reportError(
  error: unknown,
  stderr: (text: string) => void,
  debug: boolean,
): number {
  // Commander has already printed its own message (or the help).
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof Error && error.name === 'ExitPromptError') {
    stderr('\nCancelled, nothing was written.\n');
    return 130;
  }
  if (error instanceof CliError) {
    stderr(`${error.message}\n`);
    return 1;
  }
  stderr(
    debug && error instanceof Error
      ? `${error.stack}\n`
      : `Unexpected error: ${error instanceof Error ? error.message : String(error)}\n` +
          'This is a bug in rescue; run the same command with --debug to see where it happened.\n',
  );
  return 1;
}
