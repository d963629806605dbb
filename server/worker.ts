// The Cloudflare Worker: the built site from its static assets, the listings proxy, the headers.
import { createListingClient } from '../lib/listings/client.ts';
import { listingConfigFromEnv } from '../lib/listings/config.ts';
// Bundled at deploy time; the deploy workflow validates the content before it builds.
import site from '../content/site.json' with { type: 'json' };
import { cacheApiStore } from './cache-api-store.ts';
import { createCmsAuth } from './cms-auth.ts';
import { formsDeliveryFromEnv } from './forms/delivery.ts';
import { createFormsHandler } from './forms/handler.ts';
import { headerPolicy } from './headers.ts';
import { createListingsProxy, problem } from './listings-proxy.ts';
import { createSiteHandler } from './site-handler.ts';
import type { WebHandler } from './web-handler.ts';

/** The Worker's bindings (wrangler.jsonc) and secrets (`wrangler secret put`). */
interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
  PETFINDER_CLIENT_ID?: string;
  PETFINDER_CLIENT_SECRET?: string;
  PETFINDER_BASE_URL?: string;
  /** Form delivery by Resend's HTTP API (server/forms/delivery.ts); no SMTP on Workers. */
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  FORMS_TO?: string;
  FORMS_FROM?: string;
  /** The editor's sign-in (server/cms-auth.ts). */
  CMS_GITHUB_CLIENT_ID?: string;
  CMS_GITHUB_CLIENT_SECRET?: string;
  CMS_GITHUB_URL?: string;
}

// Built once per isolate, so the access token and the in-memory answers are reused.
let handler: WebHandler | undefined;

function createHandler(env: Env): WebHandler {
  const { ASSETS: assets, ...vars } = env;
  const config = listingConfigFromEnv(vars);
  const listings: WebHandler =
    config.mode === 'service'
      ? createListingsProxy({
          client: createListingClient({ timeoutMs: 10_000, ...config }),
          organizationId: site.petfinderOrganizationId,
          // workerd's caches.default; the DOM typings do not know it.
          sharedStore: cacheApiStore((caches as unknown as { default: Cache }).default),
        })
      : // No sample service runs beside a Worker: without credentials the pages keep their snapshot.
        async () => problem(503);
  const forms = createFormsHandler({
    delivery: formsDeliveryFromEnv(vars, site),
    site,
    // A form sent back with its errors is drawn into its prerendered page.
    loadPage: async (pathname) =>
      (await assets.fetch(new Request(new URL(pathname, 'https://assets.invalid')))).text(),
  });
  return createSiteHandler({
    assets: (request) => assets.fetch(request),
    listings,
    forms,
    cmsAuth: createCmsAuth({ env: vars, siteUrl: site.siteUrl }),
    policy: headerPolicy(site.forms.adoptionApplicationEmbed),
  });
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    handler ??= createHandler(env);
    return handler(request);
  },
};
