import { describe, expect, it } from 'vitest';
import { dayMs } from '../../server/handlers/alerts/store.ts';
import { startAlertsNodeHost, to, tokenIn } from './alertsHostFixtures.ts';

const host = startAlertsNodeHost();

describe('the alerts endpoints against abuse', () => {
  it('refuses header injection in the address and sends nothing', async () => {
    const before = host.mail.received.length;
    for (const email of [
      'eve@example.org\r\nBcc: many@example.org',
      'eve@example.org\nSubject: hi',
      'eve@example.org, many@example.org',
      '<eve@example.org>',
      `${'a'.repeat(250)}@example.org`,
    ]) {
      const answer = await host.subscribe({ email });
      expect(answer.status, email).toBe(422);
      expect(await answer.text()).toContain(
        'Please give an e-mail address such as name@example.org.',
      );
    }
    expect(host.mail.received).toHaveLength(before);
  });

  it('refuses forged, damaged, foreign and expired links with the same page', async () => {
    const before = host.mail.received.length;
    expect((await host.subscribe({ email: 'carol@example.org', cats: 'yes' })).status).toBe(200);
    const token = tokenIn(host.mail.received[before]!, 'confirm');
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
      const answer = await fetch(`${host.url}/api/alerts/${action}?token=${bad}`);
      expect(answer.status, `${action} ${bad}`).toBe(400);
      expect(await answer.text()).toContain('This link is not valid or has expired.');
    }
    host.clock += dayMs + 1;
    const late = await fetch(`${host.url}/api/alerts/confirm?token=${token}`);
    expect(late.status).toBe(400);
  });

  it('answers the same words whether an address is subscribed, new, or asked for today', async () => {
    const answers = [];
    // Subscribe and confirm Dora, then ask for her, a stranger, and her again.
    const before = host.mail.received.length;
    await host.subscribe({ email: 'dora@example.org' });
    await fetch(
      `${host.url}/api/alerts/confirm?token=${tokenIn(host.mail.received[before]!, 'confirm')}`,
    );
    host.clock += dayMs + 1;
    for (const email of ['dora@example.org', 'DORA@example.org ', 'stranger@example.org']) {
      const answer = await host.subscribe({ email });
      answers.push({ status: answer.status, text: await answer.text() });
    }
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    // Addresses compare normalised: the second ask for Dora within a day sent nothing.
    expect(host.mail.received.slice(before + 1).map(to)).toEqual([
      'dora@example.org',
      'stranger@example.org',
    ]);
    expect(host.logged).toEqual([]);
  });

  it('bounds a flood of sign-ups from one network, and a robot filling the honeypot gets nothing', async () => {
    // A fresh start: this host counts in memory, as it does for the forms.
    await host.stop();
    await host.start();
    const before = host.mail.received.length;
    const trapped = await host.subscribe({
      email: 'robot@example.org',
      website: 'http://spam.example',
    });
    expect(trapped.status).toBe(200);
    expect(host.mail.received).toHaveLength(before);
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 60; index += 1) {
      const answer = await host.subscribe({ email: `flood${index}@example.org` });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    console.info('Alerts: 60 sign-ups from one network answered', statuses);
    expect(statuses).toEqual({ 200: 10, 429: 50 });
    expect(host.mail.received.length - before).toBe(10);
    const crossSite = await fetch(`${host.url}/api/alerts/subscribe`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=x%40example.org',
    });
    expect(crossSite.status).toBe(403);
    const unauthorised = await fetch(`${host.url}/api/alerts/run`, {
      method: 'POST',
      headers: { Authorization: 'Bearer wrong' },
    });
    expect(unauthorised.status).toBe(401);
    expect((await fetch(`${host.url}/api/alerts/export`)).status).toBe(401);
  });

  it('bounds the sign-ups of the whole site a day, whatever the networks', async () => {
    // Behind a proxy each post comes from another network: only the site's daily limit holds.
    await host.stop();
    await host.start(true);
    const before = host.mail.received.length;
    const statuses: Record<number, number> = {};
    for (let index = 0; index < 230; index += 1) {
      const answer = await fetch(`${host.url}/api/alerts/subscribe`, {
        method: 'POST',
        headers: {
          Origin: host.url,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `2001:db8:${index.toString(16)}::1`,
        },
        body: new URLSearchParams({ email: `many${index}@example.org` }),
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    console.info('Alerts: 230 sign-ups from 230 networks answered', statuses);
    expect(statuses).toEqual({ 200: 200, 429: 30 });
    expect(host.mail.received.length - before).toBe(200);
  }, 120_000);

  it('keeps no secret, token or address in a log line', () => {
    expect(host.logged.join('\n')).not.toMatch(/@|token|secret/i);
  });
});
