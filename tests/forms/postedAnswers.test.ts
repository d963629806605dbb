import { readValidContent } from '#lib/content/load.ts';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site.ts';
import { contactAnswers, fosterAnswers, volunteerAnswers } from './formAnswers.ts';
import { serveForms } from './formsServer.ts';

// Posts to the forms handler: valid ones e-mailed to the rescue, the applications of
// content/forms, and invalid answers sent back to be fixed.
const forms = serveForms();
const { post } = forms;

describe('a valid post', () => {
  it('e-mails every contact answer to the rescue and sends the visitor to the thank-you page', async () => {
    const response = await post('contact', contactAnswers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about/contact/thank-you');
    expect(forms.mail.received).toHaveLength(1);
    const [message] = forms.mail.received;
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
    const text = forms.mail.received[0]?.text ?? '';
    expect(forms.mail.received[0]?.headers.subject).toBe('Foster application: Bo Tester');
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
    const [message] = forms.mail.received;
    expect(message?.headers.bcc).toBeUndefined();
    expect(message?.headers.subject).toBe(
      'Contact form: Eve Bcc: victim@example.com X Subject: spam',
    );
    expect(message?.raw).not.toMatch(/^Bcc:/im);
  });
});

describe('the applications of content/forms', () => {
  const version = (name: 'volunteer') => readValidContent().forms[name]!.version;

  it('e-mail a volunteer application with its answers as a CSV attachment', async () => {
    const answers = { ...volunteerAnswers, formVersion: version('volunteer') };
    const response = await post('volunteer', answers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/get-involved/volunteer/volunteer-application/thank-you',
    );
    const [message] = forms.mail.received;
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
    expect(forms.mail.received[0]?.text).toContain(
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
    expect(forms.mail.received).toHaveLength(0);
  });

  it('take a post from a page built before the form changed, saying what changed', async () => {
    const { phone: _asked, ...older } = volunteerAnswers;
    const response = await post('volunteer', { ...older, formVersion: 'older', pool: 'yes' });
    expect(response.status).toBe(303);
    const text = forms.mail.received[0]?.text ?? '';
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
    expect(forms.mail.received).toHaveLength(0);
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
