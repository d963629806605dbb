import { mailbox } from '#lib/content/siteFacts.ts';
import { request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startMailServer, type MailServer } from './mailServer.ts';
import { serveSite, site } from '../support/site.ts';
import { readValidContent } from '#lib/content/load.ts';
import {
  adoptionAnswers,
  contactAnswers,
  fosterAnswers,
  postOf,
  volunteerAnswers,
} from './formAnswers.ts';

let mail: MailServer;
let base: string;
let server: Server;
const clientDir = () => join(inject('siteOutDir'), 'client');

beforeAll(async () => {
  mail = await startMailServer();
  const delivery = formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery);
  ({ url: base, server } = await serveSite(clientDir(), undefined, {
    forms: { delivery, hourlyLimit: 100 },
  }));
});

afterEach(() => {
  mail.received.length = 0;
});

afterAll(async () => {
  server?.close();
  await mail?.stop();
});

interface PostOptions {
  origin?: string | null;
  json?: boolean;
  headers?: Record<string, string>;
  url?: string;
}

function post(form: string, answers: Record<string, string | string[]>, options: PostOptions = {}) {
  const { origin = base, json = false, headers = {}, url = base } = options;
  return fetch(`${url}/api/forms/${form}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(origin !== null && { Origin: origin }),
      ...(json && { Accept: 'application/json' }),
      ...headers,
    },
    body: postOf(answers),
  });
}

describe('a valid post', () => {
  it('e-mails every contact answer to the rescue and sends the visitor to the thank-you page', async () => {
    const response = await post('contact', contactAnswers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about/contact/thank-you');
    expect(mail.received).toHaveLength(1);
    const [message] = mail.received;
    expect(message?.headers.to).toBe(site.email);
    expect(message?.headers['reply-to']).toBe(contactAnswers.email);
    expect(message?.headers.subject).toBe('Contact form: Ann Example');
    expect(message?.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(message?.text).toContain('Email address: ann@example.net');
    expect(message?.text).toContain(
      'Contact form sent from the website.\nLanguage: English (en)\n',
    );
    expect(message?.text).toContain('Phone number: (612) 555-0199');
    expect(message?.text).toContain('Message:\n  Hello!\n  Is Biscuit still looking for a home?');
  });

  it('e-mails every foster answer under its label, and answers a scripted post with JSON', async () => {
    const response = await post('foster-application', fosterAnswers, { json: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    const text = mail.received[0]?.text ?? '';
    expect(mail.received[0]?.headers.subject).toBe('Foster application: Bo Tester');
    for (const line of [
      'Primary Caregiver First Name: Bo',
      'Primary Caregiver Last Name: Tester',
      'Address: 12 Lake Street',
      'Apartment/Suite/Other: N/A',
      'City: Saint Paul',
      'State: MN',
      'Zip: 55101',
      'Phone number: 651-555-0100',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('keeps line breaks out of the headers, whatever the names hold', async () => {
    const response = await post('contact', {
      ...contactAnswers,
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: 'X\nSubject: spam',
    });
    expect(response.status).toBe(303);
    const [message] = mail.received;
    expect(message?.headers.bcc).toBeUndefined();
    expect(message?.headers.subject).toBe(
      'Contact form: Eve Bcc: victim@example.com X Subject: spam',
    );
    expect(message?.raw).not.toMatch(/^Bcc:/im);
  });
});

describe('the applications of content/forms', () => {
  const version = (name: 'volunteer') => readValidContent('content').forms[name]!.version;

  it('e-mail a volunteer application with its answers as a CSV attachment', async () => {
    const answers = { ...volunteerAnswers, formVersion: version('volunteer') };
    const response = await post('volunteer', answers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/get-involved/volunteer/volunteer-application/thank-you',
    );
    const [message] = mail.received;
    expect(message?.headers.subject).toBe('Volunteer application: Flo Helper');
    expect(message?.html).toContain('<h1>Volunteer application</h1>');
    const [file] = message?.attachments ?? [];
    expect(file?.filename).toBe('volunteer-flo-helper.csv');
    expect(file?.contentType).toMatch(/^text\/csv/);
    expect(file?.content.toString('utf8')).toMatch(/^\uFEFF"First name","Last name",/);
  });

  it('send a volunteer to the Spanish thank-you page, a choice of several e-mailed together', async () => {
    const answers = { ...volunteerAnswers, lang: 'es', formVersion: version('volunteer') };
    const response = await post('volunteer', answers);
    expect(response.headers.get('location')).toBe(
      '/es/get-involved/volunteer/volunteer-application/thank-you',
    );
    expect(mail.received[0]?.text).toContain(
      'How would you like to help?: Transport; Something else\nWhat else would you like to do?: Sewing dog beds',
    );
  });

  it('refuse an answer to a question the form does not have, naming it, and deliver nothing', async () => {
    const answers = { ...contactAnswers, favouriteColour: 'blue' };
    const response = await post('contact', answers, { json: true });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      problem: 'invalid',
      errors: {
        favouriteColour:
          'This form has no question “favouriteColour”: please send your answers from the form on this page.',
      },
    });
    const page = await (await post('volunteer', { ...volunteerAnswers, firstName: '' })).text();
    expect(page).toContain('Please fill in First name.');
    expect(page).toContain('value="Sewing dog beds"');
    expect(page).toMatch(/<input[^>]*checked=""[^>]*value="Transport"/);
    expect(mail.received).toHaveLength(0);
  });

  it('take a post from a page built before the form changed, saying what changed', async () => {
    const { phone: _asked, ...older } = volunteerAnswers;
    const response = await post('volunteer', { ...older, formVersion: 'older', pool: 'yes' });
    expect(response.status).toBe(303);
    const text = mail.received[0]?.text ?? '';
    expect(text).toContain('Phone number: (not asked: the page was older than this question)');
    expect(text).toMatch(/questions it no longer asks\.\npool: yes\n/);
  });

  it('answer a post to a form the site does not have with 404', async () => {
    const response = await post('newsletter', contactAnswers);
    expect(response.status).toBe(404);
  });
});

describe('invalid answers', () => {
  it('come back as the form page with every error beside its field and every answer kept', async () => {
    const response = await post('foster-application', {
      ...fosterAnswers,
      firstName: '  ',
      'address-zip': '5510',
      'address-city': 'x'.repeat(101),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Please fill in Primary Caregiver First Name.');
    expect(html).toContain('Please give Zip as five digits, such as 55440.');
    expect(html).toContain('City must be at most 100 characters.');
    expect(html).toContain('value="12 Lake Street"');
    expect(html).toContain('value="5510"');
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="foster-application-address-zip-error"/,
    );
    expect(html).not.toMatch(/<script\b/);
    // Its title says at once that something needs fixing (WCAG 2.4.2).
    expect(html).toMatch(/<title>Error: [^<]+<\/title>/);
    expect(mail.received).toHaveLength(0);
  });

  it('come back as JSON errors to a scripted post', async () => {
    const response = await post(
      'contact',
      { ...contactAnswers, email: 'not an address' },
      { json: true },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      problem: 'invalid',
      errors: { email: 'Please give Email address as an address such as name@example.org.' },
    });
  });

  it('show visitor text as text, never as markup', async () => {
    const response = await post('contact', {
      ...contactAnswers,
      email: '',
      message: '<img src=x onerror=alert(1)>',
    });
    const html = await response.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('a post from a page in Spanish (lang=es)', () => {
  it('is e-mailed in English, naming the language, and sends the visitor to the Spanish thank-you page', async () => {
    const response = await post('foster-application', { ...fosterAnswers, lang: 'es' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/get-involved/foster-application/thank-you');
    expect(mail.received).toHaveLength(1);
    const [message] = mail.received;
    expect(message?.headers.subject).toBe('Foster application: Bo Tester');
    const text = message?.text ?? '';
    expect(text).toContain('Language: Spanish (es)');
    // The rescue's volunteers read English: the labels stay English, the field names as posted.
    expect(text).toContain('Primary Caregiver First Name: Bo');
    expect(text).toContain('Zip: 55101');
    expect(text).not.toMatch(/^lang\b/m);
  });

  it('with a field missing, comes back as the Spanish page with the Spanish error, answers kept', async () => {
    const response = await post('contact', { ...contactAnswers, firstName: '', lang: 'es' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="es"/);
    expect(html).toMatch(/<title>Error: [^<]+<\/title>/);
    expect(html).toContain('Revise estas respuestas:');
    expect(html).toContain('Complete el campo Nombre.');
    expect(html).toContain('>Correo electrónico<');
    expect(html).toContain('>Apellido<');
    expect(html).toContain('value="Example"');
    expect(html).toContain('<input type="hidden" name="lang" value="es"/>');
    expect(html).not.toContain('Please fill in');
    expect(html).not.toContain('>Last name<');
    expect(mail.received).toHaveLength(0);
  });

  it('gets Spanish JSON errors when scripted, and Spanish problems', async () => {
    const response = await post(
      'foster-application',
      { ...fosterAnswers, 'address-zip': '5510', lang: 'es' },
      { json: true },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      problem: 'invalid',
      errors: { 'address-zip': 'En Código postal, escriba cinco dígitos, por ejemplo, 55440.' },
    });
    const quick = await post('contact', { ...contactAnswers, elapsed: '5', lang: 'es' });
    expect(quick.status).toBe(422);
    expect(await quick.text()).toContain('¡Qué rapidez!');
  });

  it('is told in Spanish when over the hourly limit', async () => {
    const limited = await serveSite(clientDir(), undefined, {
      forms: {
        delivery: formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery),
        hourlyLimit: 1,
      },
    });
    try {
      const send = () =>
        post(
          'contact',
          { ...contactAnswers, lang: 'es' },
          { url: limited.url, origin: limited.url },
        );
      expect((await send()).status).toBe(303);
      const refused = await send();
      expect(refused.status).toBe(429);
      const html = await refused.text();
      expect(html).toContain('Se acaban de enviar varios mensajes desde su conexión');
      expect(html).toContain(`mailto:${site.email}`);
      expect(mail.received).toHaveLength(1);
    } finally {
      limited.server.close();
    }
  });

  it('a language the site is not published in, or none, is answered in English', async () => {
    for (const lang of ['fr', 'xx', '../es', 'ES', '']) {
      const response = await post('contact', { ...contactAnswers, email: 'nope', lang });
      expect(response.status, lang).toBe(422);
      const html = await response.text();
      expect(html, lang).toMatch(/<html[^>]*lang="en"/);
      expect(html, lang).toContain(
        'Please give Email address as an address such as name@example.org.',
      );
    }
    const sent = await post('contact', { ...contactAnswers, lang: 'de' });
    expect(sent.headers.get('location')).toBe('/about/contact/thank-you');
    expect(mail.received[0]?.text).toContain('Language: English (en)');
  });
});

describe('abuse', () => {
  it('a filled honeypot is thanked and delivers nothing', async () => {
    const response = await post('contact', { ...contactAnswers, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(mail.received).toHaveLength(0);
  });

  it('a post sent faster than a person could fill the form delivers nothing', async () => {
    const response = await post('contact', { ...contactAnswers, elapsed: '800' }, { json: true });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { problem: string }).problem).toBe('too-fast');
    const slow = await post('contact', { ...contactAnswers, elapsed: '4000' }, { json: true });
    expect(slow.status).toBe(200);
    expect(mail.received).toHaveLength(1);
  });

  it('a cross-site post, or one without an Origin, is refused with 403', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const response = await post('contact', contactAnswers, { origin });
      expect(response.status).toBe(403);
    }
    expect(mail.received).toHaveLength(0);
  });

  it("the Origin must be siteUrl's (or this computer's own address), whatever Host is named", async () => {
    /** A post naming its own Host, which fetch would not send. */
    const postAs = (host: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams(contactAnswers).toString();
        const request = httpRequest(`${base}/api/forms/contact`, {
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
    expect(mail.received).toHaveLength(0);
    expect(await postAs(new URL(site.siteUrl).host, siteOrigin)).toBe(303);
    expect(await postAs(new URL(base).host, base)).toBe(303);
    expect(mail.received).toHaveLength(2);
  });

  it('a body past 64 KB is refused with 413', async () => {
    const response = await post('contact', { ...contactAnswers, message: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(mail.received).toHaveLength(0);
  });

  it('a post that is not a web form, or not a POST, or to no form, is refused', async () => {
    const asJson = await fetch(`${base}/api/forms/contact`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(contactAnswers),
    });
    expect(asJson.status).toBe(415);
    const get = await fetch(`${base}/api/forms/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await post('newsletter', contactAnswers)).status).toBe(404);
    // The sample embeds an outside adoption form: the rescue's own is not offered, nor taken.
    expect((await post('adoption', adoptionAnswers)).status).toBe(404);
    expect((await post('__proto__', contactAnswers)).status).toBe(404);
    expect(mail.received).toHaveLength(0);
  });

  it('more than the hourly limit from one address is refused with 429, whatever it claims to be', async () => {
    const limited = await serveSite(clientDir(), undefined, {
      forms: {
        delivery: formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery),
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
      expect(mail.received).toHaveLength(2);
    } finally {
      limited.server.close();
    }
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts the hourly limit per real visitor, and an IPv6 visitor per /64 network', async () => {
    const proxied = await serveSite(clientDir(), undefined, {
      forms: {
        delivery: formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery),
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
      expect(mail.received).toHaveLength(6);
    } finally {
      proxied.server.close();
    }
  });
});

describe('when the message cannot be delivered', () => {
  it('the visitor is told, keeps their answers and gets the address to write to', async () => {
    const stopped = await startMailServer();
    await stopped.stop();
    const delivery = formsDeliveryFromEnv({ SMTP_URL: stopped.url }, site, smtpDelivery);
    const down = await serveSite(clientDir(), undefined, { forms: { delivery } });
    try {
      const response = await post('foster-application', fosterAnswers, {
        url: down.url,
        origin: down.url,
      });
      expect(response.status).toBe(502);
      const html = await response.text();
      expect(html).toContain('Sorry, this did not send');
      expect(html).toContain(`mailto:${mailbox(site, 'fostering')}`);
      expect(html).toContain('value="12 Lake Street"');
      expect(down.logged.join('\n')).toMatch(/foster-application form was not delivered/);
      expect(down.logged.join('\n')).not.toContain('letter-box');
    } finally {
      down.server.close();
    }
  });

  it('without any delivery configured, a post is answered 503 with the address, never dropped', async () => {
    const none = await serveSite(clientDir(), undefined, { forms: { delivery: undefined } });
    try {
      const response = await post('contact', contactAnswers, {
        url: none.url,
        origin: none.url,
        json: true,
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { problem: string }).problem).toBe('unavailable');
    } finally {
      none.server.close();
    }
  });
});
