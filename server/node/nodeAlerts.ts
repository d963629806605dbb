// The search alerts on the Node host: subscriptions in a local SQLite file, dogs read from content/.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { localAlertDogs } from '#lib/alerts/alertDogs.ts';
import { readValidContent } from '#lib/content/load.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { firstCommitTimes } from '#lib/git.ts';
import { createAlertsHandler, type AlertsHandler } from '../handlers/alerts/alertsHandler.ts';
import { alertDogSource } from '../handlers/alerts/dogSource.ts';
import { sqlAlertStore, type AlertStore, type SqlValue } from '../handlers/alerts/store.ts';
import { randomId } from '../handlers/alerts/tokens.ts';
import type { Delivery } from '../handlers/forms/delivery.ts';
import type { WebHandler } from '../handlers/siteRoutes.ts';
import { readBuiltMessages } from './readPrerenderedPage.ts';

/** The subscriptions' file: ALERTS_DB, else .data/alerts.sqlite where the server runs. */
function alertsDbPath(env: Record<string, string | undefined>): string {
  return resolve(env.ALERTS_DB ?? '.data/alerts.sqlite');
}

/**
 * A store in a SQLite file through node-sqlite3-wasm: SQLite compiled to WebAssembly with real
 * file access (fsync included), so nothing is built or downloaded when it installs.
 */
export function fileAlertStore(path: string): AlertStore {
  mkdirSync(dirname(path), { recursive: true });
  const db = new sqlite.Database(path);
  db.exec('PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL');
  return sqlAlertStore(
    {
      run: (query: string, ...params: SqlValue[]) => void db.run(query, params),
      all: <Row>(query: string, ...params: SqlValue[]) => db.all(query, params) as Row[],
    },
    randomId,
  );
}

/** Opens the file on first use: a host whose alerts are off never creates or locks it. */
function lazyStore(open: () => AlertStore): AlertStore {
  let store: AlertStore | undefined;
  return new Proxy({} as AlertStore, {
    get:
      (_, method: keyof AlertStore) =>
      (...args: never[]) =>
        ((store ??= open())[method] as (...args: never[]) => unknown)(...args),
  });
}

export interface NodeAlertsOptions {
  site: Site;
  delivery: Delivery | undefined;
  env: Record<string, string | undefined>;
  /** The listings proxy the site serves, so alerts share its cache and budget. */
  listings: WebHandler;
  clientDir: string;
  contentDir?: string;
  now?: () => number;
  log?: (line: string) => void;
}

/** The alerts handler of `npm start`: the dogs of content/ as they are now, and the listing's. */
export function createNodeAlerts(options: NodeAlertsOptions): AlertsHandler {
  const { site, delivery, env, listings, clientDir, contentDir, now, log } = options;
  const breeds = breedChoices(site);
  return createAlertsHandler({
    ...(now && { now }),
    ...(log && { log }),
    site,
    messages: readBuiltMessages(clientDir),
    delivery,
    env,
    store: lazyStore(() => fileAlertStore(alertsDbPath(env))),
    // Read afresh each time: a dog added with `rescue add-dog` counts from the next run.
    dogs: alertDogSource({
      listings,
      breeds,
      localDogs: async () => {
        const { dogs, site } = readValidContent(contentDir);
        const firstCommitted = firstCommitTimes(join(contentDir ?? 'content', 'dogs'));
        return localAlertDogs(dogs, breeds, firstCommitted, site);
      },
    }),
    loadShell: () => readFile(join(clientDir, '404.html'), 'utf8'),
  });
}

/** ALERTS_INTERVAL_MINUTES, 60 unless set. */
export function alertsIntervalMinutes(env: Record<string, string | undefined>): number {
  const text = env.ALERTS_INTERVAL_MINUTES ?? '60';
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes < 1) {
    throw new Error(
      `ALERTS_INTERVAL_MINUTES must be a number of minutes, 1 or more, not "${text}"`,
    );
  }
  return minutes;
}
