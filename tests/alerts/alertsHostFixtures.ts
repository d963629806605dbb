import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { sampleListingSource } from '#lib/listings/source.ts';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { createListingsProxy } from '../../server/handlers/listingsProxy.ts';
import { createNodeAlerts } from '../../server/node/nodeAlerts.ts';
import { createSiteServer } from '../../server/node/siteServer.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { rescue } from '../cli/runRescue.ts';
import { copyContent } from '../support/contentCopy.ts';
import { tempDir } from '../support/tempDirs.ts';
import { startMailServer, type MailServer, type ReceivedMail } from '../forms/mailServer.ts';

const secret = 'alerts-canary-secret-6f2d0c9b1e8a4d7c5b3a';
const runToken = 'alerts-run-token-node-4471';

/**
 * The host of `npm start` with its alerts, over the run's build, with a real SMTP server, the
 * sample listing service and a copy of the content. Each test file has one of its own.
 */
export class AlertsNodeHost {
  mail!: MailServer;
  sample!: SampleService;
  contentDir!: string;
  dbPath!: string;
  server!: Server;
  url = '';
  /** The host's time, which the tests move on. */
  clock = Date.now();
  /** What the host logged. */
  readonly logged: string[] = [];

  /** Starts the host; restarting keeps the same file. */
  async start(trustProxy = false) {
    const { site } = readValidContent(this.contentDir);
    const listingSource = sampleListingSource(this.sample, site.petfinderOrganizationId ?? '');
    // The proxy's cache keeps the test's time too, so a dog listed "a day later" is read.
    const listings = createListingsProxy({ ...listingSource, now: () => this.clock });
    const env = {
      SMTP_URL: this.mail.url,
      ALERTS_SECRETS: secret,
      ALERTS_RUN_TOKEN: runToken,
      ALERTS_DB: this.dbPath,
    };
    const delivery = formsDeliveryFromEnv(env, site, smtpDelivery);
    const clientDir = join(inject('siteOutDir'), 'client');
    const alerts = createNodeAlerts({
      site,
      delivery,
      env,
      listings,
      clientDir,
      contentDir: this.contentDir,
      now: () => this.clock,
      log: (line) => this.logged.push(line),
    });
    this.server = createSiteServer({
      clientDir,
      listingSource,
      site,
      alerts: alerts.handle,
      listings,
      trustProxy,
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((done) => this.server.close(done));
  }

  subscribe(fields: Record<string, string>, ip = '127.0.0.1') {
    return fetch(`${this.url}/api/alerts/subscribe`, {
      method: 'POST',
      headers: {
        Origin: this.url,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Test-Ip': ip,
      },
      body: new URLSearchParams(fields),
    });
  }

  async run(): Promise<{ dogs: number; sent: number; failed: number }> {
    const response = await fetch(`${this.url}/api/alerts/run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${runToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { dogs: number; sent: number; failed: number };
  }

  async addDog(flags: string[]) {
    const root = dirname(this.contentDir);
    writeFileSync(
      join(root, 'photo.png'),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a56' } })
        .png()
        .toBuffer(),
    );
    const result = await rescue(
      root,
      '--content',
      this.contentDir,
      'add-dog',
      ...flags,
      '--photo',
      'photo.png',
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
  }
}

/** A host for the calling test file: it starts before the file's tests and stops after them. */
export function startAlertsNodeHost(): AlertsNodeHost {
  const host = new AlertsNodeHost();
  beforeAll(async () => {
    host.mail = await startMailServer();
    host.sample = await startSampleService();
    host.contentDir = copyContent();
    host.dbPath = join(tempDir('alerts-db-'), 'alerts.sqlite');
    await host.start();
  });
  afterAll(async () => {
    await host.stop();
    await host.sample?.close();
    await host.mail?.stop();
  });
  return host;
}

/** The message as read: soft line breaks and =XX of quoted-printable undone. */
export function decoded(message: ReceivedMail): string {
  return message.raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const to = (message: ReceivedMail) => message.headers.to;

export function tokenIn(message: ReceivedMail, action: string): string {
  return new RegExp(`/api/alerts/${action}\\?token=([\\w-]+)`).exec(decoded(message))![1]!;
}
