/**
 * The environment of a child process as a shell gives it: without the NODE_ENV=test vitest sets,
 * under which a `vike build` takes about fifteen times as long as `npm run build` (its prerender).
 */
export function shellEnv(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...vars };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  return env;
}
