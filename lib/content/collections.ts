import { courtesyPostingDays, isExpired } from './dates.ts';
import type { ProblemCode } from './problemCatalogue.ts';
import type { CourtesyPosting, Event } from './types.generated.ts';

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
  check?: (record: never, today: string) => RecordProblem | undefined;
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
  },
  courtesyPostings: {
    dir: 'courtesy-postings',
    schema: 'courtesy-posting.schema.json',
    singular: 'courtesy posting',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
    translatableFields: dogTextFields,
    check: (posting: CourtesyPosting, today: string) =>
      isExpired(posting, today)
        ? {
            code: 'posting-expired',
            pointer: '/courtesyPostingDate',
            message: `is more than ${courtesyPostingDays} days ago, so the posting is no longer shown`,
          }
        : undefined,
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
    check: (event: Event) =>
      event.eventEnd <= event.eventStart
        ? {
            code: 'event-end-before-start',
            pointer: '/eventEnd',
            message: `must be after the start (${event.eventStart})`,
          }
        : undefined,
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
