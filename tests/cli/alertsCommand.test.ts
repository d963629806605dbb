import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAlertDogs } from '#lib/alerts/alertDogs.ts';
import { readValidContent } from '#lib/content/load.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { hostMessages } from '#lib/messages/messageFiles.ts';
import { createAlertsHandler } from '../../server/handlers/alerts/alertsHandler.ts';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { fileAlertStore } from '../../server/node/nodeAlerts.ts';
import { toNodeListener } from '../../server/node/nodeAdapter.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startMailServer, type MailServer } from '../forms/mailServer.ts';
import { tempDir } from '../support/tempDirs.ts';
import { rescue } from './runRescue.ts';

const token = 'cli-alerts-token-2b9e';
let mail: MailServer;
let server: Server;
let site: string;

beforeAll(async () => {
  mail = await startMailServer();
  const content = readValidContent();
  const store = fileAlertStore(join(tempDir('alerts-cli-'), 'alerts.sqlite'));
  for (const [email, search] of [
    ['ann@example.org', 'breed=corgi'],
    ['bob@example.org', 'breed=corgi'],
    ['cy@example.org', 'cats=yes&kids=yes'],
  ] as const) {
    await store.confirm(email, search, Date.now());
  }
  const { handle } = createAlertsHandler({
    site: content.site,
    messages: hostMessages(content),
    delivery: formsDeliveryFromEnv({ SMTP_URL: mail.url }, content.site, smtpDelivery),
    env: { ALERTS_SECRETS: 'cli-alerts-secret-0123456789abcdef0123', ALERTS_RUN_TOKEN: token },
    store,
    dogs: async () => localAlertDogs(content.dogs, breedChoices(content.site)),
    loadShell: async () => '<main></main>',
  });
  server = createServer(toNodeListener(handle));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await mail?.stop();
});

describe('rescue alerts', () => {
  it('lists the subscriptions per search, counts only', async () => {
    process.env.ALERTS_RUN_TOKEN = token;
    const result = await rescue(process.cwd(), 'alerts', '--site', site);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        '     2  Corgi (Pembroke or Cardigan)',
        '     1  Good with kids, Good with cats',
        '     3  in all',
        '',
      ].join('\n'),
    );
    expect(result.stdout).not.toContain('@');
  });

  it('sends a test alert to the address given', async () => {
    process.env.ALERTS_RUN_TOKEN = token;
    const result = await rescue(
      process.cwd(),
      'alerts',
      '--site',
      site,
      '--test',
      'me@example.org',
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('Sent a test alert with 3 dog(s) to me@example.org.\n');
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]!.headers.to).toBe('me@example.org');
    expect(mail.received[0]!.headers.subject).toBe('Test of the dog alerts');
  });

  it('says what is wrong with the token, and writes nothing', async () => {
    process.env.ALERTS_RUN_TOKEN = 'wrong';
    const refused = await rescue(process.cwd(), 'alerts', '--site', site);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(`${site} refused the token: is ALERTS_RUN_TOKEN the site's?\n`);
    delete process.env.ALERTS_RUN_TOKEN;
    const unset = await rescue(process.cwd(), 'alerts', '--site', site);
    expect(unset.stderr).toBe('ALERTS_RUN_TOKEN must be set: the same token the site was given.\n');
  });
});
