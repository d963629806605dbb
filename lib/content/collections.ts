import { courtesyPostingDays, isExpired, isRealDateTime } from './dates.ts';
import { descriptionCut } from './importedFrom.ts';
import type { ProblemCode } from './problemCatalogue.ts';
import type { CourtesyPosting, Dog, Event } from './types.generated.ts';

/** A problem a record that passed its schema can still have: its fields together, or its age. */
export interface RecordProblem {
  code: ProblemCode;
  pointer: string;
  message: string;
}

export interface Collection {
  dir: string;
  schema: string;
  singular: string;
  nameField: string;
  refField: string | null;
  markdownFields: readonly string[];
  translatableFields: readonly string[];
  /**
   * What a record that passed the schema can still get wrong, judged on the day `today`. It takes
   * its own collection's record type (`never` here, so that any of them fits).
   */
  check?: (record: never, today: string) => RecordProblem[];
  /** What `check` asks, in words, where the browser editor lists the rules only CI checks. */
  checkRules?: readonly { pointer: string; rule: string }[];
}

/** An Available dog without a photo is listed with a drawn picture: worth a photo soon. */
function photoMissing(dog: Pick<Dog, 'dogAdoptionStatus' | 'dogPhotoLink'>): RecordProblem[] {
  return dog.dogAdoptionStatus === 'Available' && !dog.dogPhotoLink?.length
    ? [
        {
          code: 'dog-photo-missing',
          pointer: '/dogPhotoLink',
          message: 'has no photo yet, so its card and page show a drawn picture',
        },
      ]
    : [];
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
    check: (dog: Dog) => [...photoMissing(dog), ...descriptionCut(dog)],
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
