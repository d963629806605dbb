import { createServer } from 'node:http';
import type { Site } from '#lib/content/types.generated.ts';
import type { ListingSource } from '#lib/listings/source.ts';
import { headerPolicy, headerRules, headersFor } from '#lib/headers.ts';
import { withSiteHeaders } from '../handlers/siteHeaders.ts';
import { createListingsProxy } from '../handlers/listingsProxy.ts';
import { createSiteRoutes, type WebHandler } from '../handlers/siteRoutes.ts';
import { answerMalformed, toNodeListener } from './nodeAdapter.ts';
import { staticFiles } from './staticFiles.ts';

export interface SiteServerOptions {
  /** The built site: dist/client. */
  clientDir: string;
  listingSource: ListingSource;
  site: Site;
  /** The forms handler (server/handlers/forms/formsHandler.ts); without it form posts find nothing. */
  forms?: WebHandler;
  /** The editor's sign-in (server/handlers/cmsAuth.ts). */
  cmsAuth?: WebHandler;
  /** The search alerts (server/node/nodeAlerts.ts). */
  alerts?: WebHandler;
  /** The listings proxy, when the caller shares it (with the alerts); else one is made. */
  listings?: WebHandler;
  /** Behind a reverse proxy (TRUST_PROXY=1): see NodeListenerOptions. */
  trustProxy?: boolean;
  /**
   * The end of `npm start`'s build, while it runs: until then the files it has written are
   * served, and a request for another file waits for it (the API answers as always).
   */
  building?: Promise<void>;
}

/**
 * The built site and the handlers of apiRoutes (the listings proxy, and when given the forms, the
 * editor's sign-in and the alerts), with the site's headers and compression; not listening.
 */
export function createSiteServer(options: SiteServerOptions) {
  const { clientDir, listingSource, site, forms, cmsAuth, alerts, trustProxy, building } = options;
  const { client, organizationId } = listingSource;
  const policy = headerPolicy(site.forms?.adoptionApplicationEmbed);
  const files = staticFiles(clientDir);
  const handler = createSiteRoutes({
    routes: {
      listings: options.listings ?? createListingsProxy({ client, organizationId }),
      forms,
      cms: cmsAuth,
      alerts,
    },
    assets: building ? writtenOrWhenBuilt(files, building) : files,
  });
  const finish = (url: URL, response: Response) => withSiteHeaders(url, response, policy);
  const server = createServer(toNodeListener(handler, { trustProxy, finish }));
  // Such a request has no trustworthy path or scheme: the site root's headers over http.
  answerMalformed(server, headersFor(headerRules(policy, false), '/'));
  return server;
}

/** The built site's files: one the build has written at once, any other when it has ended. */
function writtenOrWhenBuilt(files: WebHandler, building: Promise<void>): WebHandler {
  let built = false;
  void building.then(() => (built = true));
  return async (request) => {
    if (built) return files(request);
    const written = await files(request);
    if (written.status !== 404) return written;
    // Not written yet (or never): the answer is the finished build's.
    await written.body?.cancel();
    await building;
    return files(request);
  };
}
