import { withSiteHeaders, type HeaderPolicy } from './headers.ts';
import type { WebHandler } from './web-handler.ts';

export interface SiteHandlers {
  /** The built site, dist/client. */
  assets: WebHandler;
  listings: WebHandler;
  /** Form posts; absent where no forms handler runs. */
  forms?: WebHandler;
  /** The editor's sign-in (server/cms-auth.ts); absent where none runs. */
  cmsAuth?: WebHandler;
  policy: HeaderPolicy;
}

/** Routes a request to the listings proxy, the forms or the built site, and sets the site's headers. */
export function createSiteHandler({
  assets,
  listings,
  forms,
  cmsAuth,
  policy,
}: SiteHandlers): WebHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    let handler = assets;
    if (pathname.startsWith('/api/listings/')) handler = listings;
    else if (forms && pathname.startsWith('/api/forms/')) handler = forms;
    else if (cmsAuth && pathname.startsWith('/api/cms/')) handler = cmsAuth;
    return withSiteHeaders(request, await handler(request), policy);
  };
}
