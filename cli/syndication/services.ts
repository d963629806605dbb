import { breedsIn } from './breeds.ts';
import { csvLine, csvRows } from './csv.ts';
import type { Answer, SyndicatedDog } from './syndicatedDog.ts';

/** Where and as whom a service is reached; the password never leaves this object. */
export interface FtpAccount {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** The variables an account is read from: PETFINDER → PETFINDER_FTP_USER, _FTP_PASSWORD, _FTP_HOST. */
export function accountVariables(settings: string) {
  return {
    user: `${settings}_FTP_USER`,
    password: `${settings}_FTP_PASSWORD`,
    host: `${settings}_FTP_HOST`,
  };
}

/** A file a service receives: text, or a photo of the site (/images/…) sent as a JPEG. */
type ServiceFile = { path: string; body: string } | { path: string; photo: string };

/** A listing service the rescue sends its dogs to: all the code knows of it, in one entry. */
interface ListingService {
  name: string;
  /** The prefix of its account's variables (`accountVariables`). */
  settings: string;
  defaultHost: string;
  /** Its data file's columns, in order. */
  columns: readonly string[];
  /** The data file, where the last run left it (the removal guard reads it back). */
  dataFile(user: string): string;
  /** Its import format: a pure function from the dogs to its files. */
  files(dogs: SyndicatedDog[], user: string): ServiceFile[];
  /** The listings a data file holds: each row's text by its listing ID. */
  listings(text: string): Map<string, string>;
}

const one = (answer: Answer) => (answer === 'Yes' ? '1' : '');
const oneZero = (answer: Answer) => (answer === 'Yes' ? '1' : answer === 'No' ? '0' : '');
const notGoodWith = (answer: Answer) => (answer === 'No' ? '1' : answer === 'Yes' ? '0' : '');
const yesNo = (answer: Answer) => (answer === 'Unknown' ? '' : answer);

function photoFiles(dog: SyndicatedDog, folder: string, most: number): ServiceFile[] {
  return dog.photos
    .slice(0, most)
    .map((photo, index) => ({ path: `${folder}/${dog.id}-${index + 1}.jpg`, photo }));
}

function listingsOf(text: string, idColumn: number, header: boolean): Map<string, string> {
  const rows = csvRows(text).slice(header ? 1 : 0);
  return new Map(rows.map((row) => [row[idColumn] ?? '', row.join('\u0000')]));
}

/** Plain text for the services that read HTML: `<br>` for a line break, `&`, `<` and `>` escaped. */
function htmlLines(paragraphs: string[]): string {
  return paragraphs
    .join('\n\n')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\n', '<br>');
}

/** Every service, by its id: a fourth is one more entry here (and its golden files and docs). */
export const listingServices = {
  /** Petfinder's Import Standard Template: dogs only (it has no place for a courtesy listing). */
  petfinder: {
    name: 'Petfinder',
    settings: 'PETFINDER',
    defaultHost: 'members.petfinder.com',
    columns: [
      'ID',
      'Internal',
      'AnimalName',
      'PrimaryBreed',
      'SecondaryBreed',
      'Sex',
      'Size',
      'Age',
      'Desc',
      'Type',
      'Status',
      'Shots',
      'Altered',
      'NoDogs',
      'NoCats',
      'NoKids',
      'Housetrained',
      'Declawed',
      'specialNeeds',
      'Mix',
      'photo1',
      'photo2',
      'photo3',
      'photo4',
      'photo5',
      'photo6',
      'arrival_date',
      'birth_date',
      'primaryColor',
      'secondaryColor',
      'tertiaryColor',
      'coat_length',
      'adoption_fee',
      'display_adoption_fee',
      'adoption_fee_waived',
      'special_needs_notes',
      'no_other',
      'no_other_note',
      'tags',
    ],
    dataFile: (user) => `/import/${user.toUpperCase()}.csv`,
    listings: (text) => listingsOf(text, 0, true),
    files(dogs, user) {
      const listed = dogs.filter((dog) => !dog.courtesy);
      const rows = listed.map((dog) => {
        const { primary, secondary } = breedsIn(dog.breeds, 'petfinder');
        return csvLine([
          dog.id,
          dog.recordId,
          dog.name,
          primary,
          secondary,
          dog.sex,
          dog.size,
          dog.age,
          // Plain text; Petfinder reads `&#10;` as a line break.
          dog.description.join('\n\n').replaceAll('\n', '&#10;'),
          'Dog',
          'A',
          one(dog.shotsCurrent),
          one(dog.spayedNeutered),
          notGoodWith(dog.goodWith.dogs),
          notGoodWith(dog.goodWith.cats),
          notGoodWith(dog.goodWith.kids),
          one(dog.houseTrained),
          '',
          one(dog.specialNeeds),
          dog.breeds.mixed ? '1' : '',
          // Photos are uploaded as <ID>-<n>.jpg, so the URL columns stay empty.
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          dog.born,
          dog.color,
          '',
          '',
          dog.coatLength,
          dog.fee === undefined ? '' : String(dog.fee),
          dog.fee === undefined ? '0' : '1',
          dog.fee === 0 ? '1' : '0',
          '',
          '',
          '',
          '',
        ]);
      });
      return [
        { path: this.dataFile(user), body: csvLine(this.columns) + rows.join('') },
        ...listed.flatMap((dog) => photoFiles(dog, '/import/photos', 6)),
      ];
    },
  },
  /** Adopt-a-Pet's Auto-Upload: pets.csv without a header, its columns named in import.cfg. */
  adoptapet: {
    name: 'Adopt-a-Pet',
    settings: 'ADOPTAPET',
    defaultHost: 'autoupload.adoptapet.com',
    columns: [
      'Id',
      'Animal',
      'Breed',
      'Breed2',
      'Purebred',
      'Age',
      'Name',
      'Size',
      'Sex',
      'Description',
      'Status',
      'GoodWKids',
      'GoodWCats',
      'GoodWDogs',
      'SpayedNeutered',
      'ShotsCurrent',
      'Housetrained',
      'Declawed',
      'SpecialNeeds',
      'HairLength',
      'YouTubeVideoURL',
    ],
    dataFile: () => '/pets.csv',
    listings: (text) => listingsOf(text, 0, false),
    files(dogs) {
      const listed = dogs.filter((dog) => !dog.courtesy);
      const rows = listed.map((dog) => {
        const { primary, secondary } = breedsIn(dog.breeds, 'adoptapet');
        return csvLine([
          dog.id,
          'Dog',
          primary,
          secondary,
          dog.breeds.mixed ? '0' : '1',
          dog.age,
          dog.name,
          dog.size,
          dog.sex,
          htmlLines(dog.description),
          'Available',
          oneZero(dog.goodWith.kids),
          oneZero(dog.goodWith.cats),
          oneZero(dog.goodWith.dogs),
          oneZero(dog.spayedNeutered),
          oneZero(dog.shotsCurrent),
          oneZero(dog.houseTrained),
          '',
          oneZero(dog.specialNeeds),
          // Adopt-a-Pet takes a hair length for cats, rabbits and small animals only.
          '',
          '',
        ]);
      });
      const config = this.columns.map((name, index) => `#${index + 1}:${name}=${name}\n`);
      return [
        { path: '/import.cfg', body: config.join('') },
        { path: this.dataFile(''), body: rows.join('') },
        ...listed.flatMap((dog) => photoFiles(dog, '/photos', 4)),
      ];
    },
  },
  /** RescueGroups.org's FTP import: dogs and courtesy postings (its `courtesy` column says which). */
  rescuegroups: {
    name: 'RescueGroups.org',
    settings: 'RESCUEGROUPS',
    defaultHost: 'ftp.rescuegroups.org',
    columns: [
      'orgID',
      'animalID',
      'status',
      'lastUpdated',
      'rescueID',
      'name',
      'summary',
      'species',
      'breed',
      'primaryBreed',
      'secondaryBreed',
      'sex',
      'mixed',
      'dogs',
      'cats',
      'kids',
      'declawed',
      'housetrained',
      'age',
      'specialNeeds',
      'altered',
      'size',
      'uptodate',
      'color',
      'coatLength',
      'pattern',
      'courtesy',
      'description',
      'pic1',
      'pic2',
      'pic3',
      'pic4',
    ],
    dataFile: () => '/import/pets.csv',
    listings: (text) => listingsOf(text, 1, true),
    files(dogs, user) {
      const rows = dogs.map((dog) => {
        const { primary, secondary } = breedsIn(dog.breeds, 'rescuegroups');
        const pictures = photoFiles(dog, '/import/pictures', 4).map(({ path }) =>
          path.split('/').pop()!,
        );
        return csvLine([
          user,
          dog.id,
          'Available',
          '',
          dog.id,
          dog.name,
          '',
          'Dog',
          [primary, secondary].filter(Boolean).join(' / '),
          primary,
          secondary,
          dog.sex === 'F' ? 'Female' : 'Male',
          dog.breeds.mixed ? 'Yes' : 'No',
          yesNo(dog.goodWith.dogs),
          yesNo(dog.goodWith.cats),
          yesNo(dog.goodWith.kids),
          '',
          yesNo(dog.houseTrained),
          dog.age,
          yesNo(dog.specialNeeds),
          yesNo(dog.spayedNeutered),
          dog.size,
          yesNo(dog.shotsCurrent),
          '',
          dog.coatLength,
          '',
          dog.courtesy ? 'Yes' : '',
          htmlLines(dog.description),
          ...[0, 1, 2, 3].map((index) => pictures[index] ?? ''),
        ]);
      });
      return [
        { path: this.dataFile(user), body: csvLine(this.columns) + rows.join('') },
        ...dogs.flatMap((dog) => photoFiles(dog, '/import/pictures', 4)),
      ];
    },
  },
} satisfies Record<string, ListingService>;

export type ServiceId = keyof typeof listingServices;

/** Each service whose user and password are set, with its account; the others are left out. */
export function configuredServices(
  env: Record<string, string | undefined>,
): { service: ListingService; account: FtpAccount }[] {
  return Object.values(listingServices).flatMap((service: ListingService) => {
    const variables = accountVariables(service.settings);
    const user = env[variables.user]?.trim();
    const password = env[variables.password];
    if (!user || !password) return [];
    const [host, port] = hostAndPort(env[variables.host] || service.defaultHost);
    return [{ service, account: { host, port, user, password } }];
  });
}

/** `host[:port]`, port 21 unless given. */
function hostAndPort(value: string): [string, number] {
  const match = /^(.*?)(?::(\d+))?$/.exec(value.trim())!;
  return [match[1]!, match[2] ? Number(match[2]) : 21];
}
