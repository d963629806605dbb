// Serves the built site (dist/client) with the /api/listings proxy: `npm start`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadContent } from '../lib/content/load.ts';
import { openListingSource } from '../lib/listings/source.ts';
import { createSiteServer } from './site-server.ts';

const clientDir = resolve('dist/client');
if (!existsSync(clientDir)) {
  console.error('dist/client not found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const { site } = loadContent();
const listingSource = await openListingSource(site.petfinderOrganizationId);
createSiteServer({ clientDir, listingSource, site }).listen(port, host, () => {
  console.log(
    `Serving the rescue site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
