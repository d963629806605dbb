// Serves the built site (dist/client) the way a static host would: `npm start`.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { staticFiles } from './static-files.ts';

const root = resolve('dist/client');
if (!existsSync(root)) {
  console.error('dist/client not found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
createServer(staticFiles(root)).listen(port, host, () => {
  console.log(
    `Serving the rescue site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
