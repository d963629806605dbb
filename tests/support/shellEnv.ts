/**
 * The environment of a child process as a shell gives it: without the NODE_ENV=test vitest sets,
 * under which a build takes about fifteen times as long as `npm run build` (its prerender), nor
 * vitest's own VITEST variables, under which Vike's plugin stands aside for vitest.
 */
export function shellEnv(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...vars };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}
