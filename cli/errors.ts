/** A mistake the person running rescue can fix: shown as-is on stderr, exit code 1, no stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}
