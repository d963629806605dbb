import { courtesyPostingDays, isExpired, isRealDateTime } from './dates.ts';
import { adoptionFeeOf, isAdoptable, isRealBirthDate } from './dogLife.ts';
import { descriptionCut } from './importedFrom.ts';
import type { RecordProblem } from './problems.ts';
import type { CourtesyPosting, Dog, Event, Site } from './types.generated.ts';

export interface Collection {
  dir: string;
  schema: string;
  singular: string;
  nameField: string;
  refField: string | null;
  markdownFields: readonly string[];
  translatableFields: readonly string[];
  /**
   * What a record that passed the schema can still get wrong, judged on the day `today` with the
   * site's facts (undefined when site.json is not valid). It takes its own collection's record
   * type (`never` here, so that any of them fits).
   */
  check?: (record: never, today: string, site: Site | undefined) => RecordProblem[];
  /** What `check` asks, in words, where the browser editor lists the rules only CI checks. */
  checkRules?: readonly { pointer: string; rule: string }[];
}

/** An adoptable dog without a photo is listed with a drawn picture: worth a photo soon. */
function photoMissing(dog: Pick<Dog, 'dogAdoptionStatus' | 'dogPhotoLink'>): RecordProblem[] {
  return isAdoptable(dog) && !dog.dogPhotoLink?.length
    ? [
        {
          code: 'dog-photo-missing',
          pointer: '/dogPhotoLink',
          message: 'has no photo yet, so its card and page show a drawn picture',
        },
      ]
    : [];
}

/** 'Senior - DOB 02/30/2014': the date part of a written age, when it has one, names a real month (and day). */
function ageDateProblems(dog: Pick<Dog, 'dogAge'>): RecordProblem[] {
  const match = /DOB\s*(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})/i.exec(dog.dogAge ?? '');
  if (!match) return [];
  const [, month, day, year] = match;
  const birth = `${year}-${month!.padStart(2, '0')}${day ? `-${day.padStart(2, '0')}` : ''}`;
  return Number(month) >= 1 && Number(month) <= 12 && isRealBirthDate(birth)
    ? []
    : [
        {
          code: 'dog-age-date-not-real',
          pointer: '/dogAge',
          message: `"${match[0]}" is not a date on the calendar`,
        },
      ];
}

/** A dog's age and fee: written, or computed from its birth date and the site's fees. */
function ageAndFeeProblems(dog: Dog, today: string, site: Site | undefined): RecordProblem[] {
  const problems = ageDateProblems(dog);
  const birth = dog.dogBirthDate;
  if (birth && !isRealBirthDate(birth)) {
    problems.push({
      code: 'dog-birth-date-invalid',
      pointer: '/dogBirthDate',
      message: `${birth} is not a date on the calendar`,
    });
  } else if (birth && birth > today) {
    problems.push({
      code: 'dog-birth-date-invalid',
      pointer: '/dogBirthDate',
      message: `${birth} is in the future (today is ${today})`,
    });
  }
  if (dog.dogAge === undefined && !birth) {
    problems.push({
      code: 'dog-age-missing',
      pointer: '/dogAge',
      message: 'is empty and the dog has no birth date (dogBirthDate) to compute it from',
    });
  }
  if (site && adoptionFeeOf(dog, site.adoptionFees, today) === undefined) {
    problems.push({
      code: 'dog-fee-missing',
      pointer: '/dogAdoptionFee',
      message: 'is empty and site.json gives no usual adoption fee (adoptionFees) to apply',
    });
  }
  return problems;
}

/** The words of a dog's record and of a courtesy posting, which describe a dog alike. */
const dogTextFields = [
  'dogBreed',
  'dogAge',
  'dogPhotoLink',
  'dogDescription',
  'dogHistory',
  'dogHealth',
  'dogFromTheFoster',
  'dogCoatColor',
];

/**
 * Every collection of records kept as one JSON file per record under content/<dir>/; the words of
 * `translatableFields` may be given in another language beside it (lib/content/translations.ts).
 */
export const collections = {
  dogs: {
    dir: 'dogs',
    schema: 'dog.schema.json',
    singular: 'dog',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
    translatableFields: dogTextFields,
    checkRules: [
      { pointer: '/dogAge', rule: 'given, or computed from the birth date' },
      { pointer: '/dogBirthDate', rule: 'a real day, not in the future' },
      { pointer: '/dogAdoptionFee', rule: "given, or covered by the site's usual fee" },
    ],
    check: (dog: Dog, today: string, site: Site | undefined) => [
      ...photoMissing(dog),
      ...ageAndFeeProblems(dog, today, site),
      ...descriptionCut(dog),
    ],
  },
  courtesyPostings: {
    dir: 'courtesy-postings',
    schema: 'courtesy-posting.schema.json',
    singular: 'courtesy posting',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
    translatableFields: dogTextFields,
    checkRules: [
      {
        pointer: '/courtesyPostingDate',
        rule: `within the last ${courtesyPostingDays} days (warning)`,
      },
    ],
    check: (posting: CourtesyPosting, today: string) => [
      ...photoMissing(posting),
      ...ageDateProblems(posting),
      ...(isExpired(posting, today)
        ? [
            {
              code: 'posting-expired' as const,
              pointer: '/courtesyPostingDate',
              message: `is more than ${courtesyPostingDays} days ago, so the posting is no longer shown`,
            },
          ]
        : []),
    ],
  },
  fosterAnimals: {
    dir: 'foster-animals',
    schema: 'foster-animal.schema.json',
    singular: 'animal needing a foster home',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: [],
    translatableFields: ['dogAge', 'dogPhotoLink'],
  },
  rainbowBridgeDogs: {
    dir: 'rainbow-bridge',
    schema: 'rainbow-bridge-dog.schema.json',
    singular: 'rainbow-bridge dog',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: [],
    translatableFields: ['dogAge', 'dogPhotoLink'],
  },
  team: {
    dir: 'team',
    schema: 'team-member.schema.json',
    singular: 'team member',
    nameField: 'teamMemberName',
    refField: null,
    markdownFields: ['teamMemberDescription'],
    translatableFields: ['teamMemberTitle', 'teamMemberPhotoLink', 'teamMemberDescription'],
  },
  events: {
    dir: 'events',
    schema: 'event.schema.json',
    singular: 'event',
    nameField: 'eventName',
    refField: 'eventID',
    markdownFields: ['eventShortDescription', 'eventDescription'],
    translatableFields: [
      'eventName',
      'eventDate',
      'eventLocationName',
      'eventShortDescription',
      'eventDescription',
      'eventPhotoLink',
    ],
    checkRules: [{ pointer: '/eventEnd', rule: 'after eventStart' }],
    check: (event: Event) => {
      const unreal = (['eventStart', 'eventEnd'] as const)
        .filter((field) => !isRealDateTime(event[field]))
        .map((field) => ({
          code: 'event-date-not-real' as const,
          pointer: `/${field}`,
          message: `${event[field]} is not a date on the calendar (that month has fewer days)`,
        }));
      if (unreal.length > 0) return unreal;
      return event.eventEnd <= event.eventStart
        ? [
            {
              code: 'event-end-before-start' as const,
              pointer: '/eventEnd',
              message: `must be after the start (${event.eventStart})`,
            },
          ]
        : [];
    },
  },
  partners: {
    dir: 'partners',
    schema: 'partner.schema.json',
    singular: 'partner',
    nameField: 'partnerName',
    refField: null,
    markdownFields: [],
    translatableFields: ['partnerImageAlt'],
  },
} as const satisfies Record<string, Collection>;

export type CollectionKey = keyof typeof collections;
export const collectionKeys = Object.keys(collections) as CollectionKey[];
