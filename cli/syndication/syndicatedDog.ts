import { currentCourtesyPostings, isoDate } from '#lib/content/dates.ts';
import { adoptionFeeOf, ageClassOf, isTakingApplications } from '#lib/content/dogLife.ts';
import type { CourtesyPosting, Dog, ListingBreeds, Site } from '#lib/content/types.generated.ts';
import { recordPageUrl } from '#lib/routes.ts';
import { bornOf, poundsOf, sizeOfWeight } from '#lib/filters/dogFacts.ts';
import { listingBreedNames, type ListingBreedNames } from './breeds.ts';
import { plainParagraphs } from './plainText.ts';

export type Answer = 'Yes' | 'No' | 'Unknown';

/** What the listing services are told of one dog, in words every format is made from. */
export interface SyndicatedDog {
  /** Its Dog ID: the listing's ID on every service. */
  id: string;
  /** Its file, as people find it: content/dogs/1.json. */
  file: string;
  /** The record's id (its file name), kept in Petfinder's `Internal`. */
  recordId: string;
  name: string;
  /** A courtesy posting: a dog listed for its owner or another group. */
  courtesy: boolean;
  breeds: ListingBreedNames;
  sex: 'M' | 'F';
  size: 'S' | 'M' | 'L' | 'XL' | '';
  age: 'Baby' | 'Young' | 'Adult' | 'Senior' | '';
  /** The birth date (YYYY-MM-DD; YYYY-MM-01 from a month or from 'DOB 03/2019'), or ''. */
  born: string;
  /** Plain paragraphs; a list's items are lines of one paragraph. */
  description: string[];
  goodWith: { kids: Answer; dogs: Answer; cats: Answer };
  houseTrained: Answer;
  spayedNeutered: Answer;
  shotsCurrent: Answer;
  specialNeeds: Answer;
  coatLength: string;
  /** The coat colour when it is one of Petfinder's colours, else ''. */
  color: string;
  /** The adoption fee in dollars; undefined when the record gives none. */
  fee: number | undefined;
  /** Photo paths on the site (/images/dogs/1-1.webp), in order. */
  photos: string[];
  /** Its page on the site, absolute. */
  page: string;
}

/** Petfinder's dog colours (GET /v2/types/dog), the only words its colour fields take. */
const petfinderColors = [
  'Apricot / Beige',
  'Bicolor',
  'Black',
  'Brindle',
  'Brown / Chocolate',
  'Golden',
  'Gray / Blue / Silver',
  'Harlequin',
  'Merle (Blue)',
  'Merle (Red)',
  'Red / Chestnut / Orange',
  'Sable',
  'Tricolor (Brown, Black, & White)',
  'White / Cream',
  'Yellow / Tan / Blond / Fawn',
];

const sizes = { small: 'S', medium: 'M', large: 'L', 'extra-large': 'XL' } as const;
const sizeOfField = { Small: 'S', Medium: 'M', Large: 'L', 'Extra Large': 'XL' } as const;

function sizeOf(dog: Partial<Dog>): SyndicatedDog['size'] {
  if (dog.dogSize) return sizeOfField[dog.dogSize];
  const pounds = poundsOf(dog.dogWeight);
  return pounds === null ? '' : sizes[sizeOfWeight(pounds) as keyof typeof sizes];
}

/** The services' class of a dog with a birth date: the rescue's own bands, a puppy a Baby. */
function ageOfBirth(birth: string, today: Date, bands: Site['ageBands']): SyndicatedDog['age'] {
  const ageClass = ageClassOf(birth, isoDate(today), bands);
  return ageClass === 'Puppy' ? 'Baby' : ageClass;
}

/** Petfinder's bands (ASM's): under 6 months Baby, under 2 years Young, under 9 Adult, then Senior. */
function ageOf(dogAge: string, today: Date): SyndicatedDog['age'] {
  const category = dogAge.split(/\s+-\s+|\s*\(/)[0]!.toLowerCase();
  if (/puppy|baby/.test(category)) return 'Baby';
  if (category.includes('young')) return 'Young';
  if (category.includes('adult')) return 'Adult';
  if (category.includes('senior')) return 'Senior';
  const born = bornOf(dogAge);
  if (!born) return '';
  const [year, month] = born.split('-').map(Number) as [number, number];
  const months = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1 - (year * 12 + month);
  if (months < 6) return 'Baby';
  if (months < 24) return 'Young';
  return months < 108 ? 'Adult' : 'Senior';
}

function colorOf(coatColor: string | undefined): string {
  const wanted = coatColor?.trim().toLowerCase();
  if (!wanted) return '';
  return (
    petfinderColors.find(
      (color) =>
        color.toLowerCase() === wanted ||
        color
          .toLowerCase()
          .split(' / ')
          .some((part) => part === wanted),
    ) ?? ''
  );
}

/** One record in the services' words. */
export function syndicatedDog(
  record: (Dog | CourtesyPosting) & { id: string },
  {
    courtesy,
    breedMap,
    petfinderBreeds,
    siteUrl,
    today,
    site,
  }: {
    courtesy: boolean;
    breedMap: ListingBreeds | undefined;
    petfinderBreeds: Set<string>;
    siteUrl: string;
    today: Date;
    site: Pick<Site, 'ageBands' | 'adoptionFees'>;
  },
): SyndicatedDog {
  const dogOnly: Partial<Dog> = record;
  const birth = dogOnly.dogBirthDate;
  const born = birth ?? bornOf(record.dogAge ?? '');
  const page = new URL(
    recordPageUrl(courtesy ? 'courtesyPostings' : 'dogs', record.id),
    siteUrl,
  ).toString();
  const foster = record.dogFromTheFoster ? plainParagraphs(record.dogFromTheFoster) : [];
  return {
    id: record.dogID,
    file: `content/${courtesy ? 'courtesy-postings' : 'dogs'}/${record.id}.json`,
    recordId: record.id,
    name: record.dogName,
    courtesy,
    breeds: listingBreedNames(record.dogBreed, breedMap, petfinderBreeds),
    sex: record.dogGender === 'Female' ? 'F' : 'M',
    size: sizeOf(dogOnly),
    age: birth ? ageOfBirth(birth, today, site.ageBands) : ageOf(record.dogAge ?? '', today),
    born: born ? `${born}-01`.slice(0, 10) : '',
    description: [
      ...plainParagraphs(record.dogDescription),
      ...(foster.length > 0 ? [`From the foster: ${foster.join('\n\n')}`] : []),
      `More about ${record.dogName}: ${page}`,
    ],
    goodWith: {
      kids: record.dogFriendlyWithKids ?? 'Unknown',
      dogs: record.dogFriendlyWithDogs ?? 'Unknown',
      cats: record.dogFriendlyWithCats ?? 'Unknown',
    },
    houseTrained: record.dogHouseTrained ?? 'Unknown',
    spayedNeutered: dogOnly.dogSpayedNeutered ?? 'Unknown',
    shotsCurrent: dogOnly.dogShotsCurrent ?? 'Unknown',
    specialNeeds: dogOnly.dogSpecialNeeds ?? 'Unknown',
    coatLength: record.dogCoatLength ?? '',
    color: colorOf(record.dogCoatColor),
    fee: courtesy
      ? record.dogAdoptionFee
      : adoptionFeeOf(dogOnly, site.adoptionFees, isoDate(today)),
    photos: (record.dogPhotoLink ?? []).map(({ href }) => href),
    page,
  };
}

/** The records the services list: dogs taking applications, and the courtesy postings not yet expired. */
export function listedRecords(
  dogs: Dog[],
  courtesyPostings: CourtesyPosting[],
  today: string,
): { dogs: Dog[]; courtesyPostings: CourtesyPosting[] } {
  return {
    dogs: dogs.filter(isTakingApplications),
    courtesyPostings: currentCourtesyPostings(courtesyPostings, today).filter(isTakingApplications),
  };
}

/** What keeps a dog from being listed: a breed no service knows, no size or no age band. */
export function listingProblems(
  dog: SyndicatedDog,
  closestBreeds: (word: string) => string[],
): string[] {
  const problems = dog.breeds.unmapped.map((word) => {
    const closest = closestBreeds(word);
    return (
      `breed "${word}" is none of Petfinder's breeds` +
      (closest.length > 0 ? ` (closest: ${closest.join(', ')})` : '') +
      '; add it to content/listing-breeds.json'
    );
  });
  if (!dog.size) problems.push('no size: give a weight ("68 lbs") or a size');
  if (!dog.age)
    problems.push(
      'no age band: give a birth date (dogBirthDate), or start the age with Puppy, Young, Adult or Senior, or give "DOB MM/YYYY"',
    );
  return problems;
}
