// Serves the built site (dist/client) with the API (listings proxy, forms, alerts, the editor's
// sign-in): `npm run serve`, and `npm start` from the moment its build has written the home page
// (server/node/start.js).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { defaultContentDir } from '#lib/content/load.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { openListingSource } from '#lib/listings/source.ts';
import { createCmsAuth } from '../handlers/cmsAuth.ts';
import { formsDeliveryFromEnv } from '../handlers/forms/delivery.ts';
import { createFormsHandler } from '../handlers/forms/formsHandler.ts';
import { createListingsProxy } from '../handlers/listingsProxy.ts';
import { alertsIntervalMinutes, createNodeAlerts } from './nodeAlerts.ts';
import { readBuiltForm, readBuiltMessages, readPrerenderedPage } from './readPrerenderedPage.ts';
import { createSiteServer } from './siteServer.ts';
import { smtpDelivery } from './smtpDelivery.ts';

/** The build `npm start` runs beside this server (server/node/start.js). */
export interface RunningBuild {
  /** When it started (ms since 1970): a home page written before then is an older build's. */
  startedAt: number;
  exit: Promise<number | null>;
}

/**
 * Starts the server over what the last build wrote; exits with a message when there is none.
 * Beside a running build, it starts once the build has written the home page (the first page
 * Vike renders): until the build ends, what it has written is served and a file it has not waits
 * for it; if the build fails, the server ends with it.
 */
export async function serveSite(build?: RunningBuild): Promise<void> {
  const clientDir = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');
  const built = build?.exit.then((code) => {
    if (code !== 0) process.exit(code ?? 1);
  });
  if (!build && !existsSync(clientDir)) {
    console.error(
      'dist/client not found: run `npm run build` first (or `npm start`, which builds).',
    );
    process.exit(1);
  }

  const { TRUST_PROXY = '0' } = process.env;
  if (TRUST_PROXY !== '0' && TRUST_PROXY !== '1') {
    console.error(`TRUST_PROXY must be 1 (behind a reverse proxy) or 0, not "${TRUST_PROXY}"`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  // Not before: the build checks the content this reads (site.json) before it writes a page.
  if (build && built) await homePageWritten(clientDir, build.startedAt, built);
  // As the Worker bundles it: the build that wrote clientDir has validated it (and the whole content).
  const site = JSON.parse(readFileSync(join(defaultContentDir, 'site.json'), 'utf8')) as Site;
  const listingSource = await openListingSource(site.petfinderOrganizationId);
  const delivery = formsDeliveryFromEnv(process.env, site, smtpDelivery);
  console.log(
    delivery
      ? `Forms are e-mailed through ${delivery.description}`
      : 'Forms are not delivered (no SMTP_URL or RESEND_API_KEY): the form pages give the e-mail address',
  );
  const cmsAuth = createCmsAuth({ env: process.env, siteUrl: site.siteUrl });
  const trustProxy = TRUST_PROXY === '1';
  const listings = createListingsProxy(listingSource);
  // The forms and the alerts read files the build writes after the pages: made once it has ended.
  const afterBuild = (built ?? Promise.resolve()).then(() => {
    const messages = readBuiltMessages(clientDir);
    const forms = createFormsHandler({
      delivery,
      site,
      messages,
      loadPage: readPrerenderedPage(clientDir),
      loadForm: readBuiltForm(clientDir),
    });
    const alerts = createNodeAlerts({ site, delivery, env: process.env, listings, clientDir });
    const alertsEvery = alertsIntervalMinutes(process.env) * 60_000;
    if (delivery && process.env.ALERTS_SECRETS) {
      // A start is this host's deploy: a run now, then one every ALERTS_INTERVAL_MINUTES.
      const runAlerts = () =>
        alerts.run().then(
          (report) => report.sent + report.failed > 0 && console.log('Search alerts:', report),
          (error: Error) => console.error(`alerts: the run failed: ${error.message}`),
        );
      setTimeout(runAlerts, 1_000).unref();
      setInterval(runAlerts, alertsEvery).unref();
    }
    return { forms, alerts };
  });
  createSiteServer({
    clientDir,
    listingSource,
    site,
    forms: (request) => afterBuild.then(({ forms }) => forms(request)),
    cmsAuth,
    alerts: (request) => afterBuild.then(({ alerts }) => alerts.handle(request)),
    listings,
    trustProxy,
    building: built,
  }).listen(port, host, () => {
    console.log(
      `Serving the rescue site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
    );
  });
}

/** Resolves once index.html in clientDir was written (whole) since the given time, or at the build's end. */
async function homePageWritten(clientDir: string, since: number, built: Promise<void>) {
  let ended = false;
  void built.then(() => (ended = true));
  const home = join(clientDir, 'index.html');
  const written = () => {
    try {
      // Vike writes a page in one go: one still being written lacks its closing tag.
      if (statSync(home).mtimeMs < since) return false;
      return readFileSync(home, 'utf8').trimEnd().endsWith('</html>');
    } catch {
      return false; // Not written yet.
    }
  };
  while (!ended && !written()) await delay(25);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serveSite();
