import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { sampleListingSource } from '#lib/listings/source.ts';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { createListingsProxy } from '../../server/handlers/listingsProxy.ts';
import { dayMs } from '../../server/handlers/alerts/store.ts';
import { createNodeAlerts } from '../../server/node/nodeAlerts.ts';
import { createSiteServer } from '../../server/node/siteServer.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { rescue } from '../cli/runRescue.ts';
import { copyContent } from '../support/contentCopy.ts';
import { tempDir } from '../support/tempDirs.ts';
import { listedDog } from './animals.ts';
import { startMailServer, type MailServer, type ReceivedMail } from '../forms/mailServer.ts';

const secret = 'alerts-canary-secret-6f2d0c9b1e8a4d7c5b3a';
const runToken = 'alerts-run-token-node-4471';
let mail: MailServer;
let sample: SampleService;
let contentDir: string;
let dbPath: string;
let server: Server;
let url: string;
let clock = Date.now();
const logged: string[] = [];

/** The host of `npm start` with its alerts, over the run's build; restarting keeps the same file. */
async function start(trustProxy = false) {
  const { site } = readValidContent(contentDir);
  const listingSource = sampleListingSource(sample, site.petfinderOrganizationId ?? '');
  // The proxy's cache keeps the test's time too, so a dog listed "a day later" is read.
  const listings = createListingsProxy({ ...listingSource, now: () => clock });
  const env = {
    SMTP_URL: mail.url,
    ALERTS_SECRETS: secret,
    ALERTS_RUN_TOKEN: runToken,
    ALERTS_DB: dbPath,
  };
  const delivery = formsDeliveryFromEnv(env, site, smtpDelivery);
  const clientDir = join(inject('siteOutDir'), 'client');
  const alerts = createNodeAlerts({
    site,
    delivery,
    env,
    listings,
    clientDir,
    contentDir,
    now: () => clock,
    log: (line) => logged.push(line),
  });
  server = createSiteServer({
    clientDir,
    listingSource,
    site,
    alerts: alerts.handle,
    listings,
    trustProxy,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop() {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

beforeAll(async () => {
  mail = await startMailServer();
  sample = await startSampleService();
  contentDir = copyContent();
  dbPath = join(tempDir('alerts-db-'), 'alerts.sqlite');
  await start();
});

afterAll(async () => {
  await stop();
  await sample?.close();
  await mail?.stop();
});

/** The message as read: soft line breaks and =XX of quoted-printable undone. */
function decoded(message: ReceivedMail): string {
  return message.raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const to = (message: ReceivedMail) => message.headers.to;

function subscribe(fields: Record<string, string>, ip = '127.0.0.1') {
  return fetch(`${url}/api/alerts/subscribe`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Ip': ip },
    body: new URLSearchParams(fields),
  });
}

async function run(): Promise<{ dogs: number; sent: number; failed: number }> {
  const response = await fetch(`${url}/api/alerts/run`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${runToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { dogs: number; sent: number; failed: number };
}

function tokenIn(message: ReceivedMail, action: string): string {
  return new RegExp(`/api/alerts/${action}\\?token=([\\w-]+)`).exec(decoded(message))![1]!;
}

async function addDog(flags: string[]) {
  const root = dirname(contentDir);
  writeFileSync(
    join(root, 'photo.png'),
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a56' } })
      .png()
      .toBuffer(),
  );
  const result = await rescue(
    root,
    '--content',
    contentDir,
    'add-dog',
    ...flags,
    '--photo',
    'photo.png',
  );
  expect(result).toMatchObject({ code: 0, stderr: '' });
}

const corgi = [
  '--dog-name',
  'Waffles',
  '--dog-id',
  'CORGI-2026-77',
  '--dog-age',
  'Young - DOB 05/2025',
  '--dog-description',
  'A corgi.',
  '--dog-gender',
  'female',
  '--dog-breed',
  'Pembroke Welsh Corgi',
];
const shepherd = [
  '--dog-name',
  'Ranger',
  '--dog-id',
  'GSD-2026-78',
  '--dog-age',
  'Adult - DOB 05/2020',
  '--dog-description',
  'A shepherd.',
  '--dog-gender',
  'male',
  '--dog-breed',
  'German Shepherd',
];

describe('search alerts under npm start, with a real SMTP server', () => {
  it('signs up, confirms, and sends exactly one alert per new matching dog, none for others, across a restart', async () => {
    // The first run meets the dogs already listed: nothing is news.
    expect(await run()).toMatchObject({ sent: 0, failed: 0 });

    for (const email of ['Ann.Example@Example.org', 'bob@example.org']) {
      const answer = await subscribe({ email, breed: 'corgi', sort: 'name' });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Check your inbox');
    }
    expect(mail.received.map(to)).toEqual(['ann.example@example.org', 'bob@example.org']);
    const [confirmation] = mail.received;
    expect(confirmation!.headers.subject).toBe('Confirm your dog alerts from North Star Rescue');
    expect(decoded(confirmation!)).toContain('Corgi (Pembroke or Cardigan)');
    // Ann confirms; Bob never does.
    const confirmed = await fetch(
      `${url}/api/alerts/confirm?token=${tokenIn(confirmation!, 'confirm')}`,
    );
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toContain('Alerts confirmed');
    expect(page).toContain(
      'We will e-mail ann.example@example.org when a new dog matching Corgi (Pembroke or Cardigan) is listed',
    );
    expect(page).not.toMatch(/<script\b/);

    clock += 60_000;
    await addDog(shepherd);
    expect(await run()).toMatchObject({ sent: 0 });
    expect(mail.received).toHaveLength(2);

    await stop();
    await start();

    clock += 60_000;
    await addDog(corgi);
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    expect(mail.received).toHaveLength(3);
    const alert = mail.received[2]!;
    expect(to(alert)).toBe('ann.example@example.org');
    expect(alert.headers.subject).toBe('A new dog matches Corgi (Pembroke or Cardigan)');
    expect(decoded(alert)).toContain('Waffles');
    expect(decoded(alert)).not.toContain('Ranger');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Another run sends nothing more.
    const quiet = await run();
    expect(quiet).toMatchObject({ sent: 0 });

    // A corgi on the listing service: held back until a day has passed, then one message.
    clock += 120_000;
    sample.addAnimal(listedDog(72999001, 'Pixel', 'Cardigan Welsh Corgi', new Date(clock - 1_000)));
    // Seen (one dog more), but Ann heard from us today.
    expect(await run()).toMatchObject({ dogs: quiet.dogs + 1, sent: 0 });
    clock += dayMs;
    const listed = await run();
    expect(listed).toMatchObject({ sent: 1 });
    const second = mail.received[3]!;
    expect(to(second)).toBe('ann.example@example.org');
    expect(decoded(second)).toContain('Pixel');
    expect(decoded(second)).not.toContain('Waffles');
    expect(mail.received.filter((message) => to(message) === 'bob@example.org')).toHaveLength(1);

    // One POST to the List-Unsubscribe address deletes the address.
    const unsubscribe = /<([^>]+)>/.exec(second.headers['list-unsubscribe']!)![1]!;
    const local = `${url}${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`;
    const kept = await (await fetch(local)).text();
    expect(kept).toContain('ann.example@example.org');
    const gone = await fetch(local, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(gone.status).toBe(200);
    expect(await (await fetch(local)).text()).toContain('Nothing is kept for this link');
    clock += dayMs;
    await addDog([
      '--dog-name',
      'Toast',
      '--dog-id',
      'CORGI-2026-79',
      '--dog-age',
      'Adult - DOB 05/2020',
      '--dog-description',
      'Another corgi.',
      '--dog-gender',
      'male',
      '--dog-breed',
      'Cardigan Welsh Corgi',
    ]);
    expect(await run()).toMatchObject({ sent: 0 });
    expect(mail.received).toHaveLength(4);
    expect(logged).toEqual([]);
  }, 60_000);
});

describe('the feed of a search', () => {
  it('lists the matches of both lists newest first, at one address per search', async () => {
    const answer = await fetch(`${url}/api/alerts/feed?breed=corgi`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const feed = await answer.text();
    const titles = [...feed.matchAll(/<entry>\s*<id>[^<]*<\/id>\s*<title>([^<]*)<\/title>/g)].map(
      (match) => match[1],
    );
    // Pixel (the listing service) and the corgis added with rescue add-dog; no shepherd.
    expect(titles).toEqual(expect.arrayContaining(['Pixel', 'Waffles', 'Toast']));
    expect(titles).not.toContain('Ranger');
    expect(feed).toContain(
      '<title>North Star Rescue: new dogs matching Corgi (Pembroke or Cardigan)</title>',
    );
    const updated = [...feed.matchAll(/<entry>[\s\S]*?<updated>([^<]*)<\/updated>/g)].map(
      (match) => match[1]!,
    );
    expect(updated).toEqual([...updated].sort().reverse());
    // The list form's fields in another order, its sort and an address typed by mistake: one address.
    const messy = await fetch(`${url}/api/alerts/feed?sort=name&email=a%40b.org&breed=corgi`, {
      redirect: 'manual',
    });
    expect(messy.status).toBe(301);
    expect(messy.headers.get('location')).toBe('/api/alerts/feed?breed=corgi');
    expect((await fetch(`${url}/api/alerts/feed`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the alerts endpoints against abuse', () => {
  it('refuses header injection in the address and sends nothing', async () => {
    const before = mail.received.length;
    for (const email of [
      'eve@example.org\r\nBcc: many@example.org',
      'eve@example.org\nSubject: hi',
      'eve@example.org, many@example.org',
      '<eve@example.org>',
      `${'a'.repeat(250)}@example.org`,
    ]) {
      const answer = await subscribe({ email });
      expect(answer.status, email).toBe(422);
      expect(await answer.text()).toContain(
        'Please give an e-mail address such as name@example.org.',
      );
    }
    expect(mail.received).toHaveLength(before);
  });

  it('refuses forged, damaged, foreign and expired links with the same page', async () => {
    const before = mail.received.length;
    expect((await subscribe({ email: 'carol@example.org', cats: 'yes' })).status).toBe(200);
    const token = tokenIn(mail.received[before]!, 'confirm');
    const damaged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = Buffer.from('{"kind":"subscriber","id":"x"}').toString('base64url');
    for (const [action, bad] of [
      ['confirm', damaged],
      ['confirm', forged],
      ['confirm', ''],
      ['confirm', '%%%'],
      ['unsubscribe', damaged],
      ['unsubscribe', forged],
      // A confirmation link is not a subscriber's link.
      ['unsubscribe', token],
    ] as const) {
      const answer = await fetch(`${url}/api/alerts/${action}?token=${bad}`);
      expect(answer.status, `${action} ${bad}`).toBe(400);
      expect(await answer.text()).toContain('This link is not valid or has expired.');
    }
    clock += dayMs + 1;
    const late = await fetch(`${url}/api/alerts/confirm?token=${token}`);
    expect(late.status).toBe(400);
  });

  it('answers the same words whether an address is subscribed, new, or asked for today', async () => {
    const answers = [];
    // Ann unsubscribed above: subscribe and confirm Dora, then ask for her, a stranger, and her again.
    const before = mail.received.length;
    await subscribe({ email: 'dora@example.org' });
    await fetch(`${url}/api/alerts/confirm?token=${tokenIn(mail.received[before]!, 'confirm')}`);
    clock += dayMs + 1;
    for (const email of ['dora@example.org', 'DORA@example.org ', 'stranger@example.org']) {
      const answer = await subscribe({ email });
      answers.push({ status: answer.status, text: await answer.text() });
    }
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    // Addresses compare normalised: the second ask for Dora within a day sent nothing.
    expect(mail.received.slice(before + 1).map(to)).toEqual([
      'dora@example.org',
      'stranger@example.org',
    ]);
    expect(logged).toEqual([]);
  });

  it('bounds a flood of sign-ups from one network, and a robot filling the honeypot gets nothing', async () => {
    // A fresh start: this host counts in memory, as it does for the forms.
    await stop();
    await start();
    const before = mail.received.length;
    const trapped = await subscribe({ email: 'robot@example.org', website: 'http://spam.example' });
    expect(trapped.status).toBe(200);
    expect(mail.received).toHaveLength(before);
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 60; index += 1) {
      const answer = await subscribe({ email: `flood${index}@example.org` });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    console.info('Alerts: 60 sign-ups from one network answered', statuses);
    expect(statuses).toEqual({ 200: 10, 429: 50 });
    expect(mail.received.length - before).toBe(10);
    const crossSite = await fetch(`${url}/api/alerts/subscribe`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=x%40example.org',
    });
    expect(crossSite.status).toBe(403);
    const unauthorised = await fetch(`${url}/api/alerts/run`, {
      method: 'POST',
      headers: { Authorization: 'Bearer wrong' },
    });
    expect(unauthorised.status).toBe(401);
    expect((await fetch(`${url}/api/alerts/export`)).status).toBe(401);
  });

  it('bounds the sign-ups of the whole site a day, whatever the networks', async () => {
    // Behind a proxy each post comes from another network: only the site's daily limit holds.
    await stop();
    await start(true);
    const before = mail.received.length;
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 230; index += 1) {
      const answer = await fetch(`${url}/api/alerts/subscribe`, {
        method: 'POST',
        headers: {
          Origin: url,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `2001:db8:${index.toString(16)}::1`,
        },
        body: new URLSearchParams({ email: `many${index}@example.org` }),
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    console.info('Alerts: 230 sign-ups from 230 networks answered', statuses);
    expect(statuses).toEqual({ 200: 200, 429: 30 });
    expect(mail.received.length - before).toBe(200);
  }, 120_000);

  it('keeps no secret, token or address in a log line', () => {
    expect(logged.join('\n')).not.toMatch(/@|token|secret/i);
  });
});
