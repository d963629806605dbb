import { createServer } from 'node:http';
import type { Site } from '#lib/content/types.generated.ts';
import type { ListingSource } from '#lib/listings/source.ts';
import { headerPolicy, headerRules, headersFor } from '#lib/headers.ts';
import { withSiteHeaders } from '../handlers/headers.ts';
import { createListingsProxy } from '../handlers/listingsProxy.ts';
import { createSiteRoutes, notFound, type WebHandler } from '../handlers/siteRoutes.ts';
import { answerMalformed, toNodeListener } from './nodeAdapter.ts';
import { staticFiles } from './staticFiles.ts';

export interface SiteServerOptions {
  /** The built site: dist/client. */
  clientDir: string;
  listingSource: ListingSource;
  site: Site;
  /** The forms handler (server/handlers/forms/handler.ts); without it form posts find nothing. */
  forms?: WebHandler;
  /** The editor's sign-in (server/handlers/cmsAuth.ts). */
  cmsAuth?: WebHandler;
  /** The search alerts (server/node/alerts.ts). */
  alerts?: WebHandler;
  /** The listings proxy, when the caller shares it (with the alerts); else one is made. */
  listings?: WebHandler;
  /** Behind a reverse proxy (TRUST_PROXY=1): see NodeListenerOptions. */
  trustProxy?: boolean;
}

/** The built site plus the listings proxy, with the site's headers and compression; not listening. */
export function createSiteServer(options: SiteServerOptions) {
  const { clientDir, listingSource, site, forms, cmsAuth, alerts, trustProxy } = options;
  const { client, organizationId } = listingSource;
  const policy = headerPolicy(site.forms?.adoptionApplicationEmbed);
  const handler = createSiteRoutes({
    routes: {
      '/api/listings/': options.listings ?? createListingsProxy({ client, organizationId }),
      ...(forms && { '/api/forms/': forms }),
      ...(cmsAuth && { '/api/cms/': cmsAuth }),
      ...(alerts && { '/api/alerts/': alerts }),
      // As on the Worker, what the build wrote under /api/ (forms, messages) is read, never served.
      '/api/': notFound,
    },
    assets: staticFiles(clientDir),
  });
  const finish = (url: URL, response: Response) => withSiteHeaders(url, response, policy);
  const server = createServer(toNodeListener(handler, { trustProxy, finish }));
  // Such a request has no trustworthy path or scheme: the site root's headers over http.
  answerMalformed(server, headersFor(headerRules(policy, false), '/'));
  return server;
}
