import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createListingsProxy } from './listings-proxy.ts';
import type { ListingSource } from '../lib/listings/source.ts';
import { samplePhotosDir } from './sample-service/data.ts';
import { staticFiles } from './static-files.ts';
import { toNodeListener } from './web-handler.ts';

export interface SiteServerOptions {
  /** The built site: dist/client. */
  clientDir: string;
  listingSource: ListingSource;
}

const photosPrefix = '/sample-photos/';

/** The built site plus the listings proxy (and, in sample mode, the sample photos); not listening. */
export function createSiteServer({ clientDir, listingSource }: SiteServerOptions) {
  const { client, organizationId, sampleService } = listingSource;
  const proxy = toNodeListener(createListingsProxy({ client, organizationId }));
  const site = staticFiles(clientDir);
  const photos = staticFiles(samplePhotosDir);
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/listings/')) return proxy(request, response);
    if (sampleService && url.startsWith(photosPrefix)) {
      // The photo folder is the root of its own static server.
      request.url = url.slice(photosPrefix.length - 1);
      return photos(request, response);
    }
    return site(request, response);
  });
}
