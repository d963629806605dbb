import { describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { filterCss } from '#lib/filters/css.ts';
import { normalizeAnimal } from '#lib/listings/normalize.ts';
import {
  ageGroupOf,
  bornOf,
  breedValues,
  fromAnimal,
  arrivalRanks,
  fromDog,
  poundsOf,
  sizeOfWeight,
} from '#lib/filters/dogFacts.ts';
import {
  emptyState,
  filterOptions,
  matches,
  offeredFieldsets,
  offeredOnly,
  queryFromState,
  sortDogs,
  sortPositions,
  stateFromQuery,
} from '#lib/filters/facets.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';

const today = '2026-06-01';
const { dogs: localDogs, site } = readValidContent();
const breeds = breedChoices(site);
const options = filterOptions(breeds);
// As committed together: arrival is file order.
const ranks = arrivalRanks(localDogs, new Map());
const dogs = localDogs.map((dog) => fromDog(dog, breeds, today, ranks.get(dog.id)));
const byName = (name: string) => dogs.find((dog) => dog.name === name)!;
const names = (list: { name: string }[]) => list.map((dog) => dog.name);

describe('mapping a local dog record', () => {
  it('reads breed, age group, sex, size, good-with, energy and house training', () => {
    expect(byName('Pepper').values).toEqual({
      breed: ['german-shepherd', 'corgi', 'pembroke', 'mix'],
      age: ['young'],
      sex: ['female'],
      size: ['medium'],
      kids: ['yes'],
      dogs: ['yes'],
      cats: [],
      energy: ['high'],
      trained: [],
    });
    expect(byName('Pepper').goodWith).toEqual({ kids: true, dogs: true, cats: false });
    expect(byName('Luna').goodWith.cats).toBeNull();
    expect(byName('Waffles').values.breed).toEqual(['corgi', 'cardigan']);
    expect(byName('Bruno').values.size).toEqual(['large']);
    expect(byName('Bruno').born).toBe('2019-03');
  });

  it('takes the age group from the category, else from the date of birth', () => {
    expect(ageGroupOf('Senior - DOB 01/2015', today)).toEqual(['senior']);
    expect(ageGroupOf('Puppy - DOB 02/2026', today)).toEqual(['young']);
    expect(ageGroupOf('DOB 01/2025', today)).toEqual(['young']);
    expect(ageGroupOf('DOB 01/2021', today)).toEqual(['adult']);
    expect(ageGroupOf('DOB 01/2017', today)).toEqual(['senior']);
    expect(ageGroupOf('about five', today)).toEqual([]);
    expect(bornOf('Adult - DOB 13/2019')).toBeNull();
  });

  it('reads weights in pounds or kilograms into Petfinder size classes', () => {
    expect(poundsOf('68 lbs')).toBe(68);
    expect(Math.round(poundsOf('50 kg')!)).toBe(110);
    expect(poundsOf('big')).toBeNull();
    expect(poundsOf(undefined)).toBeNull();
    expect([25, 26, 60, 61, 100, 101].map(sizeOfWeight)).toEqual([
      'small',
      'medium',
      'medium',
      'large',
      'large',
      'extra-large',
    ]);
    expect(breedValues(['GSD mix'], false, breeds)).toEqual(['german-shepherd', 'mix']);
  });

  it("matches another rescue's breeds, one choice per breed when site.json names no filters", () => {
    const hounds = breedChoices({
      ...site,
      breeds: [
        { name: 'Beagle', plural: 'Beagles' },
        { name: 'Basset Hound', plural: 'Basset Hounds' },
      ],
      breedFilters: undefined,
    });
    expect(hounds).toEqual([
      { label: 'Beagle', value: 'beagle', matches: ['Beagle'] },
      { label: 'Basset Hound', value: 'basset-hound', matches: ['Basset Hound'] },
    ]);
    expect(breedValues(['Beagle / Basset Hound'], false, hounds)).toEqual([
      'beagle',
      'basset-hound',
    ]);
    // A match starts a word: a "Pocket Beagle" is a beagle, a "Beaglier" is not one.
    expect(breedValues(['Pocket Beagle'], false, hounds)).toEqual(['beagle']);
    expect(breedValues(['Beaglier'], true, hounds)).toEqual(['mix']);
    expect(breedValues(['German Shepherd'], false, hounds)).toEqual([]);
  });
});

describe('mapping a listing-service animal', () => {
  const animals = readSampleData().animals;
  const animal = (name: string) =>
    fromAnimal(normalizeAnimal(animals.find((one) => one.name === name)!), breeds);

  it('reads the same facets; unknown (null) is not yes, and there is no energy level', () => {
    const koda = animal('Koda');
    expect(koda.values.breed).toEqual(['german-shepherd', 'mix']);
    expect(koda.values.kids).toEqual([]);
    expect(koda.goodWith).toEqual({ kids: null, dogs: true, cats: false });
    expect(koda.values.energy).toEqual([]);
    expect(animal('Rosie').values.breed).toEqual(['corgi', 'pembroke', 'cardigan', 'mix']);
    expect(animal('Biscuit').values.age).toEqual(['young']);
    expect(animal('Duke').values.size).toEqual(['extra-large']);
    expect(animal('Pippin').values.trained).toEqual([]);
  });
});

describe('matching, counting and sorting', () => {
  it('Corgi shows exactly the corgis, and good with cats narrows further', () => {
    const corgis = { ...emptyState, chosen: { breed: ['corgi'] } };
    expect(names(dogs.filter((dog) => matches(dog, corgis)))).toEqual([
      'Biscuit',
      'Waffles',
      'Pepper',
    ]);
    const withCats = { ...emptyState, chosen: { breed: ['corgi'], cats: ['yes'] } };
    expect(names(dogs.filter((dog) => matches(dog, withCats)))).toEqual(['Biscuit', 'Waffles']);
    const either = { ...emptyState, chosen: { breed: ['pembroke', 'cardigan'] } };
    expect(dogs.filter((dog) => matches(dog, either))).toHaveLength(3);
  });

  it('offers only options some dog has, each with its count', () => {
    const offered = offeredFieldsets(dogs, breeds);
    const breed = offered.find((fieldset) => fieldset.legend === 'filters.legendBreed')!;
    expect(breed.options.map(({ value, count }) => [value, count])).toEqual([
      ['german-shepherd', 4],
      ['corgi', 3],
      ['pembroke', 2],
      ['cardigan', 1],
      ['mix', 1],
    ]);
    const sizes = offered.find((fieldset) => fieldset.legend === 'filters.legendSize')!;
    expect(sizes.options.map((option) => option.value)).not.toContain('extra-large');
    expect(
      offeredOnly({ ...emptyState, chosen: { size: ['extra-large', 'small'] } }, dogs),
    ).toEqual({ ...emptyState, chosen: { size: ['small'] } });
  });

  it('sorts newest first, by name and by age (youngest first)', () => {
    expect(names(sortDogs(dogs, 'newest'))).toEqual([
      'Pepper',
      'Shadow',
      'Waffles',
      'Luna',
      'Biscuit',
      'Bruno',
    ]);
    expect(names(sortDogs(dogs, 'name'))).toEqual([
      'Biscuit',
      'Bruno',
      'Luna',
      'Pepper',
      'Shadow',
      'Waffles',
    ]);
    expect(names(sortDogs(dogs, 'age'))).toEqual([
      'Pepper',
      'Biscuit',
      'Waffles',
      'Luna',
      'Bruno',
      'Shadow',
    ]);
    expect(sortPositions(dogs).get(byName('Waffles').key)).toEqual({ newest: 2, name: 5, age: 2 });
  });

  it('sorts names in dictionary order, as a collator would, without one', () => {
    const written = ['zoë', 'Émile', 'ava', 'Zoe', 'Bo-Bo', 'Bo', 'Ángel', 'beau', 'Ava Mae'];
    const named = written.map((name, index) => ({ ...dogs[0]!, key: name, name, added: index }));
    const byCollator = [...written].sort((a, b) => a.localeCompare(b, 'en'));
    // Accents and case only break ties, so names differing in nothing else may swap.
    const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(names(sortDogs(named, 'name')).map(fold)).toEqual(byCollator.map(fold));
    expect(names(sortDogs(named, 'name'))).toEqual([
      'Ángel',
      'ava',
      'Ava Mae',
      'beau',
      'Bo',
      'Bo-Bo',
      'Émile',
      'Zoe',
      'zoë',
    ]);
  });
});

describe('the URL query', () => {
  it('round-trips a choice, in the form order', () => {
    const state = stateFromQuery('?cats=yes&breed=pembroke&breed=corgi&sort=name', options);
    expect(state).toEqual({
      chosen: { breed: ['corgi', 'pembroke'], cats: ['yes'] },
      sort: 'name',
    });
    expect(queryFromState(state, options)).toBe('?breed=corgi&breed=pembroke&cats=yes&sort=name');
    expect(stateFromQuery('?breed=corgi,mix', options).chosen.breed).toEqual(['corgi', 'mix']);
    expect(queryFromState(emptyState, options)).toBe('');
  });

  it('ignores unknown keys, values and sorts', () => {
    expect(stateFromQuery('?breed=poodle&cats=no&sort=%3Cscript%3E&x=1', options)).toEqual(
      emptyState,
    );
  });
});

describe('the CSS rules', () => {
  it('have a rule for every option and every sort', () => {
    const css = filterCss(breeds);
    for (const { facet, value } of options) {
      expect(css).toContain(
        `[name="${facet}"][value="${value}"]:checked) [data-dog][data-${facet}~="${value}"]`,
      );
    }
    for (const sort of ['newest', 'name', 'age']) expect(css).toContain(`var(--order-${sort})`);
  });
});
