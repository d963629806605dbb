import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { listedDog } from '../alerts/animals.ts';
import { startRecordingServer, type RecordingServer } from '../listings/recordingServer.ts';
import { projectTempDir } from '../support/tempDirs.ts';
import { startWranglerDev, type WranglerDev } from '../support/wrangler.ts';

// Distinctive secrets, so any leak into a response or a log line is found.
const alertsSecret = 'worker-alerts-canary-secret-93a1c5e7d2b4f6a8';
const runToken = 'worker-alerts-run-token-5c2e';
const resendKey = 'worker-alerts-resend-key-81d0';

let sample: SampleService;
/** A stand-in for Resend's HTTP API, which the Worker sends through. */
let mailApi: RecordingServer;
let worker: WranglerDev;
let clientDir: string;
let workDir: string;
let secrets: Record<string, string>;
let earlierOutput = '';
const seen: string[] = [];

interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

const sent = () => mailApi.requests.map((request) => JSON.parse(request.body) as SentMail);

beforeAll(async () => {
  clientDir = join(inject('siteOutDir'), 'client');
  sample = await startSampleService();
  mailApi = await startRecordingServer(() => ({ status: 200, body: '{"id":"sent"}' }));
  workDir = projectTempDir('worker-alerts-');
  secrets = {
    PETFINDER_CLIENT_ID: sample.clientId,
    PETFINDER_CLIENT_SECRET: sample.clientSecret,
    PETFINDER_BASE_URL: sample.url,
    RESEND_API_KEY: resendKey,
    RESEND_API_URL: mailApi.url,
    ALERTS_SECRETS: alertsSecret,
    ALERTS_RUN_TOKEN: runToken,
  };
  worker = await startWranglerDev(clientDir, workDir, secrets, ['--test-scheduled']);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await sample?.close();
  await mailApi?.close();
});

async function restart() {
  earlierOutput += worker.output();
  await worker.stop();
  worker = await startWranglerDev(clientDir, workDir, secrets, ['--test-scheduled']);
}

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${worker.url}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  seen.push(`${[...response.headers].join('\n')}\n${text}`);
  return { response, text };
}

const subscribe = (fields: Record<string, string>) =>
  call('/api/alerts/subscribe', {
    method: 'POST',
    headers: { Origin: worker.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const rescueCall = (path: string, method = 'GET') =>
  call(path, { method, headers: { Authorization: `Bearer ${runToken}` } });

function tokenIn(mail: SentMail, action: string): string {
  return new RegExp(`/api/alerts/${action}\\?token=([\\w-]+)`).exec(mail.text)![1]!;
}

describe('search alerts in workerd (wrangler dev)', () => {
  it('confirms, then the Cron Trigger sends one alert with the new matching dog only, across a restart', async () => {
    for (const email of ['ann@example.org', 'bob@example.org']) {
      const { response, text } = await subscribe({ email, breed: 'corgi' });
      expect(response.status).toBe(200);
      expect(text).toContain('Check your inbox');
      expect(text).not.toMatch(/<script\b/);
    }
    expect(sent().map((mail) => mail.to)).toEqual([['ann@example.org'], ['bob@example.org']]);
    expect(mailApi.requests[0]!.headers.authorization).toBe(`Bearer ${resendKey}`);
    const confirmed = await call(`/api/alerts/confirm?token=${tokenIn(sent()[0]!, 'confirm')}`);
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.text).toContain('Alerts confirmed');

    const now = new Date();
    sample.addAnimal(listedDog(72999101, 'Muffin', 'Pembroke Welsh Corgi', now));
    sample.addAnimal(listedDog(72999102, 'Atlas', 'German Shepherd Dog', now));
    // The Cron Trigger, as `wrangler dev --test-scheduled` fires it.
    const scheduled = await fetch(`${worker.url}/__scheduled?cron=0+*+*+*+*`);
    expect(scheduled.status).toBe(200);
    expect(await scheduled.text()).toBe('Ran scheduled event');
    await expect.poll(() => sent().length, { timeout: 20_000 }).toBe(3);
    const alert = sent()[2]!;
    expect(alert.to).toEqual(['ann@example.org']);
    expect(alert.subject).toBe('A new dog matches Corgi (Pembroke or Cardigan)');
    expect(alert.text).toContain('Muffin');
    expect(alert.text).not.toContain('Atlas');
    expect(alert.html).toContain('Muffin');
    expect(alert.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await restart();

    // The deploy's run after a restart: the subscriber is still kept, and nothing is sent twice.
    const run = await rescueCall('/api/alerts/run', 'POST');
    expect(run.response.status).toBe(200);
    expect(JSON.parse(run.text)).toMatchObject({ busy: false, subscribers: 1, sent: 0, failed: 0 });
    const counts = await rescueCall('/api/alerts/counts');
    expect(JSON.parse(counts.text)).toEqual({
      counts: [{ search: 'breed=corgi', filters: 'Corgi (Pembroke or Cardigan)', count: 1 }],
    });
    expect(counts.text).not.toContain('@');
    expect(sent()).toHaveLength(3);
    // Bob, who never confirmed, had the confirmation and nothing else.
    expect(sent().filter((mail) => mail.to[0] === 'bob@example.org')).toHaveLength(1);

    // One POST to the List-Unsubscribe address deletes the address.
    const address = new URL(/<([^>]+)>/.exec(alert.headers!['List-Unsubscribe']!)![1]!);
    const gone = await call(`${address.pathname}${address.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(gone.response.status).toBe(200);
    expect(JSON.parse((await rescueCall('/api/alerts/counts')).text)).toEqual({ counts: [] });
  }, 420_000);

  it('holds the sign-up limit per network in the Durable Object, across a restart', async () => {
    const statuses: Record<number, number> = {};
    // Two sign-ups from this network came before.
    for (let index = 0; index < 40; index += 1) {
      const { response } = await subscribe({ email: `flood${index}@example.org` });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
    console.info('Worker alerts: 40 sign-ups from one network answered', statuses);
    expect(statuses).toEqual({ 200: 8, 429: 32 });
    await restart();
    expect((await subscribe({ email: 'late@example.org' })).response.status).toBe(429);
    expect(sent()).toHaveLength(3 + 8);
  }, 420_000);

  it('never shows a secret, a token or an address in a log line', () => {
    const everything = `${earlierOutput}${worker.output()}`;
    for (const secret of [alertsSecret, runToken, resendKey, '@example.org']) {
      expect(everything).not.toContain(secret);
    }
    for (const answer of seen) {
      for (const secret of [alertsSecret, runToken, resendKey])
        expect(answer).not.toContain(secret);
    }
  });
});
