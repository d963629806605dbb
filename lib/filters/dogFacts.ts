/** The one mapping of a local dog record and of a listing-service animal onto the filter model. */
import { ageClassOf, monthsOld } from '../content/dogLife.ts';
import type { Dog, Site } from '../content/types.generated.ts';
import type { GoodWith, ListedAnimal } from '../listings/normalize.ts';
import type { BreedChoice, DogFacts, FacetValues } from './facets.ts';

/** The breed choices and 'mix' that breed names such as 'GSD mix' are. */
export function breedValues(names: string[], mixed: boolean, breeds: BreedChoice[]): string[] {
  const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')}`;
  const named = words(names.join(' '));
  const values = breeds
    .filter(({ matches }) => matches.some((match) => named.includes(words(match).trimEnd())))
    .map(({ value }) => value);
  if (mixed || named.includes(' mix')) values.push('mix');
  return values;
}

/** Petfinder's size classes for dogs, by weight in pounds. */
export function sizeOfWeight(pounds: number): string {
  if (pounds <= 25) return 'small';
  if (pounds <= 60) return 'medium';
  if (pounds <= 100) return 'large';
  return 'extra-large';
}

/** '68 lbs', '31 kg' → pounds; null when the text gives no weight. */
export function poundsOf(weight: string | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(lb|pound|kg|kilo)/i.exec(weight ?? '');
  if (!match) return null;
  const amount = Number(match[1]);
  return /^k/i.test(match[2]!) ? amount * 2.2046 : amount;
}

/** 'Adult - DOB 03/2019' → '2019-03'; null without a date of birth. */
export function bornOf(dogAge: string): string | null {
  const match = /DOB\s*(\d{1,2})\/(\d{4})/i.exec(dogAge);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${String(month).padStart(2, '0')}` : null;
}

/**
 * The age group: the category the volunteer wrote ('Puppy', 'Young', 'Adult', 'Senior'), else the
 * date of birth (under 2 years young, 8 and over senior), else unknown.
 */
/** `today` is the day (YYYY-MM-DD) the rescue is at: the build's, in its zone (siteToday). */
export function ageGroupOf(dogAge: string, today: string): string[] {
  const category = dogAge.split(/\s+-\s+|\s*\(/)[0]!.toLowerCase();
  if (/puppy|baby|young/.test(category)) return ['young'];
  if (category.includes('adult')) return ['adult'];
  if (category.includes('senior')) return ['senior'];
  const born = bornOf(dogAge);
  if (!born) return [];
  const years = monthsOld(born, today) / 12;
  if (years < 2) return ['young'];
  return [years < 8 ? 'adult' : 'senior'];
}

const yes = (value: boolean | null | undefined) => (value ? ['yes'] : []);
const friendly = (value: 'Yes' | 'No' | 'Unknown' | undefined) =>
  value === 'Yes' ? true : value === 'No' ? false : null;

/**
 * Each dog's place in the order the dogs arrived: when its file was first committed, then file
 * order; a file not yet committed is the newest. Higher is newer.
 */
export function arrivalRanks(dogs: Dog[], firstCommitted: Map<string, number> | undefined) {
  const arrived = (dog: Dog) => firstCommitted?.get(`${dog.id}.json`) ?? Number.MAX_SAFE_INTEGER;
  const order = dogs
    .map((dog, index) => ({ dog, index }))
    .sort((a, b) => arrived(a.dog) - arrived(b.dog) || a.index - b.index);
  return new Map(order.map(({ dog }, rank) => [dog.id, rank + 1]));
}

/** The filters' age group of a dog: from its birth date by the rescue's bands, else from its written age. */
function dogAgeGroup(dog: Dog, today: string, bands: Site['ageBands']): string[] {
  if (!dog.dogBirthDate) return ageGroupOf(dog.dogAge ?? '', today);
  const ageClass = ageClassOf(dog.dogBirthDate, today, bands);
  return [ageClass === 'Puppy' ? 'young' : ageClass.toLowerCase()];
}

export function fromDog(
  dog: Dog,
  breeds: BreedChoice[],
  today: string,
  added = 0,
  bands?: Site['ageBands'],
): DogFacts {
  const goodWith = {
    kids: friendly(dog.dogFriendlyWithKids),
    dogs: friendly(dog.dogFriendlyWithDogs),
    cats: friendly(dog.dogFriendlyWithCats),
  };
  const pounds = poundsOf(dog.dogWeight);
  const values: FacetValues = {
    breed: breedValues([dog.dogBreed], false, breeds),
    age: dogAgeGroup(dog, today, bands),
    sex: [dog.dogGender.toLowerCase()],
    size: pounds === null ? [] : [sizeOfWeight(pounds)],
    kids: yes(goodWith.kids),
    dogs: yes(goodWith.dogs),
    cats: yes(goodWith.cats),
    energy: dog.dogEnergyLevel ? [dog.dogEnergyLevel.toLowerCase()] : [],
    trained: dog.dogHouseTrained === 'Yes' ? ['yes'] : [],
  };
  return {
    key: String(dog.id),
    name: dog.dogName,
    added,
    born: dog.dogBirthDate?.slice(0, 7) ?? bornOf(dog.dogAge ?? ''),
    values,
    goodWith,
  };
}

const animalAges: Record<string, string> = {
  Baby: 'young',
  Young: 'young',
  Adult: 'adult',
  Senior: 'senior',
};

const animalSizes: Record<string, string> = {
  Small: 'small',
  Medium: 'medium',
  Large: 'large',
  'Extra Large': 'extra-large',
};

const answered = (value: GoodWith) => (value === 'not known' ? null : value === 'yes');

/** Whether the animal gets on with children, dogs and cats (null when not known). */
export function animalGoodWith(animal: ListedAnimal): DogFacts['goodWith'] {
  return {
    kids: answered(animal.goodWith.children),
    dogs: answered(animal.goodWith.dogs),
    cats: answered(animal.goodWith.cats),
  };
}

export function fromAnimal(animal: ListedAnimal, breeds: BreedChoice[]): DogFacts {
  const goodWith = animalGoodWith(animal);
  const sex = animal.gender?.toLowerCase();
  const size = animal.size && animalSizes[animal.size];
  const age = animalAges[animal.age];
  const values: FacetValues = animal.values ?? {
    breed: breedValues([animal.breed ?? '', animal.secondaryBreed ?? ''], animal.mixed, breeds),
    age: age ? [age] : [],
    sex: sex === 'male' || sex === 'female' ? [sex] : [],
    size: size ? [size] : [],
    kids: yes(goodWith.kids),
    dogs: yes(goodWith.dogs),
    cats: yes(goodWith.cats),
    // The service has no energy level.
    energy: [],
    trained: yes(animal.houseTrained),
  };
  return {
    key: String(animal.id),
    name: animal.name,
    added: Date.parse(animal.publishedAt ?? '') || 0,
    born: null,
    values,
    goodWith,
  };
}
