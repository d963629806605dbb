// `npm start`: builds the site (`vike build`, a process of its own) while this one loads the
// server's modules, then serves the site from the moment the build has written the home page
// (server/node/serve.ts). Plain JavaScript, so the build starts first; the server's TypeScript is
// bundled into one module by esbuild (build/bundled.js), which Node loads without tsx's loader
// (half a second of CPU less beside the build).
import { spawn } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

const vike = fileURLToPath(new URL('../../node_modules/vike/bin.js', import.meta.url));
const startedAt = Date.now();
const build = spawn(process.execPath, [vike, 'build'], { stdio: 'inherit' });
const exit = new Promise((done) => build.once('exit', done));
// The build goes when the server does (a port already taken, Ctrl-C).
process.once('exit', () => build.kill());
const { bundled } = await import('../../build/bundled.js');
const { file } = await bundled(
  'server/node/serve.ts',
  fileURLToPath(new URL('../../', import.meta.url)),
);
const { serveSite } = await import(pathToFileURL(file).href);
await serveSite({ startedAt, exit });
