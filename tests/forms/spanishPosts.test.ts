import { describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { serveSite, site } from '../support/site.ts';
import { contactAnswers, fosterAnswers } from './formAnswers.ts';
import { serveForms } from './formsServer.ts';

// Posts to the forms handler from a page in Spanish: answered in Spanish, e-mailed in English.
const forms = serveForms();
const { post, clientDir } = forms;

describe('a post from a page in Spanish (lang=es)', () => {
  it('is e-mailed in English, naming the language, and sends the visitor to the Spanish thank-you page', async () => {
    const response = await post('foster-application', { ...fosterAnswers, lang: 'es' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/get-involved/foster-application/thank-you');
    expect(forms.mail.received).toHaveLength(1);
    const [message] = forms.mail.received;
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
    expect(forms.mail.received).toHaveLength(0);
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
        delivery: formsDeliveryFromEnv({ SMTP_URL: forms.mail.url }, site, smtpDelivery),
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
      expect(forms.mail.received).toHaveLength(1);
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
    expect(forms.mail.received[0]?.text).toContain('Language: English (en)');
  });
});
