// `npm start`: builds the site (`vike build`, a process of its own) while this one loads the
// server's modules, then serves what the build wrote.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vike = fileURLToPath(new URL('../../node_modules/vike/bin.js', import.meta.url));
const build = spawn(process.execPath, [vike, 'build'], { stdio: 'inherit' });
const [exitCode, { serveSite }] = await Promise.all([
  new Promise<number | null>((done) => build.once('exit', done)),
  import('./serve.ts'),
]);
if (exitCode !== 0) process.exit(exitCode ?? 1);
await serveSite();
