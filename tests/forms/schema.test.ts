import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { forms, type FieldWords } from '#lib/forms/forms.ts';
import { bundledFormMessages, bundledMessages, bundledSite } from '#lib/content/bundledSite.ts';
import type { Messages } from '#lib/content/types.generated.ts';
import { fieldAttributes, validate } from '#lib/forms/validate.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { contactAnswers, fosterAnswers } from './answers.ts';

const supported = new Set([
  'title',
  'description',
  'type',
  'minLength',
  'maxLength',
  'format',
  'pattern',
]);

describe('the form schemas', () => {
  for (const [name, { schema }] of Object.entries(forms)) {
    it(`${name}: is valid JSON Schema and uses only the keywords the server checks`, () => {
      const ajv = new Ajv2020({ strict: true });
      addFormats.default(ajv);
      expect(() => ajv.compile(schema)).not.toThrow();
      for (const field of Object.values(schema.properties)) {
        expect(Object.keys(field).filter((key) => !supported.has(key))).toEqual([]);
        expect(field.maxLength).toBeGreaterThan(0);
      }
    });
  }

  it('agree with ajv on answers good and bad', () => {
    const ajv = new Ajv2020({ allErrors: true });
    addFormats.default(ajv);
    const cases = [
      ['contact', contactAnswers],
      ['contact', { ...contactAnswers, phone: '' }],
      ['contact', { ...contactAnswers, email: 'nope' }],
      ['contact', { ...contactAnswers, phone: 'call me' }],
      ['contact', { ...contactAnswers, message: 'x'.repeat(5001) }],
      ['foster-application', fosterAnswers],
      ['foster-application', { ...fosterAnswers, zip: '5510' }],
      ['foster-application', { ...fosterAnswers, zip: '55101-1234' }],
      ['foster-application', { ...fosterAnswers, address2: '' }],
    ] as const;
    for (const [name, answers] of cases) {
      const form = forms[name];
      const { schema } = form;
      // ajv sees what the server keeps: empty answers are absent.
      const present = Object.fromEntries(
        Object.entries(answers).filter(([, value]) => value !== ''),
      );
      const t = catalogueTranslator(bundledMessages, bundledSite, 'en');
      const ours = Object.keys(validate(form, answers, t)).sort();
      const theirs = ajv.validate(schema, present);
      expect(ours.length === 0, `${name} ${JSON.stringify(answers)}`).toBe(theirs);
    }
  });

  it('give the page the same checks as attributes', () => {
    const schema = forms['foster-application'];
    expect(fieldAttributes(schema, 'zip')).toEqual({
      label: 'formFields.zip',
      required: true,
      maxLength: 10,
      pattern: '[0-9]{5}(-[0-9]{4})?',
    });
    expect(fieldAttributes(forms.contact, 'email')).toMatchObject({
      type: 'email',
      required: true,
    });
    expect(fieldAttributes(forms.contact, 'phone').required).toBe(false);
    expect(() => fieldAttributes(schema, 'nickname')).toThrow('has no field "nickname"');
  });

  for (const [name, form] of Object.entries(forms)) {
    it(`${name}: names a label in the catalogue for every field, and a format for every checked one`, () => {
      expect(Object.keys(form.fields)).toEqual(Object.keys(form.schema.properties));
      for (const [field, property] of Object.entries(form.schema.properties)) {
        const words = form.fields[field as keyof typeof form.fields] as FieldWords;
        const checked = property.format !== undefined || property.pattern !== undefined;
        expect(words.format !== undefined, `${name} ${field}`).toBe(checked);
      }
    });
  }

  it('say their words in the language of the page, the field names staying as posted', () => {
    const form = forms['foster-application'];
    const answers = { ...fosterAnswers, firstName: '', zip: '5510', city: 'x'.repeat(101) };
    const en = catalogueTranslator(bundledMessages, bundledSite, 'en');
    expect(validate(form, answers, en)).toEqual({
      firstName: 'Please fill in Primary Caregiver First Name.',
      city: 'City must be at most 100 characters.',
      zip: 'Please give Zip as five digits, such as 55440.',
    });
    const es = catalogueTranslator(
      bundledFormMessages.es as unknown as Messages,
      bundledSite,
      'es',
    );
    expect(validate(form, answers, es)).toEqual({
      firstName: 'Complete el campo Nombre del cuidador principal.',
      city: 'El campo Ciudad admite como máximo 100 caracteres.',
      zip: 'En Código postal, escriba cinco dígitos, por ejemplo, 55440.',
    });
  });
});
