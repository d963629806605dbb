import { describe, expect, it } from 'vitest';
import { readContentAndProblems, readValidContent } from '#lib/content/load.ts';
import { formatProblem } from '#lib/content/problems.ts';
import type { BuiltForm, FormName } from '#lib/forms/forms.ts';
import { pickAnswers, validate } from '#lib/forms/answerChecks.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';
import {
  adoptionAnswers,
  contactAnswers,
  fosterAnswers,
  postOf,
  volunteerAnswers,
} from './formAnswers.ts';

const content = readValidContent();
const en = catalogueTranslator(content.messages, content.site, 'en');
const es = catalogueTranslator(
  content.translations.es!.messages,
  content.translations.es!.site,
  'es',
);
const form = (name: FormName, lang = 'en'): BuiltForm =>
  (lang === 'en' ? content : content.translations[lang]!).forms[name]!;
const check = (name: FormName, answers: Record<string, string | string[]>, t = en) =>
  validate(form(name, t.lang), pickAnswers(form(name, t.lang), postOf(answers)), t);

describe('the forms of content/forms', () => {
  it('take good answers to every form', () => {
    expect(check('contact', contactAnswers)).toEqual({});
    expect(check('foster-application', fosterAnswers)).toEqual({});
    expect(check('adoption', adoptionAnswers)).toEqual({});
    expect(check('volunteer', volunteerAnswers)).toEqual({});
    expect(check('contact', { ...contactAnswers, phone: '' })).toEqual({});
  });

  it('say what is wrong in the language of the page, the names staying as posted', () => {
    const answers = {
      ...fosterAnswers,
      firstName: '',
      'address-zip': '5510',
      'address-city': 'x'.repeat(101),
    };
    expect(check('foster-application', answers)).toEqual({
      firstName: 'Please fill in Primary Caregiver First Name.',
      'address-city': 'City must be at most 100 characters.',
      'address-zip': 'Please give Zip as five digits, such as 55440.',
    });
    expect(check('foster-application', answers, es)).toEqual({
      firstName: 'Complete el campo Nombre del cuidador principal.',
      'address-city': 'El campo Ciudad admite como máximo 100 caracteres.',
      'address-zip': 'En Código postal, escriba cinco dígitos, por ejemplo, 55440.',
    });
    expect(check('contact', { ...contactAnswers, email: 'nope', phone: 'call me' })).toEqual({
      email: 'Please give Email address as an address such as name@example.org.',
      phone: 'Please give Phone number as digits, spaces and + ( ) . - only, such as 555-555-0123.',
    });
  });

  it("hold an application to the rescue's rules: age, choices, and questions asked after an answer", () => {
    expect(check('adoption', { ...adoptionAnswers, age: '19' })).toEqual({
      age: 'Your age must be at least 21.',
    });
    expect(check('adoption', { ...adoptionAnswers, age: 'old' }).age).toBe(
      'Please give Your age as a number, such as 3.',
    );
    expect(check('adoption', { ...adoptionAnswers, dogs: ['Rex (X-1)'] })).toEqual({
      dogs: 'Please choose Which dog or dogs are you applying for? from its options.',
    });
    // A renter is asked about the landlord; an owner is not, whatever the page sent.
    const renter = { ...adoptionAnswers, landlordName: '', landlordAllowsDogs: '' };
    expect(Object.keys(check('adoption', renter))).toEqual(['landlordAllowsDogs', 'landlordName']);
    expect(check('adoption', { ...renter, home: 'Own' })).toEqual({});
    expect(check('adoption', { ...adoptionAnswers, home: 'Castle' }).home).toBe(
      'Please choose Do you own or rent your home? from its options.',
    );
    expect(check('volunteer', { ...volunteerAnswers, help: [] }).help).toBe(
      'Please fill in How would you like to help?.',
    );
    expect(check('volunteer', { ...volunteerAnswers, otherHelp: '' })).toEqual({
      otherHelp: 'Please fill in What else would you like to do?.',
    });
  });

  it('are translated word for word: the Spanish form posts the English options', () => {
    const spanish = form('adoption', 'es');
    const home = spanish.fields.find((field) => field.name === 'home')!;
    expect(home.label).toBe('¿Su vivienda es propia o alquilada?');
    expect(home.options).toEqual([
      { value: 'Own', label: 'Propia' },
      { value: 'Rent', label: 'Alquilada' },
    ]);
    expect(spanish.version).toBe(form('adoption').version);
    expect(spanish.fields.map((field) => field.name)).toEqual(
      form('adoption').fields.map((field) => field.name),
    );
    // The available dogs, named as the e-mail names them, with their page's id.
    const dogs = form('adoption').fields.find((field) => field.name === 'dogs')!.options!;
    expect(dogs).toContainEqual({ value: 'Biscuit (CORGI-2026-02)', label: 'Biscuit', dog: '2' });
  });
});

describe('a form that breaks the rules', () => {
  it('is refused naming the file, the line and the question', () => {
    const dir = copyContent();
    editJson(dir, 'forms/adoption.json', (data) => {
      const fields = data.fields as Record<string, unknown>[];
      fields[2] = { ...fields[2], name: 'firstName' };
      fields.push({ name: 'pets', label: 'Pets', type: 'choice' });
      fields.push({
        name: 'why',
        label: 'Why',
        type: 'text',
        showIf: { field: 'nope', equals: 'x' },
      });
      fields.push({ name: 'lang', label: 'Language', type: 'text' });
    });
    editJson(dir, 'forms/volunteer.json', (data) => {
      const fields = data.fields as Record<string, unknown>[];
      fields.push({
        name: 'when',
        label: 'When',
        type: 'text',
        showIf: { field: 'help', equals: 'Nope' },
      });
    });
    const { problems } = readContentAndProblems(dir);
    const found = problems.map((problem) => `${formatProblem(problem)} (${problem.code})`);
    expect(found).toEqual([
      'content/forms/adoption.json:19:7: /fields/2/name "firstName" names an earlier question too (form-field-duplicate)',
      expect.stringMatching(
        /^content\/forms\/adoption.json:\d+:\d+: \/fields\/29\/options "pets" is a choice with no options \(form-options-missing\)$/,
      ),
      expect.stringMatching(
        /^content\/forms\/adoption.json:\d+:\d+: \/fields\/30\/showIf\/field "nope" names no earlier question \(form-condition-unknown\)$/,
      ),
      expect.stringMatching(
        /^content\/forms\/adoption.json:\d+:\d+: \/fields\/31\/name "lang" is the name of a hidden field every form posts \(form-field-reserved\)$/,
      ),
      expect.stringMatching(
        /^content\/forms\/volunteer.json:\d+:\d+: \/fields\/9\/showIf\/equals "Nope" is not an answer of "help": Fostering, .*Something else \(form-condition-unknown\)$/,
      ),
    ]);
  });

  it('is refused when it is not a form of the site, or a form the site needs is missing', async () => {
    const dir = copyContent();
    const { renameSync } = await import('node:fs');
    renameSync(`${dir}/forms/contact.json`, `${dir}/forms/newsletter.json`);
    const codes = readContentAndProblems(dir).problems.map(({ code, file }) => `${code} ${file}`);
    expect(codes).toEqual([
      'form-missing content/forms/contact.json',
      'form-unknown content/forms/newsletter.json',
    ]);
  });
});
