/** What a dog's adoption status means, written once: every list, feed, alert, card and command asks here. */
import dogSchema from '../../schemas/dog.schema.json' with { type: 'json' };
import { valueWord, type Translate } from '../messages/translator.ts';
import type { Dog, Site } from './types.generated.ts';

export type DogStatus = Dog['dogAdoptionStatus'];

/** Every status, in the schema's order (the CLI's and the editor's choice). */
export const dogStatuses = dogSchema.properties.dogAdoptionStatus.enum as DogStatus[];

/** On the lists of adoptable dogs (Ready For Adoption, Available Dogs), the home page and the dogs' feed. */
export function isAdoptable(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Available' || dog.dogAdoptionStatus === 'Adoption pending';
}

/** Inviting applications: its page offers the application; alerts, the adoption form and the listing services speak of it. */
export function isTakingApplications(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Available';
}

/** Spoken for (pending or adopted): its page says so instead of inviting applications. */
export function isSpokenFor(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Adoption pending' || dog.dogAdoptionStatus === 'Adopted';
}

/** Found a home: shown in Forever Stories, its own page kept for the links that were shared. */
export function isAdopted(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Adopted';
}

/** The age classes a birth date puts a dog in, youngest first. */
export type AgeClass = 'Puppy' | 'Young' | 'Adult' | 'Senior';

/** The years from which a dog is Young, Adult, Senior, where site.json gives no `ageBands`. */
const defaultAgeBands: NonNullable<Site['ageBands']> = { young: 1, adult: 3, senior: 8 };

/** Whether YYYY-MM or YYYY-MM-DD (as the schema's pattern takes it) names a day the calendar has. */
export function isRealBirthDate(birth: string): boolean {
  const [year, month, day = 1] = birth.split('-').map(Number) as [number, number, number?];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole months from a birth date (YYYY-MM, or YYYY-MM-DD) to a day (YYYY-MM-DD); a month counts once it is over. */
export function monthsOld(birth: string, today: string): number {
  const [year, month, day = 1] = birth.split('-').map(Number) as [number, number, number?];
  const [toYear, toMonth, toDay] = today.split('-').map(Number) as [number, number, number];
  return toYear * 12 + toMonth - (year * 12 + month) - (toDay < day ? 1 : 0);
}

/** The class a dog born on `birth` is in on `today`, by the rescue's bands. */
export function ageClassOf(birth: string, today: string, bands = defaultAgeBands): AgeClass {
  const years = monthsOld(birth, today) / 12;
  if (years >= bands.senior) return 'Senior';
  if (years >= bands.adult) return 'Adult';
  return years >= bands.young ? 'Young' : 'Puppy';
}

/** '2015-04-12' → '04/2015': the month of birth as the specification writes it ('DOB 04/2015'). */
function birthMonthText(birth: string): string {
  return `${birth.slice(5, 7)}/${birth.slice(0, 4)}`;
}

/**
 * What adopting a dog costs: its own fee, else the fee by age of the oldest age it has reached
 * (with a birth date), else the usual fee; undefined when neither the dog nor the site says.
 */
export function adoptionFeeOf(
  dog: Pick<Dog, 'dogAdoptionFee' | 'dogBirthDate'>,
  fees: Site['adoptionFees'],
  today: string,
): number | undefined {
  if (dog.dogAdoptionFee !== undefined) return dog.dogAdoptionFee;
  const years = dog.dogBirthDate ? Math.floor(monthsOld(dog.dogBirthDate, today) / 12) : undefined;
  const byAge = (fees?.byAge ?? [])
    .filter((rule) => years !== undefined && years >= rule.fromYears)
    .sort((a, b) => b.fromYears - a.fromYears)[0];
  return byAge?.fee ?? fees?.usual;
}

/**
 * A dog as pages, feeds and alerts show it on `today`: the age computed from its birth date, in
 * the language of `t`, and the fee the site's rules give it.
 */
export function dogAsShown<T extends Dog>(dog: T, site: Site, today: string, t: Translate): T {
  const birth = dog.dogBirthDate;
  const fee = adoptionFeeOf(dog, site.adoptionFees, today);
  return {
    ...dog,
    ...(birth && {
      dogAge: t('adopt.ageShown', {
        ageClass: valueWord(t, ageClassOf(birth, today, site.ageBands)),
        born: birthMonthText(birth),
      }),
    }),
    ...(fee !== undefined && { dogAdoptionFee: fee }),
  };
}
