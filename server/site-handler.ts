import { withSiteHeaders, type HeaderPolicy } from './headers.ts';
import type { WebHandler } from './web-handler.ts';

export interface SiteHandlers {
  /** The built site, dist/client. */
  assets: WebHandler;
  listings: WebHandler;
  policy: HeaderPolicy;
}

/** Routes a request to the listings proxy or the built site, and sets the site's headers. */
export function createSiteHandler({ assets, listings, policy }: SiteHandlers): WebHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const handler = pathname.startsWith('/api/listings/') ? listings : assets;
    return withSiteHeaders(request, await handler(request), policy);
  };
}
