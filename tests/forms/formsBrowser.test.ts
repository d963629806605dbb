import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { axeViolations } from '../support/browser.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { site } from '../support/site.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { startMailServer, type MailServer } from './mailServer.ts';
import {
  adoptionAnswers,
  contactAnswers,
  fosterAnswers,
  postOf,
  volunteerAnswers,
} from './formAnswers.ts';

const addedQuestion = {
  name: 'crateTraining',
  label: 'Will you crate-train your dog?',
  type: 'yesNo',
  required: true,
};

// Screenshots for people to look at, in the git-ignored .tmp folder.
const shots = '.tmp/shots/forms';
let live: LiveSite;
let browser: Browser;
let mail: MailServer;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mail = await startMailServer();
  const delivery = formsDeliveryFromEnv({ SMTP_URL: mail.url }, site, smtpDelivery);
  // The rescue's own adoption application (no outside form embedded), with a question added
  // to content/forms/adoption.json: no code knows it.
  const content = copyContent();
  editJson(content, 'site.json', (facts) => {
    delete (facts.forms as Record<string, unknown>).adoptionApplicationEmbed;
  });
  editJson(content, 'forms/adoption.json', (form) => {
    (form.fields as unknown[]).push(addedQuestion);
  });
  live = await startLiveSite({
    sample: false,
    // The pages are prerendered, so a build that delivers forms is a build of its own.
    build: { env: { FORMS_ENABLED: 'true', CONTENT_DIR: content } },
    // A person takes seconds; the test's robot hands need no wait.
    site: { forms: { delivery, minFillMs: 0, hourlyLimit: 100 } },
  });
  ({ browser, url: base } = live);
  mkdirSync(shots, { recursive: true });
});

afterEach(async () => {
  mail.received.length = 0;
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await live?.close();
  await mail?.stop();
});

async function open(path: string, javaScript: boolean, width = 375, url = base): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  if (javaScript) await page.waitForFunction(() => document.querySelector('form[novalidate]'));
  return page;
}

async function fill(page: Page, answers: Record<string, string>, prefix: string) {
  for (const [name, value] of Object.entries(answers)) await page.fill(`#${prefix}-${name}`, value);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

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

/** Fills a form of content/forms: text boxes by id, choices by ticking their options. */
async function answer(page: Page, answers: Record<string, string | string[]>, prefix: string) {
  for (const [name, value] of Object.entries(answers)) {
    if (typeof value === 'string' && (await page.locator(`#${prefix}-${name}`).count()) > 0) {
      const type = await page.locator(`#${prefix}-${name}`).getAttribute('type');
      if (type !== 'radio' && type !== 'checkbox') {
        await page.fill(`#${prefix}-${name}`, value);
        continue;
      }
    }
    for (const one of [value].flat()) {
      await page.check(`input[name="${name}"][value="${one.replace(/"/g, '\\"')}"]`);
    }
  }
}

const applications = [
  {
    name: 'adoption',
    path: '/adopt/application',
    // The question added in the content copy is answered like any other.
    answers: { ...adoptionAnswers, crateTraining: 'yes' },
    // Spaces pass the browser's own check, not the form's.
    wrong: { children: '   ' },
    fix: { children: 'none' },
    thanks: { en: 'Thank you for applying to adopt', es: 'Gracias por su solicitud de adopción' },
    required: {
      en: 'Please fill in Children in your home, and their ages.',
      es: 'Complete el campo Niños en su hogar y sus edades.',
    },
    lines: [
      'Which dog or dogs are you applying for?: Biscuit (CORGI-2026-02)\n',
      'Will you crate-train your dog?: Yes\n',
    ],
  },
  {
    name: 'volunteer',
    path: '/get-involved/volunteer/volunteer-application',
    answers: volunteerAnswers,
    // Asked only after "Something else", so never required by the browser.
    wrong: { otherHelp: '' },
    fix: { otherHelp: volunteerAnswers.otherHelp },
    thanks: {
      en: 'Thank you for offering to volunteer',
      es: 'Gracias por ofrecerse como voluntario',
    },
    required: {
      en: 'Please fill in What else would you like to do?.',
      es: 'Complete el campo ¿Qué otra cosa le gustaría hacer?.',
    },
    lines: ['How would you like to help?: Transport; Something else\n'],
  },
] as const;

for (const application of applications) {
  for (const lang of ['en', 'es'] as const) {
    for (const javaScript of [false, true]) {
      const mode = javaScript ? 'with JavaScript' : 'without JavaScript';
      it(`the ${application.name} application in ${lang} ${mode}: refused without a required answer, kept, then e-mailed in full`, async () => {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        const submit = lang === 'en' ? 'Submit' : 'Enviar';
        const page = await open(`${prefix}${application.path}`, javaScript);
        await answer(page, { ...application.answers, ...application.wrong }, application.name);
        if (application.name === 'adoption' && !javaScript) {
          await shoot(page, `adoption-form-${lang}-375`);
        }
        await page.getByRole('button', { name: submit, exact: true }).click();
        await page.getByRole('alert').getByText(application.required[lang]).waitFor();
        // The new pages hold to axe in both languages, with their errors showing (axe runs as a
        // script: in the scripted page).
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        expect(await page.inputValue(`#${application.name}-email`)).toBe(application.answers.email);
        expect(mail.received).toHaveLength(0);
        await answer(page, application.fix, application.name);
        await page.getByRole('button', { name: submit, exact: true }).click();
        await page.getByRole('heading', { name: application.thanks[lang] }).waitFor();
        expect(mail.received).toHaveLength(1);
        const [message] = mail.received;
        for (const line of application.lines) expect(message?.text).toContain(line);
        expect(message?.text).toContain(
          lang === 'es' ? 'Language: Spanish (es)' : 'Language: English (en)',
        );
        expect(message?.attachments[0]?.filename).toMatch(/\.csv$/);
        if (application.name === 'adoption' && lang === 'en' && !javaScript) {
          // What a volunteer receives, as a mail program shows its HTML part.
          const mailPage = await open('/', false);
          await mailPage.setContent(message?.html ?? '');
          await shoot(mailPage, 'adoption-e-mail');
        }
      });
    }
  }
}

it('holds a post to the question added in content/forms to the server, with no code change', async () => {
  const page = await (await fetch(`${base}/adopt/application`)).text();
  const version = /name="formVersion" value="([^"]+)"/.exec(page)?.[1] ?? '';
  expect(page).toContain('Will you crate-train your dog?');
  const { crateTraining: _left, ...answers } = { ...adoptionAnswers, crateTraining: 'yes' };
  const body = postOf({ ...answers, formVersion: version });
  const response = await fetch(`${base}/api/forms/adoption`, {
    method: 'POST',
    headers: { Origin: base, Accept: 'application/json' },
    body,
  });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({
    errors: { crateTraining: 'Please fill in Will you crate-train your dog?.' },
  });
  expect(mail.received).toHaveLength(0);
});

describe('a dog of the site', () => {
  it('links to the application naming the dog, which the page script ticks', async () => {
    const dog = await open('/adopt/available-dogs/details-page/2', false);
    const link = dog.getByRole('link', { name: 'Fill out a Dog Adoption Application today!' });
    expect(await link.getAttribute('href')).toBe('/adopt/application?dog=2');
    const page = await open('/adopt/application?dog=2', true);
    expect(await page.isChecked('input[data-dog="2"]')).toBe(true);
    expect(await page.isChecked('input[data-dog="1"]')).toBe(false);
  });

  it('asks the landlord questions only of a renter once scripted, and shows them all without', async () => {
    const scripted = await open('/adopt/application', true);
    expect(await scripted.isVisible('#adoption-landlordName')).toBe(false);
    await scripted.check('input[name="home"][value="Rent"]');
    expect(await scripted.isVisible('#adoption-landlordName')).toBe(true);
    const plain = await open('/adopt/application', false);
    expect(await plain.isVisible('#adoption-landlordName')).toBe(true);
    expect(await plain.locator('#adoption-landlordName-help').innerText()).toBe(
      'Only if your answer to “Do you own or rent your home?” is “Rent”.',
    );
  });
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
