// The Cloudflare Worker: runs for /api/* only (wrangler.jsonc); the platform serves the site.
import { fileRoutes } from '#lib/routes.ts';
import { bundledSite as site } from '#lib/content/bundledSite.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { builtFormPath, type BuiltForms } from '#lib/forms/forms.ts';
import { listingClientOf, listingConfigFromEnv } from '#lib/listings/config.ts';
import { builtMessagesPath, type HostMessages } from '#lib/messages/hostMessages.ts';
import type { AlertDog } from '#lib/alerts/alertDogs.ts';
import { alertDogSource } from '../handlers/alerts/dogSource.ts';
import { createAlertsHandler, type AlertsHandler } from '../handlers/alerts/alertsHandler.ts';
import { createCmsAuth } from '../handlers/cmsAuth.ts';
import { formsDeliveryFromEnv } from '../handlers/forms/delivery.ts';
import { createFormsHandler } from '../handlers/forms/formsHandler.ts';
import { headerPolicy } from '#lib/headers.ts';
import { withSiteHeaders } from '../handlers/siteHeaders.ts';
import { problem } from '../handlers/listings/answers.ts';
import { createListingsProxy } from '../handlers/listingsProxy.ts';
import { createSiteRoutes, type WebHandler } from '../handlers/siteRoutes.ts';
import { cacheApiStore } from './cacheApiStore.ts';
import { durableAlertStore } from './alertsObject.ts';
import { durableLimits } from './limitsObject.ts';

export { Alerts } from './alertsObject.ts';
export { Limits } from './limitsObject.ts';

// `Env` is generated from wrangler.jsonc by `npm run types:worker` (workerConfiguration.d.ts).
// Built once per isolate, so the access token and the in-memory answers are reused.
let handler: Promise<WebHandler> | undefined;
let alerts: AlertsHandler | undefined;

async function createHandler(env: Env): Promise<WebHandler> {
  const { ASSETS: assets, LIMITS: limitsNamespace, ALERTS: alertsNamespace, ...vars } = env;
  // Held once for all isolates and data centres, not per isolate.
  const limits = durableLimits(limitsNamespace);
  const config = listingConfigFromEnv(vars, site.petfinderOrganizationId);
  const organizationId = site.petfinderOrganizationId ?? '';
  // No sample service runs beside a Worker: without credentials the sample rescue's pages keep
  // their snapshot (503 here), and another rescue's list no animal.
  const client = config.mode === 'service' && !organizationId ? undefined : listingClientOf(config);
  const listings: WebHandler = client
    ? createListingsProxy({
        client,
        organizationId,
        buckets: limits.buckets,
        // workerd's caches.default; the DOM typings do not know it.
        sharedStore: cacheApiStore((caches as unknown as { default: Cache }).default),
      })
    : async () => problem(503);
  const delivery = formsDeliveryFromEnv(vars, site);
  const asset = (path: string) => assets.fetch(new URL(path, 'https://assets.invalid').href);
  // The words the pages were drawn with, parsed by the same build: the Worker carries no parser.
  const messages = (await (await asset(builtMessagesPath)).json()) as HostMessages;
  alerts = createAlertsHandler({
    site,
    messages,
    delivery,
    env: vars,
    store: durableAlertStore(alertsNamespace),
    posts: limits.posts,
    // Local dogs change with a deploy, which writes them beside the feeds (and then runs alerts).
    dogs: alertDogSource({
      listings,
      breeds: breedChoices(site),
      localDogs: async () => (await (await asset(fileRoutes.alertDogs)).json()) as AlertDog[],
    }),
    loadShell: async () => (await asset('/404')).text(),
  });
  const forms = createFormsHandler({
    delivery,
    site,
    messages,
    posts: limits.posts,
    // A form sent back with its errors is drawn into its prerendered page.
    loadPage: async (pathname) => (await asset(pathname)).text(),
    // The definitions the pages were drawn from, written beside them by the same build.
    loadForm: async (name) => {
      const response = await asset(builtFormPath(name));
      return response.ok ? ((await response.json()) as BuiltForms) : undefined;
    },
  });
  const routes = createSiteRoutes({
    routes: {
      listings,
      forms,
      cms: createCmsAuth({ env: vars, siteUrl: site.siteUrl }),
      alerts: alerts.handle,
    },
  });
  const policy = headerPolicy(site.forms?.adoptionApplicationEmbed);
  // The asset layer sets the static files' headers from _headers; the Worker sets its own.
  return async (request) => withSiteHeaders(new URL(request.url), await routes(request), policy);
}

/** This isolate's handler; a start that failed (the messages unread) is tried again next time. */
function handlerOf(env: Env): Promise<WebHandler> {
  handler ??= createHandler(env).catch((error: unknown) => {
    handler = undefined;
    throw error;
  });
  return handler;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return (await handlerOf(env))(request);
  },
  // The Cron Trigger of wrangler.jsonc: one run of the search alerts.
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    await handlerOf(env);
    try {
      const report = await alerts!.run();
      if (report.sent + report.failed > 0) console.log('Search alerts:', JSON.stringify(report));
    } catch (error) {
      console.error(`alerts: the run failed: ${(error as Error).stack}`);
      throw error;
    }
  },
};
