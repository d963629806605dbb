import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { forms } from '#lib/forms/forms.ts';
import { bundledMessages, bundledSite } from '#lib/content/bundledSite.ts';
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
      const { schema } = forms[name];
      // ajv sees what the server keeps: empty answers are absent.
      const present = Object.fromEntries(
        Object.entries(answers).filter(([, value]) => value !== ''),
      );
      const t = catalogueTranslator(bundledMessages, bundledSite, 'en');
      const ours = Object.keys(validate(schema, answers, t)).sort();
      const theirs = ajv.validate(schema, present);
      expect(ours.length === 0, `${name} ${JSON.stringify(answers)}`).toBe(theirs);
    }
  });

  it('give the page the same checks as attributes', () => {
    const { schema } = forms['foster-application'];
    expect(fieldAttributes(schema, 'zip')).toEqual({
      label: 'Zip',
      required: true,
      maxLength: 10,
      pattern: '[0-9]{5}(-[0-9]{4})?',
    });
    expect(fieldAttributes(forms.contact.schema, 'email')).toMatchObject({
      type: 'email',
      required: true,
    });
    expect(fieldAttributes(forms.contact.schema, 'phone').required).toBe(false);
    expect(() => fieldAttributes(schema, 'nickname')).toThrow('has no field "nickname"');
  });
});
