import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv, resendDelivery } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { composeMessage, languageName } from '../../server/handlers/forms/message.ts';
import { formsEnabled } from '#lib/forms/enabled.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { site } from '../support/site.ts';
import { readValidContent } from '#lib/content/load.ts';
import { adoptionAnswers, contactAnswers } from './formAnswers.ts';

interface Recorded {
  method?: string;
  url?: string;
  authorization?: string;
  body: unknown;
}

let api: Server;
let apiUrl: string;
let status = 200;
const recorded: Recorded[] = [];

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text);
}

beforeAll(async () => {
  // A stand-in for Resend's API: records each call and answers with `status`.
  api = createServer(async (request, response) => {
    const body = await readJson(request);
    recorded.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body,
    });
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { id: 'sent-1' } : { message: 'nope' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  api?.close();
});

const message = { replyTo: 'ann@example.net', subject: 'Contact form: Ann Example', text: 'Hi' };

describe('the e-mail API delivery', () => {
  it('posts the message to /emails with the bearer key', async () => {
    const delivery = resendDelivery({
      apiKey: 're_test_key',
      baseUrl: `${apiUrl}/`,
      from: 'forms@example.org',
      to: 'info@example.org',
    });
    await delivery.send(message);
    expect(recorded.at(-1)).toEqual({
      method: 'POST',
      url: '/emails',
      authorization: 'Bearer re_test_key',
      body: {
        from: 'forms@example.org',
        to: ['info@example.org'],
        reply_to: 'ann@example.net',
        subject: 'Contact form: Ann Example',
        text: 'Hi',
      },
    });
    expect(delivery.description).not.toContain('re_test_key');
  });

  it('fails loudly when the API refuses, naming only the status', async () => {
    status = 422;
    try {
      const delivery = resendDelivery({
        apiKey: 'k',
        baseUrl: apiUrl,
        from: 'a@b.org',
        to: 'c@d.org',
      });
      await expect(delivery.send(message)).rejects.toThrow('the e-mail API answered 422');
    } finally {
      status = 200;
    }
  });
});

describe('the e-mail of a submission', () => {
  const content = readValidContent();
  const english = catalogueTranslator(content.messages, site, 'en');
  const contact = content.forms.contact!;
  const adoption = content.forms.adoption!;

  it("names the visitor's language in English, its labels staying English", async () => {
    const spanish = composeMessage(contact, contactAnswers, 'es', english);
    expect(spanish.text).toMatch(
      /^Contact form sent from the website\.\nLanguage: Spanish \(es\)\n\n/,
    );
    expect(spanish.text).toContain('First name: Ann\n');
    expect(spanish.text).toContain('Message:\n  Hello!\n');
    expect(composeMessage(contact, contactAnswers, 'en', english).text).toContain(
      'Language: English (en)\n',
    );
    const delivery = resendDelivery({
      apiKey: 'k',
      baseUrl: apiUrl,
      from: 'forms@example.org',
      to: 'info@example.org',
    });
    await delivery.send(spanish);
    const sent = recorded.at(-1)?.body as {
      text: string;
      attachments: { filename: string; content: string; content_type: string }[];
    };
    expect(sent.text).toContain('Language: Spanish (es)');
    // The application as a spreadsheet's file, its UTF-8 intact through base64.
    const [file] = sent.attachments;
    expect(file).toMatchObject({
      filename: 'contact-ann-example.csv',
      content_type: 'text/csv; charset=utf-8',
    });
    const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      Uint8Array.from(atob(file!.content), (c) => c.charCodeAt(0)),
    );
    expect(csvText).toBe(spanish.attachments![0]!.content);
  });

  it('gives every answer under its label in the form order, as text, HTML and CSV', () => {
    const answers = { ...adoptionAnswers, comments: '=1+1' };
    const message = composeMessage(adoption, answers, 'en', english);
    const text = message.text;
    expect(text).toContain('About you\n---------\nFirst name: Cy\n');
    expect(text).toContain('Home address: Zip: 55401\n');
    expect(text).toContain('Which dog or dogs are you applying for?: Biscuit (CORGI-2026-02)\n');
    expect(text).toContain('Does your landlord allow dogs?: Yes\n');
    expect(text.indexOf('Your age: 34')).toBeLessThan(text.indexOf('Reference'));
    // A question not asked (no other pets) is left out.
    expect(text).not.toContain('Tell us about your pets');
    expect(message.html).toContain('<dt style="font-weight:bold;margin-top:0.75em">Your age</dt>');
    const [header, row] = message.attachments![0]!.content.replace('\uFEFF', '').split('\r\n');
    expect(header).toMatch(/^"First name","Last name","Email address",/);
    expect(row).toMatch(/^"Cy","Renter","cy@example.net",/);
    // A spreadsheet does not run an answer as a formula.
    expect(row).toContain(`"'=1+1"`);
  });

  it('says what an older page of the form sent beyond its questions', () => {
    const message = composeMessage(adoption, adoptionAnswers, 'en', english, {
      dropped: [['pool', 'yes']],
      notAsked: new Set(['vetName']),
    });
    expect(message.text).toContain(
      'Veterinary reference: clinic name: (not asked: the page was older than this question)',
    );
    expect(message.text).toMatch(/questions it no longer asks\.\npool: yes\n$/);
  });

  it('names a language by its code when it has no English name', () => {
    expect(languageName('es')).toBe('Spanish (es)');
    expect(languageName('qq')).toBe('qq');
    expect(languageName('not a tag')).toBe('not a tag');
  });
});

describe('formsDeliveryFromEnv', () => {
  it('configures nothing without SMTP_URL or RESEND_API_KEY', () => {
    expect(formsDeliveryFromEnv({}, site)).toBeUndefined();
  });

  it('picks SMTP or the API, sending to FORMS_TO or else the site e-mail', () => {
    const smtp = formsDeliveryFromEnv(
      { SMTP_URL: 'smtp://u:secret@127.0.0.1:2525' },
      site,
      smtpDelivery,
    );
    expect(smtp?.description).toBe(`SMTP at 127.0.0.1:2525, to ${site.email}`);
    const viaApi = formsDeliveryFromEnv(
      { RESEND_API_KEY: 'k', RESEND_API_URL: apiUrl, FORMS_TO: 'forms@example.org' },
      site,
    );
    expect(viaApi?.description).toBe(
      `the e-mail API at ${new URL(apiUrl).host}, to forms@example.org`,
    );
  });

  it('names the mistake in a bad configuration', () => {
    expect(() =>
      formsDeliveryFromEnv({ SMTP_URL: 'smtp://h', RESEND_API_KEY: 'k' }, site, smtpDelivery),
    ).toThrow('Set SMTP_URL or RESEND_API_KEY, not both');
    expect(() => formsDeliveryFromEnv({ SMTP_URL: 'smtp://h' }, site)).toThrow(
      'this host cannot use SMTP',
    );
    expect(() => formsDeliveryFromEnv({ SMTP_URL: 'http://h' }, site, smtpDelivery)).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() =>
      formsDeliveryFromEnv({ RESEND_API_KEY: 'k', FORMS_TO: 'a@b.org\r\nBcc: c@d.org' }, site),
    ).toThrow('FORMS_TO must be one e-mail address');
    expect(() =>
      formsDeliveryFromEnv({ RESEND_API_KEY: 'k', FORMS_FROM: 'Site <a@b.org>\nX: y' }, site),
    ).toThrow('FORMS_FROM must be an e-mail address');
    expect(
      formsDeliveryFromEnv(
        { RESEND_API_KEY: 'k', FORMS_FROM: 'Rescue site <forms@example.org>' },
        site,
      ),
    ).toBeDefined();
  });
});

describe('formsEnabled (decided when building)', () => {
  it('follows FORMS_ENABLED, or else whether a delivery is configured', () => {
    expect(formsEnabled({})).toBe(false);
    expect(formsEnabled({ SMTP_URL: 'smtp://h' })).toBe(true);
    expect(formsEnabled({ RESEND_API_KEY: 'k' })).toBe(true);
    expect(formsEnabled({ FORMS_ENABLED: 'true' })).toBe(true);
    expect(formsEnabled({ FORMS_ENABLED: 'false', SMTP_URL: 'smtp://h' })).toBe(false);
    expect(() => formsEnabled({ FORMS_ENABLED: 'yes' })).toThrow(
      'FORMS_ENABLED must be "true" or "false"',
    );
  });
});
