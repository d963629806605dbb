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
