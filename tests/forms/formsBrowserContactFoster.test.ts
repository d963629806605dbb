import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { axeViolations } from '../support/browser.ts';
import { site } from '../support/site.ts';
import { startMailServer } from './mailServer.ts';
import { contactAnswers, fosterAnswers } from './formAnswers.ts';
import { fill, live, mail, open, setUpFormsSite, shoot } from './formsBrowserSite.ts';

// The contact form and the foster application, with and without JavaScript, in English and in
// Spanish, and when the mail server is down.
setUpFormsSite();

const fieldsOf = (page: Page, prefix: string, answers: Record<string, string>) =>
  Promise.all(Object.keys(answers).map((name) => page.inputValue(`#${prefix}-${name}`)));

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  describe(`the contact form ${mode}`, () => {
    it('delivers every answer and thanks the visitor', async () => {
      const page = await open('/about/contact', javaScript);
      if (!javaScript) await shoot(page, 'contact-form-375');
      await fill(page, contactAnswers, 'contact');
      await page.getByRole('button', { name: 'Submit' }).click();
      const thanks = page.getByRole('heading', { name: 'Thank you for your message' });
      await thanks.waitFor();
      expect(new URL(page.url()).pathname).toBe(
        javaScript ? '/about/contact' : '/about/contact/thank-you',
      );
      if (javaScript) {
        // Sent in place: focus moves to the thanks so it is read out.
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('form-sent');
      } else {
        await shoot(page, 'contact-thank-you-375');
      }
      expect(mail.received).toHaveLength(1);
      const text = mail.received[0]?.text ?? '';
      for (const value of Object.values(contactAnswers)) {
        for (const line of value.split('\n')) expect(text).toContain(line);
      }
      expect(mail.received[0]?.headers['reply-to']).toBe(contactAnswers.email);
    });
  });

  describe(`the foster application ${mode}`, () => {
    it('shows every error beside its field, keeps the answers, then delivers', async () => {
      const page = await open('/get-involved/foster-application', javaScript);
      // Blank answers the browser lets through (spaces) and, scripted, formats only the server checks.
      const wrong = {
        ...fosterAnswers,
        firstName: '   ',
        ...(javaScript && { 'address-zip': '5510' }),
      };
      await fill(page, wrong, 'foster-application');
      await page.getByRole('button', { name: 'Submit' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText('Please check these answers:').waitFor();
      expect(await alert.innerText()).toContain('Please fill in Primary Caregiver First Name.');
      const first = page.locator('#foster-application-firstName');
      expect(await first.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await first.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).innerText()).toBe(
        'Please fill in Primary Caregiver First Name.',
      );
      if (javaScript) {
        expect(await page.locator('#foster-application-address-zip-error').innerText()).toBe(
          'Please give Zip as five digits, such as 55440.',
        );
        expect(new URL(page.url()).pathname).toBe('/get-involved/foster-application');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
          'alert',
        );
      }
      const kept = await fieldsOf(page, 'foster-application', fosterAnswers);
      expect(kept).toEqual(
        Object.values(wrong).map((value) => (javaScript ? value : value.trim())),
      );
      await shoot(page, `foster-errors-${javaScript ? 'js' : 'no-js'}-375`);
      expect(mail.received).toHaveLength(0);

      await fill(page, { firstName: 'Bo', 'address-zip': '55101' }, 'foster-application');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Thank you for applying to foster' }).waitFor();
      if (!javaScript) await shoot(page, 'foster-thank-you-375');
      expect(mail.received).toHaveLength(1);
      const text = mail.received[0]?.text ?? '';
      for (const value of Object.values(fosterAnswers)) expect(text).toContain(`: ${value}\n`);
    });
  });

  describe(`a mail server that is down, ${mode}`, () => {
    it('tells the visitor, keeps their answers and gives the address to write to', async () => {
      const down = await startMailServer();
      await down.stop();
      const delivery = formsDeliveryFromEnv({ SMTP_URL: down.url }, site, smtpDelivery);
      const broken = await live.startSite({ forms: { delivery, minFillMs: 0 } });
      try {
        const page = await open('/about/contact', javaScript, 375, broken.url);
        await fill(page, contactAnswers, 'contact');
        await page.getByRole('button', { name: 'Submit' }).click();
        const alert = page.getByRole('alert');
        await alert.getByText('Sorry, this did not send').waitFor();
        expect(await alert.getByRole('link', { name: site.email }).getAttribute('href')).toBe(
          `mailto:${site.email}`,
        );
        expect(await fieldsOf(page, 'contact', contactAnswers)).toEqual(
          Object.values(contactAnswers),
        );
        await shoot(page, `contact-failed-${javaScript ? 'js' : 'no-js'}-375`);
      } finally {
        broken.server.close();
      }
    });
  });
}

describe('the forms in Spanish', () => {
  for (const javaScript of [false, true]) {
    const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

    it(`${mode}: Spanish labels and errors, the Spanish thanks, and an e-mail naming Spanish`, async () => {
      const page = await open('/es/get-involved/foster-application', javaScript);
      const label = (name: string) =>
        page.locator(`label[for="foster-application-${name}"]`).innerText();
      expect(await label('firstName')).toBe('Nombre del cuidador principal');
      expect(await label('address-zip')).toBe('Código postal');
      expect(await page.getByLabel('Correo electrónico').getAttribute('name')).toBe('email');
      const wrong = {
        ...fosterAnswers,
        firstName: '   ',
        ...(javaScript && { 'address-zip': '5510' }),
      };
      await fill(page, wrong, 'foster-application');
      await page.getByRole('button', { name: 'Enviar' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText('Revise estas respuestas:').waitFor();
      expect(await alert.innerText()).toContain('Complete el campo Nombre del cuidador principal.');
      expect(await page.locator('#foster-application-firstName-error').innerText()).toBe(
        'Complete el campo Nombre del cuidador principal.',
      );
      if (javaScript) {
        expect(await page.locator('#foster-application-address-zip-error').innerText()).toBe(
          'En Código postal, escriba cinco dígitos, por ejemplo, 55440.',
        );
        expect(new URL(page.url()).pathname).toBe('/es/get-involved/foster-application');
      }
      expect(await label('firstName')).toBe('Nombre del cuidador principal');
      await shoot(page, `foster-errors-es-${javaScript ? 'js' : 'no-js'}-375`);
      expect(mail.received).toHaveLength(0);

      await fill(page, { firstName: 'Bo', 'address-zip': '55101' }, 'foster-application');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page
        .getByRole('heading', { name: 'Gracias por su solicitud para ser hogar temporal' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(
        javaScript
          ? '/es/get-involved/foster-application'
          : '/es/get-involved/foster-application/thank-you',
      );
      expect(mail.received).toHaveLength(1);
      const text = mail.received[0]?.text ?? '';
      expect(text).toContain('Language: Spanish (es)');
      expect(text).toContain('Primary Caregiver First Name: Bo\n');
    });
  }
});

describe('the scripted form', () => {
  it('marks the button busy while sending', async () => {
    const page = await open('/about/contact', true);
    await fill(page, contactAnswers, 'contact');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/forms/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const busy = page.getByRole('button', { name: 'Sending…' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    release();
    await page.getByRole('heading', { name: 'Thank you for your message' }).waitFor();
  });

  it('has no axe violations with errors showing, at phone and desktop widths', async () => {
    for (const width of [375, 1280]) {
      const page = await open('/about/contact', true, width);
      await page.fill('#contact-email', 'not-an-address');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').getByText('Please check these answers:').waitFor();
      await shoot(page, `contact-errors-js-${width}`);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    }
    const desktop = await open('/get-involved/foster-application', false, 1280);
    await shoot(desktop, 'foster-form-1280');
  });
});
