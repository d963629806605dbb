import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleListingSource } from '#lib/listings/source.ts';
import { sampleOrganizationId } from '#lib/listings/sampleService/sampleServer.ts';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { createListingsProxy } from '../../server/handlers/listingsProxy.ts';
import { createNodeAlerts } from '../../server/node/nodeAlerts.ts';
import { createSiteServer } from '../../server/node/siteServer.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startMailServer, type MailServer } from '../forms/mailServer.ts';
import { aceViolations } from '../accessibility/engines.ts';
import { axeViolations } from '../support/browser.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { site } from '../support/site.ts';
import { tempDir } from '../support/tempDirs.ts';

let live: LiveSite;
let mail: MailServer;
let server: Server;
let url: string;

beforeAll(async () => {
  // The run's build whose forms send (global setup), so the list pages offer e-mail alerts.
  live = await startLiveSite({ formsBuild: true, site: false });
  mail = await startMailServer();
  const env = {
    SMTP_URL: mail.url,
    ALERTS_SECRETS: 'browser-alerts-secret-0123456789abcdef',
    ALERTS_DB: join(tempDir('alerts-browser-'), 'alerts.sqlite'),
  };
  const listingSource = sampleListingSource(live.sample, sampleOrganizationId);
  const listings = createListingsProxy(listingSource);
  const delivery = formsDeliveryFromEnv(env, site, smtpDelivery);
  const { clientDir } = live;
  const alerts = createNodeAlerts({ site, delivery, env, listings, clientDir });
  server = createSiteServer({ clientDir, listingSource, site, alerts: alerts.handle, listings });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await mail?.stop();
  await live?.close();
});

const decoded = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the alert form beside the dog filters', () => {
  it('signs up with the chosen filters and opens their feed, without JavaScript', async () => {
    const page = await live.newPage({ javaScriptEnabled: false });
    await page.goto(`${url}/adopt/available-dogs`);
    expect(await page.locator('link[rel="alternate"][href="/api/alerts/feed"]').count()).toBe(1);
    await page.getByText('Filter and sort').click();
    await page.getByLabel('Corgi (Pembroke or Cardigan)').check();
    await page.getByLabel('Your e-mail address').fill('nojs@example.org');
    await page.getByRole('button', { name: 'E-mail me new matches' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Check your inbox');
    expect(mail.received.map((message) => message.headers.to)).toEqual(['nojs@example.org']);
    expect(decoded(mail.received[0]!.raw)).toContain('Corgi (Pembroke or Cardigan)');

    await page.goBack();
    await page.getByText('Filter and sort').click();
    await page.getByLabel('Good with cats').check();
    // The address typed above goes with the form; the feed sends it on to the search's one address.
    const feed = page.waitForResponse((response) =>
      response.url().endsWith('/api/alerts/feed?breed=corgi&cats=yes'),
    );
    await page.getByRole('button', { name: 'Follow these matches as a feed' }).click();
    const answer = await feed;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    await page.close();
  });

  it('sends the filters of the hydrated /adopt listing too', async () => {
    const page = await live.newPage();
    await page.goto(`${url}/adopt?sex=female`);
    await page.waitForLoadState('networkidle');
    // The page script times the sign-up, as the forms' does: a robot's speed is sent back.
    await page.getByLabel('Your e-mail address').fill('js@example.org');
    await page.getByRole('button', { name: 'E-mail me new matches' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Please try again');
    await page.goto(`${url}/adopt?sex=female`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    await page.getByLabel('Your e-mail address').fill('js@example.org');
    await page.getByRole('button', { name: 'E-mail me new matches' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Check your inbox');
    const message = mail.received.find((received) => received.headers.to === 'js@example.org');
    expect(decoded(message!.raw)).toContain('matching Female is listed');
    await page.close();
  });
  it('passes axe and Equal Access at phone width, the answer pages too', async () => {
    const page = await live.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/adopt/available-dogs`);
    await page.getByText('Filter and sort').click();
    expect(await axeViolations(page)).toEqual([]);
    expect(await aceViolations(page)).toEqual([]);
    // The form fits the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.waitForTimeout(3_000);
    await page.getByLabel('Your e-mail address').fill('phone@example.org');
    await page.getByRole('button', { name: 'E-mail me new matches' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Check your inbox');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
