import { withSiteHeaders, type HeaderPolicy } from './headers.ts';
import type { WebHandler } from './web-handler.ts';

export interface SiteHandlers {
  /** The built site, dist/client. */
  assets: WebHandler;
  listings: WebHandler;
  /** Form posts; absent where no forms handler runs. */
  forms?: WebHandler;
  policy: HeaderPolicy;
}

/** Routes a request to the listings proxy, the forms or the built site, and sets the site's headers. */
export function createSiteHandler({ assets, listings, forms, policy }: SiteHandlers): WebHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    let handler = assets;
    if (pathname.startsWith('/api/listings/')) handler = listings;
    else if (forms && pathname.startsWith('/api/forms/')) handler = forms;
    return withSiteHeaders(request, await handler(request), policy);
  };
}
