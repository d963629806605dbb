import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createListingsProxy } from './listings-proxy.ts';
import type { ListingSource } from '../lib/listings/source.ts';
import { samplePhotosDir } from './sample-service/data.ts';
import { staticFiles } from './static-files.ts';
import { toNodeListener, type WebHandler } from './web-handler.ts';

export interface SiteServerOptions {
  /** The built site: dist/client. */
  clientDir: string;
  listingSource: ListingSource;
  /** The forms handler (server/forms/handler.ts); without it form posts find nothing. */
  forms?: WebHandler;
}

const photosPrefix = '/sample-photos/';

/** The built site plus the listings proxy (and, in sample mode, the sample photos); not listening. */
export function createSiteServer({ clientDir, listingSource, forms }: SiteServerOptions) {
  const { client, organizationId, sampleService } = listingSource;
  const proxy = toNodeListener(createListingsProxy({ client, organizationId }));
  const formPosts = forms && toNodeListener(forms);
  const site = staticFiles(clientDir);
  const photos = staticFiles(samplePhotosDir);
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/listings/')) return proxy(request, response);
    if (formPosts && url.startsWith('/api/forms/')) {
      // The visitor's address, where Cloudflare puts it; whatever the visitor sent is replaced.
      request.headers['cf-connecting-ip'] = request.socket.remoteAddress;
      return formPosts(request, response);
    }
    if (sampleService && url.startsWith(photosPrefix)) {
      // The photo folder is the root of its own static server.
      request.url = url.slice(photosPrefix.length - 1);
      return photos(request, response);
    }
    return site(request, response);
  });
}
