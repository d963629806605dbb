/** Every collection of records kept as one JSON file per record under content/<dir>/. */
export const collections = {
  dogs: {
    dir: 'dogs',
    schema: 'dog.schema.json',
    singular: 'dog',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
  },
  courtesyPostings: {
    dir: 'courtesy-postings',
    schema: 'courtesy-posting.schema.json',
    singular: 'courtesy posting',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: ['dogDescription', 'dogFromTheFoster'],
  },
  fosterAnimals: {
    dir: 'foster-animals',
    schema: 'foster-animal.schema.json',
    singular: 'animal needing a foster home',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: [],
  },
  rainbowBridgeDogs: {
    dir: 'rainbow-bridge',
    schema: 'rainbow-bridge-dog.schema.json',
    singular: 'rainbow-bridge dog',
    nameField: 'dogName',
    refField: 'dogID',
    markdownFields: [],
  },
  team: {
    dir: 'team',
    schema: 'team-member.schema.json',
    singular: 'team member',
    nameField: 'teamMemberName',
    refField: null,
    markdownFields: ['teamMemberDescription'],
  },
  events: {
    dir: 'events',
    schema: 'event.schema.json',
    singular: 'event',
    nameField: 'eventName',
    refField: 'eventID',
    markdownFields: ['eventShortDescription', 'eventDescription'],
  },
  partners: {
    dir: 'partners',
    schema: 'partner.schema.json',
    singular: 'partner',
    nameField: 'partnerName',
    refField: null,
    markdownFields: [],
  },
} as const;

export type CollectionKey = keyof typeof collections;
export const collectionKeys = Object.keys(collections) as CollectionKey[];
