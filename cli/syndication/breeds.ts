import type { CourtesyPosting, Dog, ListingBreeds } from '#lib/content/types.generated.ts';
import { contentProblem, type ContentProblem } from '#lib/content/problems.ts';
import bundledPetfinderBreeds from './petfinderBreeds.json' with { type: 'json' };

/** A listing-breeds.json column: Petfinder's names, or a service's own where they differ. */
type BreedColumn = Exclude<keyof ListingBreeds['breeds'][number], 'name'>;

/** A dog's breeds in one service's words. */
interface ServiceBreeds {
  primary: string;
  secondary: string;
}

/** A dog's Breed field read as the services read breeds: up to two names, and whether a mix. */
export interface ListingBreedNames {
  /** Each word's name in every column of content/listing-breeds.json, Petfinder's always given. */
  words: ({ petfinder: string } & Partial<Record<BreedColumn, string>>)[];
  mixed: boolean;
  /** The words that map to no Petfinder breed: the dog cannot be sent until they do. */
  unmapped: string[];
}

/** Petfinder's dog breeds: GET /v2/types/dog/breeds when the site has the listing API's key, else this copy of it. */
export const bundledBreedNames: string[] = bundledPetfinderBreeds.breeds.map(({ name }) => name);

/**
 * 'German Shepherd and Pembroke Welsh Corgi mix' → German Shepherd Dog / Pembroke Welsh Corgi,
 * mixed. A word is looked up in the rescue's map (content/listing-breeds.json), else taken as it
 * is when it already is one of Petfinder's names.
 */
export function listingBreedNames(
  dogBreed: string,
  map: ListingBreeds | undefined,
  petfinderNames: Set<string>,
): ListingBreedNames {
  const mixWord = /\s*\bmix(ed)?\b\s*$/i;
  const mixed = mixWord.test(dogBreed) || /^mixed breed$/i.test(dogBreed.trim());
  const words = dogBreed
    .replace(mixWord, '')
    .split(/\s+and\s+|\s*[/&,+]\s*|\s+x\s+/i)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 2);
  const unmapped: string[] = [];
  const names = words.map((word) => {
    const entry = map?.breeds.find(({ name }) => name.toLowerCase() === word.toLowerCase());
    const petfinder =
      entry?.petfinder ??
      [...petfinderNames].find((name) => name.toLowerCase() === word.toLowerCase());
    if (!petfinder || !petfinderNames.has(petfinder)) unmapped.push(word);
    return { ...entry, petfinder: petfinder ?? '' };
  });
  if (names.length === 0) unmapped.push(dogBreed);
  return { words: names, mixed: mixed || names.length > 1, unmapped };
}

/** A dog's breeds in one column's words, each word Petfinder's where the column does not name it. */
export function breedsIn(breeds: ListingBreedNames, column: BreedColumn): ServiceBreeds {
  const [primary, secondary] = breeds.words.map((word) => word[column] ?? word.petfinder);
  return { primary: primary ?? '', secondary: secondary ?? '' };
}

/**
 * `rescue validate`'s warning for each dog whose breed maps to no Petfinder breed, for a rescue
 * that keeps listing-breeds.json (one that lists on no service is not told).
 */
export function unlistableBreedProblems(content: {
  listingBreeds?: ListingBreeds;
  dogs: (Dog & { id: string })[];
  courtesyPostings: (CourtesyPosting & { id: string })[];
}): ContentProblem[] {
  if (!content.listingBreeds) return [];
  const names = new Set(bundledBreedNames);
  const records = [
    ...content.dogs.map((record) => ({ record, folder: 'dogs' })),
    ...content.courtesyPostings.map((record) => ({ record, folder: 'courtesy-postings' })),
  ];
  return records.flatMap(({ record, folder }) =>
    listingBreedNames(record.dogBreed, content.listingBreeds, names).unmapped.map((word) =>
      contentProblem(
        'breed-not-listable',
        `content/${folder}/${record.id}.json`,
        '/dogBreed',
        `"${word}" is none of Petfinder's breeds and content/listing-breeds.json does not map it`,
      ),
    ),
  );
}
