import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { serveSite, site } from '../support/site.ts';
import { adoptionAnswers, contactAnswers } from './formAnswers.ts';
import { serveForms } from './formsServer.ts';

// Posts to the forms handler that are abuse: refused, or thanked and dropped; the hourly limit
// per visitor, also behind a reverse proxy.
const forms = serveForms();
const { post, clientDir } = forms;

describe('abuse', () => {
  it('a filled honeypot is thanked and delivers nothing', async () => {
    const response = await post('contact', { ...contactAnswers, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(forms.mail.received).toHaveLength(0);
  });

  it('a post sent faster than a person could fill the form delivers nothing', async () => {
    const response = await post('contact', { ...contactAnswers, elapsed: '800' }, { json: true });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { problem: string }).problem).toBe('too-fast');
    const slow = await post('contact', { ...contactAnswers, elapsed: '4000' }, { json: true });
    expect(slow.status).toBe(200);
    expect(forms.mail.received).toHaveLength(1);
  });

  it('a cross-site post, or one without an Origin, is refused with 403', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const response = await post('contact', contactAnswers, { origin });
      expect(response.status).toBe(403);
    }
    expect(forms.mail.received).toHaveLength(0);
  });

  it("the Origin must be siteUrl's (or this computer's own address), whatever Host is named", async () => {
    /** A post naming its own Host, which fetch would not send. */
    const postAs = (host: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams(contactAnswers).toString();
        const request = httpRequest(`${forms.base}/api/forms/contact`, {
          method: 'POST',
          setHost: false,
          headers: {
            Host: host,
            Origin: origin,
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(body);
      });
    const siteOrigin = new URL(site.siteUrl).origin;
    expect(await postAs('evil.example', 'http://evil.example')).toBe(403);
    expect(await postAs(new URL(site.siteUrl).host, `http://${new URL(site.siteUrl).host}`)).toBe(
      403,
    );
    expect(forms.mail.received).toHaveLength(0);
    expect(await postAs(new URL(site.siteUrl).host, siteOrigin)).toBe(303);
    expect(await postAs(new URL(forms.base).host, forms.base)).toBe(303);
    expect(forms.mail.received).toHaveLength(2);
  });

  it('a body past 64 KB is refused with 413', async () => {
    const response = await post('contact', { ...contactAnswers, message: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(forms.mail.received).toHaveLength(0);
  });

  it('a post that is not a web form, or not a POST, or to no form, is refused', async () => {
    const asJson = await fetch(`${forms.base}/api/forms/contact`, {
      method: 'POST',
      headers: { Origin: forms.base, 'Content-Type': 'application/json' },
      body: JSON.stringify(contactAnswers),
    });
    expect(asJson.status).toBe(415);
    const get = await fetch(`${forms.base}/api/forms/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await post('newsletter', contactAnswers)).status).toBe(404);
    // The sample embeds an outside adoption form: the rescue's own is not offered, nor taken.
    expect((await post('adoption', adoptionAnswers)).status).toBe(404);
    expect((await post('__proto__', contactAnswers)).status).toBe(404);
    expect(forms.mail.received).toHaveLength(0);
  });

  it('more than the hourly limit from one address is refused with 429, whatever it claims to be', async () => {
    const limited = await serveSite(clientDir(), undefined, {
      forms: {
        delivery: formsDeliveryFromEnv({ SMTP_URL: forms.mail.url }, site, smtpDelivery),
        hourlyLimit: 2,
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await post('contact', contactAnswers, {
          url: limited.url,
          origin: limited.url,
          headers: { 'CF-Connecting-IP': `203.0.113.${i}`, 'X-Forwarded-For': `203.0.113.${i}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([303, 303, 429]);
      expect(forms.mail.received).toHaveLength(2);
    } finally {
      limited.server.close();
    }
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts the hourly limit per real visitor, and an IPv6 visitor per /64 network', async () => {
    const proxied = await serveSite(clientDir(), undefined, {
      forms: {
        delivery: formsDeliveryFromEnv({ SMTP_URL: forms.mail.url }, site, smtpDelivery),
        hourlyLimit: 2,
      },
      trustProxy: true,
    });
    try {
      const from = async (forwardedFor: string) =>
        (
          await post('contact', contactAnswers, {
            url: proxied.url,
            origin: proxied.url,
            headers: { 'X-Forwarded-For': forwardedFor },
          })
        ).status;
      // The proxy appends the address it saw; what the visitor wrote before it is not believed.
      expect(await from('198.51.100.7')).toBe(303);
      expect(await from('203.0.113.99, 198.51.100.7')).toBe(303);
      expect(await from('198.51.100.7')).toBe(429);
      expect(await from('198.51.100.8')).toBe(303);
      expect(await from('2001:db8:5:6::1')).toBe(303);
      expect(await from('2001:db8:5:6:ffff::9')).toBe(303);
      expect(await from('2001:db8:5:6:abcd:1:2:3')).toBe(429);
      expect(await from('2001:db8:5:7::1')).toBe(303);
      expect(forms.mail.received).toHaveLength(6);
    } finally {
      proxied.server.close();
    }
  });
});
