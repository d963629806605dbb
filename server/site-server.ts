import { createServer } from 'node:http';
import type { Site } from '../lib/content/types.generated.ts';
import type { ListingSource } from '../lib/listings/source.ts';
import { headerPolicy } from './headers.ts';
import { createListingsProxy } from './listings-proxy.ts';
import { createSiteHandler } from './site-handler.ts';
import { staticFiles } from './static-files.ts';
import { toNodeListener, type WebHandler } from './web-handler.ts';

export interface SiteServerOptions {
  /** The built site: dist/client. */
  clientDir: string;
  listingSource: ListingSource;
  site: Site;
  /** The forms handler (server/forms/handler.ts); without it form posts find nothing. */
  forms?: WebHandler;
  /** The editor's sign-in (server/cms-auth.ts). */
  cmsAuth?: WebHandler;
}

/** The built site plus the listings proxy, with the site's headers and compression; not listening. */
export function createSiteServer({
  clientDir,
  listingSource,
  site,
  forms,
  cmsAuth,
}: SiteServerOptions) {
  const { client, organizationId } = listingSource;
  const handler = createSiteHandler({
    assets: staticFiles(clientDir),
    listings: createListingsProxy({ client, organizationId }),
    forms,
    cmsAuth,
    policy: headerPolicy(site.forms.adoptionApplicationEmbed),
  });
  return createServer(toNodeListener(handler));
}
