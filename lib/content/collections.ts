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
    translatableFields: [
      'dogBreed',
      'dogAge',
      'dogPhotoLink',
      'dogDescription',
      'dogHistory',
      'dogHealth',
      'dogFromTheFoster',
      'dogCoatColor',
    ],
  },
  courtesyPostings: {
    dir: 'courtesy-postings',
    schema: 'courtesy-posting.schema.json',
    singular: 'courtesy posting',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
    translatableFields: [
      'dogBreed',
      'dogAge',
      'dogPhotoLink',
      'dogDescription',
      'dogHistory',
      'dogHealth',
      'dogFromTheFoster',
      'dogCoatColor',
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
} as const;

export type CollectionKey = keyof typeof collections;
export const collectionKeys = Object.keys(collections) as CollectionKey[];
