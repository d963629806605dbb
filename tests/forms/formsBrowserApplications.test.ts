import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/browser.ts';
import { adoptionAnswers, postOf, volunteerAnswers } from './formAnswers.ts';
import { base, mail, open, setUpFormsSite, shoot } from './formsBrowserSite.ts';

// The adoption and volunteer applications of content/forms, in English and in Spanish, with and
// without JavaScript; a question added in the content; the application reached from a dog's page.
setUpFormsSite();

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
