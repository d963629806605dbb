// Prints Lighthouse scores (mobile preset) for a few pages of the built site in dist/client.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { staticFiles } from '../server/static-files.ts';
import { toNodeListener } from '../server/web-handler.ts';

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/adopt/available-dogs', '/adopt/available-dogs/details-page/1', '/about/our-team'];

const server = createServer(toNodeListener(staticFiles(resolve('dist/client'))));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});
try {
  for (const path of paths) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.values(categories)
      .map((category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`)
      .join(', ');
    console.log(`${path}: ${scores}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
