import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import {
  startSampleService,
  type SampleService,
  type SampleServiceOptions,
} from '#lib/listings/sampleService/sampleServer.ts';
import { closeContexts, sharedChromium } from './browser.ts';
import {
  buildSiteOrThrow,
  serveSite,
  serveStatic,
  type SiteServer,
  type SiteServerOptions,
} from './site.ts';

export interface LiveSiteOptions {
  /**
   * The sample listing service the site server's proxy reads: its options, or false for none
   * (the proxy is then never asked). Default: a service over the bundled sample data.
   */
  sample?: SampleServiceOptions | false;
  /**
   * A build of the suite's own, with these variables, instead of the run's shared build (global
   * setup); `listingsFromSample` points it at the sample service, as a real build is pointed at
   * the listing service.
   */
  build?: { env?: Record<string, string>; listingsFromSample?: boolean };
  /** The run's shared build that delivers forms (global setup) instead of the one without. */
  formsBuild?: boolean;
  /** The site server of `npm start` at `url`, with these options; false for none. */
  site?: SiteServerOptions | false;
  /** Also serves the build with the plain static file server (no /api), at `staticUrl`. */
  staticHost?: boolean;
  /** Launches Chromium (the default). */
  browser?: boolean;
}

export interface LiveSite {
  /** The built site the servers serve. */
  readonly clientDir: string;
  /** The site server of `npm start` over the build. */
  readonly url: string;
  /** The plain static host over the build. */
  readonly staticUrl: string;
  readonly sample: SampleService;
  readonly browser: Browser;
  /**
   * Another site server, over this build unless told (a fresh proxy cache, other forms), its
   * proxy on this sample service; close() closes it too.
   */
  startSite(options?: SiteServerOptions & { clientDir?: string }): Promise<SiteServer>;
  /** A page in a browser context of its own (closing the page closes the context). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Opens `url` in the suite's one reused page, at this viewport, with its HTTP cache off as a
   * new page's is: a new page starts a renderer (about half a second), so checks that only read
   * a page share this one. Leave it open; close() closes it.
   */
  visit(url: string, viewport?: { width: number; height: number }): Promise<Visit>;
  /** Closes the browser's pages, every server and the sample service. */
  close(): Promise<void>;
}

/** A page as visit() opened it, with what happened on the way. */
interface Visit {
  page: Page;
  response: Response | null;
  /** Console errors, uncaught exceptions, and answers of 400 or more to the page's requests. */
  problems: string[];
  /** Addresses of the scripts it requested. */
  scripts: string[];
}

/**
 * The fixture of the browser suites: a sample listing service, a built site (the run's, or one
 * of the suite's own), the site server and/or a static host over it, and Chromium. Start it in
 * beforeAll and close it in afterAll.
 */
export async function startLiveSite(options: LiveSiteOptions = {}): Promise<LiveSite> {
  const { sample: sampleOptions = {}, build, site = {}, staticHost = false } = options;
  const servers: Server[] = [];
  let sample: SampleService | undefined;
  let browser: Browser | undefined;
  // Chromium starts (for the worker's first suite) while the rest is set up.
  const launching = options.browser === false ? undefined : sharedChromium();
  const close = async () => {
    await Promise.allSettled([launching?.then(closeContexts)]);
    for (const server of servers) server.close();
    await sample?.close();
  };
  try {
    if (sampleOptions !== false) sample = await startSampleService(sampleOptions);
    let clientDir = join(inject(options.formsBuild ? 'formsSiteOutDir' : 'siteOutDir'), 'client');
    if (build) {
      const env = { ...build.env };
      if (build.listingsFromSample) {
        const from = required(sample, 'a sample service to build from');
        env.PETFINDER_CLIENT_ID = from.clientId;
        env.PETFINDER_CLIENT_SECRET = from.clientSecret;
        env.PETFINDER_BASE_URL = from.url;
      }
      ({ clientDir } = await buildSiteOrThrow(env));
    }
    const startSite: LiveSite['startSite'] = async ({
      clientDir: dir = clientDir,
      ...rest
    } = {}) => {
      const started = await serveSite(dir, sample, rest);
      servers.push(started.server);
      return started;
    };
    const siteUrl = site === false ? undefined : (await startSite(site)).url;
    let staticUrl: string | undefined;
    if (staticHost) {
      const started = await serveStatic(clientDir);
      servers.push(started.server);
      staticUrl = started.url;
    }
    browser = await launching;
    let reused: Promise<ReusedPage> | undefined;
    return {
      clientDir,
      get url() {
        return required(siteUrl, 'a site server');
      },
      get staticUrl() {
        return required(staticUrl, 'a static host (staticHost: true)');
      },
      get sample() {
        return required(sample, 'a sample service');
      },
      get browser() {
        return required(browser, 'a browser');
      },
      startSite,
      newPage: (contextOptions) => required(browser, 'a browser').newPage(contextOptions),
      async visit(url, viewport = { width: 1280, height: 900 }) {
        const { page, start } = await (reused ??= reusedPage(required(browser, 'a browser')));
        await page.setViewportSize(viewport);
        const seen = start(url);
        const response = await page.goto(url, { waitUntil: 'load' });
        return { page, response, ...seen };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

interface ReusedPage {
  page: Page;
  /** Starts recording a visit of `url` (its own answer's status is the test's to check). */
  start(url: string): Pick<Visit, 'problems' | 'scripts'>;
}

async function reusedPage(browser: Browser): Promise<ReusedPage> {
  const page = await browser.newPage();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  let url = '';
  let seen: Pick<Visit, 'problems' | 'scripts'> = { problems: [], scripts: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url) {
      seen.problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return {
    page,
    start(next) {
      url = next;
      seen = { problems: [], scripts: [] };
      return seen;
    },
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The live site was started without ${what}.`);
  return value;
}
