// `npm start`: builds the site (`vike build`, a process of its own) while this one loads the
// server's modules, then serves the site from the moment the build has written the home page
// (server/node/serve.ts). Plain JavaScript, so the build starts before tsx has loaded (a third of
// a second); the server's TypeScript is loaded through tsx.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const vike = fileURLToPath(new URL('../../node_modules/vike/bin.js', import.meta.url));
const startedAt = Date.now();
const build = spawn(process.execPath, [vike, 'build'], { stdio: 'inherit' });
const exit = new Promise((done) => build.once('exit', done));
// The build goes when the server does (a port already taken, Ctrl-C).
process.once('exit', () => build.kill());
const { register } = await import('tsx/esm/api');
register();
const { serveSite } = await import('./serve.ts');
await serveSite({ startedAt, exit });
