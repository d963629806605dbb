import { describe, expect, it } from 'vitest';
import {
  adoptionFeeOf,
  ageClassOf,
  dogAsShown,
  isAdoptable,
  isAdopted,
  isRealBirthDate,
  monthsOld,
} from '#lib/content/dogLife.ts';
import { readValidContent } from '#lib/content/load.ts';
import { contentTranslator } from '#lib/messages/catalogue.ts';
import { inLanguage } from '#lib/content/load.ts';
import { feeNotice } from '../../renderer/feeNotice.ts';
import { englishOnlyValues, valuesOutsideEnglish } from '../support/spanishValues.ts';

const content = readValidContent();
const english = contentTranslator(content);
const spanish = contentTranslator(inLanguage(content, 'es'));
const sampleDog = content.dogs[0]!;

describe("a dog's life", () => {
  it('lists Available and pending dogs as adoptable, and only Adopted ones as adopted', () => {
    const as = (dogAdoptionStatus: string) => ({ dogAdoptionStatus }) as typeof sampleDog;
    expect(
      ['Available', 'Adoption pending', 'Adopted', 'Unavailable'].map(as).map(isAdoptable),
    ).toEqual([true, true, false, false]);
    expect(
      ['Available', 'Adoption pending', 'Adopted', 'Unavailable'].map(as).map(isAdopted),
    ).toEqual([false, false, true, false]);
  });

  it('counts whole months and years from a birth date, a birthday counting on its day', () => {
    expect(monthsOld('2015-04', '2026-04-01')).toBe(132);
    expect(monthsOld('2015-04-12', '2026-04-11')).toBe(131);
    expect(monthsOld('2015-04-12', '2026-04-12')).toBe(132);
    expect(isRealBirthDate('2014-02-30')).toBe(false);
    expect(isRealBirthDate('2024-02-29')).toBe(true);
  });

  it("puts a dog in the class its age reaches on the day, by the default or the rescue's bands", () => {
    const classes = ['2026-10-29', '2027-06-01', '2029-06-01', '2034-06-01'].map((day) =>
      ageClassOf('2026-06', day),
    );
    expect(classes).toEqual(['Puppy', 'Young', 'Adult', 'Senior']);
    expect(ageClassOf('2019-01', '2026-06-01', { young: 1, adult: 2, senior: 7 })).toBe('Senior');
  });

  it("shows the computed age in the spec's form, in English and Spanish, on the given day", () => {
    const dog = { ...sampleDog, dogAge: undefined, dogBirthDate: '2015-04' };
    expect(dogAsShown(dog, content.site, '2026-11-29', english).dogAge).toBe(
      'Senior - DOB 04/2015',
    );
    expect(dogAsShown(dog, content.site, '2026-11-29', spanish).dogAge).toBe(
      'Mayor - nac. 04/2015',
    );
    const young = { ...dog, dogBirthDate: '2025-09-10' };
    expect(dogAsShown(young, content.site, '2026-09-09', english).dogAge).toBe(
      'Puppy - DOB 09/2025',
    );
    expect(dogAsShown(young, content.site, '2026-09-10', english).dogAge).toBe(
      'Young - DOB 09/2025',
    );
  });

  it("takes a dog's own fee first, then the fee of the oldest age it has reached, then the usual fee", () => {
    const fees = {
      usual: 150,
      byAge: [
        { fromYears: 10, fee: 75 },
        { fromYears: 14, fee: 0 },
      ],
    };
    const dog = (dogBirthDate?: string, dogAdoptionFee?: number) => ({
      dogBirthDate,
      dogAdoptionFee,
    });
    expect(adoptionFeeOf(dog('2016-12'), fees, '2026-11-29')).toBe(150);
    expect(adoptionFeeOf(dog('2016-11'), fees, '2026-11-29')).toBe(75);
    expect(adoptionFeeOf(dog('2010-01'), fees, '2026-11-29')).toBe(0);
    expect(adoptionFeeOf(dog('2010-01', 300), fees, '2026-11-29')).toBe(300);
    expect(adoptionFeeOf(dog(), fees, '2026-11-29')).toBe(150);
    expect(adoptionFeeOf(dog(), undefined, '2026-11-29')).toBeUndefined();
  });

  it("says the fees as the rescue sets them: the specification's sentence, or one per rule", () => {
    expect(feeNotice(english, content.site.adoptionFees, 'adopt.feeNote')).toBe(
      english('adopt.feeNote'),
    );
    const site = {
      ...content.site,
      salesTaxOnFees: false,
      adoptionFees: { usual: 150, byAge: [{ fromYears: 10, fee: 75 }] },
    };
    const t = contentTranslator({ ...content, site });
    expect(feeNotice(t, site.adoptionFees, 'adopt.availableFeeNote')).toBe(
      'The adoption fee for most dogs is $150.00. Dogs 10 years and older: $75.00.',
    );
    const inSpanish = inLanguage(content, 'es');
    const es = contentTranslator({ ...inSpanish, site: { ...inSpanish.site, ...site } });
    const nota = feeNotice(es, site.adoptionFees, 'adopt.feeNote')!;
    expect(nota).toMatch(
      /^La cuota de adopción de la mayoría de los \S+ es de \$150\.00\. \S+ de 10 años o más: \$75\.00\.$/,
    );
    expect(nota).not.toContain('solicitud');
    expect(feeNotice(t, undefined, 'adopt.feeNote')).toBeUndefined();
  });

  it('finds an English value on a Spanish page, but not inside an element marked lang="en"', () => {
    const values = englishOnlyValues();
    expect(values.has('Available')).toBe(true);
    expect(values.has('No')).toBe(false);
    const html =
      '<p><strong>Estado:</strong> <!-- -->Available</p><p lang="en"><span>Male</span></p><dd>Sí</dd>';
    expect(valuesOutsideEnglish(html, values)).toEqual(['Available']);
  });
});
