// `npm start`: builds the site (`vike build`, a process of its own) while this one loads the
// server's modules, then serves what the build wrote. Plain JavaScript, so the build starts
// before tsx has loaded (a third of a second); the server's TypeScript is loaded through tsx.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const vike = fileURLToPath(new URL('../../node_modules/vike/bin.js', import.meta.url));
const build = spawn(process.execPath, [vike, 'build'], { stdio: 'inherit' });
const { register } = await import('tsx/esm/api');
register();
const [exitCode, { serveSite }] = await Promise.all([
  new Promise((done) => build.once('exit', done)),
  import('./serve.ts'),
]);
if (exitCode !== 0) process.exit(exitCode ?? 1);
await serveSite();
