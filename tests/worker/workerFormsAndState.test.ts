import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactAnswers, fosterAnswers, postOf, volunteerAnswers } from '../forms/formAnswers.ts';
import { clientId, clientSecret, resendKey, serveWorker } from './workerdServer.ts';

// The Worker's forms, its state held across a restart of workerd (the listing budget and the
// forms' hourly limit, which counts the messages of the forms tests before it), and no secret shown.
const dev = serveWorker();
const { get, restart, seen } = dev;

describe('the Worker in workerd (wrangler dev)', () => {
  it('delivers a contact form through the e-mail API, and refuses a cross-site post', async () => {
    const body = new URLSearchParams(contactAnswers);
    const headers = { Origin: dev.worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    const sent = await get('/api/forms/contact', { method: 'POST', headers, body });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get('location')).toMatch(/\/about\/contact\/thank-you$/);
    expect(dev.mailApi.requests).toHaveLength(1);
    const [request] = dev.mailApi.requests;
    expect(request!.url).toBe('/emails');
    expect(request!.headers.authorization).toBe(`Bearer ${resendKey}`);
    expect(JSON.parse(request!.body)).toMatchObject({ reply_to: contactAnswers.email });
    expect(request!.body).toContain('Is Biscuit still looking for a home?');
    const crossSite = await get('/api/forms/contact', {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.response.status).toBe(403);
    expect(dev.mailApi.requests).toHaveLength(1);
  });

  it('sends a form back with its errors and answers, drawn with Preact rather than react-dom', async () => {
    const { response, text } = await get('/api/forms/foster-application', {
      method: 'POST',
      headers: { Origin: dev.worker.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fosterAnswers, firstName: ' ', 'address-zip': '5510' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toContain('Please fill in Primary Caregiver First Name.');
    expect(text).toContain('Please give Zip as five digits, such as 55440.');
    expect(text).toContain('value="12 Lake Street"');
    expect(text).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="foster-application-address-zip-error"/,
    );
    expect(text).toContain('<main id="page-view"');
    expect(text).not.toMatch(/<script\b/);
  });

  it('answers a post from a Spanish page in Spanish, and e-mails the rescue in English naming the language', async () => {
    const headers = { Origin: dev.worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    const back = await get('/api/forms/foster-application', {
      method: 'POST',
      headers,
      body: new URLSearchParams({ ...fosterAnswers, 'address-zip': '5510', lang: 'es' }),
    });
    expect(back.response.status).toBe(422);
    expect(back.text).toMatch(/<html[^>]*lang="es"/);
    expect(back.text).toContain('En Código postal, escriba cinco dígitos, por ejemplo, 55440.');
    expect(back.text).toContain('>Nombre del cuidador principal<');
    const before = dev.mailApi.requests.length;
    const sent = await get('/api/forms/contact', {
      method: 'POST',
      headers,
      body: new URLSearchParams({ ...contactAnswers, lang: 'es' }),
    });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get('location')).toMatch(/\/es\/about\/contact\/thank-you$/);
    expect(dev.mailApi.requests).toHaveLength(before + 1);
    const { text } = JSON.parse(dev.mailApi.requests.at(-1)!.body) as { text: string };
    expect(text).toContain('Language: Spanish (es)');
    expect(text).toContain('First name: Ann');
  });

  it('takes a volunteer application in English and Spanish, e-mailing it with its CSV, from the definition the page was built from', async () => {
    const headers = { Origin: dev.worker.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    // This build does not send forms, so its pages post no version: the post is held to today's questions.
    const { version } = (
      JSON.parse(readFileSync(join(dev.clientDir, 'api/forms/volunteer.json'), 'utf8')) as {
        es: { version: string };
      }
    ).es;
    const back = await get('/api/forms/volunteer', {
      method: 'POST',
      headers,
      body: postOf({ ...volunteerAnswers, otherHelp: '', lang: 'es', formVersion: version }),
    });
    expect(back.response.status).toBe(422);
    expect(back.text).toContain('Complete el campo ¿Qué otra cosa le gustaría hacer?.');
    expect(back.text).toContain('value="Flo"');
    const unknown = await get('/api/forms/volunteer', {
      method: 'POST',
      headers: { ...headers, Accept: 'application/json' },
      body: postOf({ ...volunteerAnswers, shoeSize: '9', formVersion: version }),
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.text).toContain('shoeSize');
    // The sample embeds an outside adoption form: the rescue's own takes no posts.
    const adoption = await get('/api/forms/adoption', { method: 'POST', headers, body: 'x=1' });
    expect(adoption.response.status).toBe(404);
    const before = dev.mailApi.requests.length;
    // One message only: the hour's limit of five is counted by the restart test below.
    const sent = await get('/api/forms/volunteer', {
      method: 'POST',
      headers,
      body: postOf({ ...volunteerAnswers, lang: 'es', formVersion: version }),
    });
    expect(sent.response.status).toBe(303);
    expect(dev.mailApi.requests).toHaveLength(before + 1);
    const { text, html, attachments } = JSON.parse(dev.mailApi.requests.at(-1)!.body) as {
      text: string;
      html: string;
      attachments: { filename: string; content: string }[];
    };
    expect(text).toContain('How would you like to help?: Transport; Something else\n');
    expect(text).toContain('Language: Spanish (es)');
    expect(html).toContain('<h1>Volunteer application</h1>');
    expect(attachments[0]!.filename).toBe('volunteer-flo-helper.csv');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      Uint8Array.from(atob(attachments[0]!.content), (char) => char.charCodeAt(0)),
    );
    expect(csv).toMatch(/^\uFEFF"First name","Last name",/);
  });

  it('holds one listing budget and one forms limit across a restart of workerd on the same state', async () => {
    /** 500 junk queries and the site's listings paged past their end (pages 2 to 50). */
    async function flood(round: number) {
      const before = dev.sample.stats.requests;
      const statuses: Record<number, number> = {};
      const paths = [
        ...Array.from({ length: 500 }, (_, index) =>
          index % 2 === 0
            ? `/api/listings/animals?limit=${(index % 99) + 1}&page=${(index % 50) + 1}&n=${round}-${index}`
            : `/api/listings/animals/${80_000_000 + round * 1_000 + index}`,
        ),
        ...['adoptable', 'adopted'].flatMap((status) =>
          Array.from(
            { length: 49 },
            (_, index) =>
              `/api/listings/animals?status=${status}&limit=100&page=${index + 2}&r=${round}`,
          ),
        ),
      ];
      for (const path of paths) {
        const { response } = await get(path);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      return { spent: dev.sample.stats.requests - before, statuses, requests: paths.length };
    }
    /** Page 1 of both listings, as /adopt and Forever Stories ask for it. */
    async function sitePages() {
      for (const status of ['adoptable', 'adopted']) {
        const { response, text } = await get(`/api/listings/animals?status=${status}&limit=100`);
        expect(response.status, status).toBe(200);
        expect((JSON.parse(text) as { animals: unknown[] }).animals.length).toBeGreaterThan(0);
      }
    }
    const contactPost = () =>
      get('/api/forms/contact', {
        method: 'POST',
        headers: { Origin: dev.worker.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(contactAnswers),
      });

    const first = await flood(1);
    console.info(
      `Worker: ${first.requests} flood queries cost ${first.spent} upstream calls`,
      first.statuses,
    );
    expect(first.spent).toBeLessThanOrEqual(30);
    await sitePages();
    // Three messages were sent by earlier tests (a contact message in English and one in
    // Spanish, a volunteer application): 4 of the hour's 5 before the restart.
    expect((await contactPost()).response.status).toBe(303);

    await restart();

    const second = await flood(2);
    console.info(
      `Worker after a restart: ${second.requests} flood queries cost ${second.spent} upstream calls`,
      second.statuses,
    );
    // The budget spent before the restart stays spent: a fresh one would allow 20 more.
    expect(second.spent).toBeLessThanOrEqual(2);
    expect(second.statuses[503]).toBeGreaterThan(second.requests - 60);
    await sitePages();
    const statuses = [];
    for (let post = 0; post < 3; post += 1) statuses.push((await contactPost()).response.status);
    // A fresh count would allow all three.
    expect(statuses).toEqual([303, 429, 429]);
    // Two floods of 598 queries and a restart of workerd.
  }, 300_000);

  it('never shows the service credentials or token in a response or a log line', () => {
    expect(seen.length).toBeGreaterThan(100);
    const everything = `${seen.join('\n')}\n${dev.earlierOutput}${dev.worker.output()}`;
    for (const secret of [clientId, clientSecret, resendKey]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/access_token/);
  });
});
