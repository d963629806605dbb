import type { MessageKey, Translate } from '../messages/translator.ts';

/** The filter model shared by every dog list: what can be chosen, what a dog is, what matches. */

/**
 * One checkbox: its URL key (`facet`), its URL value and its label: a catalogue message, or the
 * rescue's own words for a breed.
 */
export interface FilterOption {
  facet: Facet;
  value: string;
  label: MessageKey | { text: string };
}

/** An option's words: its catalogue message, or the rescue's own words for a breed. */
export function optionText({ label }: Pick<FilterOption, 'label'>, t: Translate): string {
  return typeof label === 'string' ? t(label) : label.text;
}

/** A breed choice: site.json `breedFilters`, else one per breed (lib/filters/breedChoices.ts). */
export interface BreedChoice {
  label: string;
  value: string;
  /** Words that, starting a word of a dog's breed, choose it: 'corgi', 'gsd'. */
  matches: string[];
}

/** An option as the address and the form name it. */
export type FilterChoice = Pick<FilterOption, 'facet' | 'value'>;

export interface FilterFieldset {
  legend: MessageKey;
  options: FilterOption[];
}

export const facetNames = [
  'breed',
  'age',
  'sex',
  'size',
  'kids',
  'dogs',
  'cats',
  'energy',
  'trained',
] as const;
export type Facet = (typeof facetNames)[number];

/** What a dog is, facet by facet; an empty list means not known. */
export type FacetValues = Record<Facet, string[]>;

const option = (facet: Facet, value: string, label: FilterOption['label']): FilterOption => ({
  facet,
  value,
  label,
});

/**
 * Every choice, in the order the form shows them: the rescue's breeds, then the rest. Options of
 * one facet are alternatives (any may match); different facets must all match.
 */
function filterFieldsets(breeds: BreedChoice[]): FilterFieldset[] {
  const breedOptions = breeds.map(({ value, label }) => option('breed', value, { text: label }));
  return [
    {
      legend: 'filters.legendBreed',
      options: [...breedOptions, option('breed', 'mix', 'filters.optionBreedMix')],
    },
    ...otherFieldsets,
  ];
}

export function filterOptions(breeds: BreedChoice[]): FilterOption[] {
  return filterFieldsets(breeds).flatMap((fieldset) => fieldset.options);
}

const otherFieldsets: FilterFieldset[] = [
  {
    legend: 'filters.legendAge',
    options: [
      option('age', 'young', 'filters.optionAgeYoung'),
      option('age', 'adult', 'filters.optionAgeAdult'),
      option('age', 'senior', 'filters.optionAgeSenior'),
    ],
  },
  {
    legend: 'filters.legendSex',
    options: [
      option('sex', 'male', 'filters.optionSexMale'),
      option('sex', 'female', 'filters.optionSexFemale'),
    ],
  },
  {
    legend: 'filters.legendSize',
    options: [
      option('size', 'small', 'filters.optionSizeSmall'),
      option('size', 'medium', 'filters.optionSizeMedium'),
      option('size', 'large', 'filters.optionSizeLarge'),
      option('size', 'extra-large', 'filters.optionSizeExtraLarge'),
    ],
  },
  {
    legend: 'filters.legendGoodWith',
    options: [
      option('kids', 'yes', 'filters.optionKidsYes'),
      option('dogs', 'yes', 'filters.optionDogsYes'),
      option('cats', 'yes', 'filters.optionCatsYes'),
    ],
  },
  {
    legend: 'filters.legendEnergyLevel',
    options: [
      option('energy', 'low', 'filters.optionEnergyLow'),
      option('energy', 'medium', 'filters.optionEnergyMedium'),
      option('energy', 'high', 'filters.optionEnergyHigh'),
    ],
  },
  {
    legend: 'filters.legendTraining',
    options: [option('trained', 'yes', 'filters.optionTrainedYes')],
  },
];

export const sorts = [
  { value: 'newest', label: 'filters.sortNewest' },
  { value: 'name', label: 'filters.sortName' },
  { value: 'age', label: 'filters.sortAge' },
] as const;
export type Sort = (typeof sorts)[number]['value'];
export const defaultSort: Sort = 'newest';

export type GoodWith = 'kids' | 'dogs' | 'cats';

/** A dog of any list, as the filters, the sorts and the card badges see it. */
export interface DogFacts {
  key: string;
  name: string;
  /** Larger is newer: when the dog was listed, or its record number. */
  added: number;
  /** Year and month of birth ('2019-03') when known, to sort by age within an age group. */
  born: string | null;
  values: FacetValues;
  /** true, false, or null when not known. */
  goodWith: Record<GoodWith, boolean | null>;
}

/** The visitor's choice: the chosen values of each facet, and the sort. */
export interface FilterState {
  chosen: Partial<Record<Facet, string[]>>;
  sort: Sort;
}

export const emptyState: FilterState = { chosen: {}, sort: defaultSort };

export function matches(dog: Pick<DogFacts, 'values'>, { chosen }: Pick<FilterState, 'chosen'>) {
  return facetNames.every((facet) => {
    const wanted = chosen[facet] ?? [];
    return wanted.length === 0 || wanted.some((value) => dog.values[facet].includes(value));
  });
}

/** The options that match at least one dog, with how many, fieldset by fieldset. */
export function offeredFieldsets(dogs: DogFacts[], breeds: BreedChoice[]) {
  return filterFieldsets(breeds)
    .map(({ legend, options }) => ({
      legend,
      options: options
        .map((choice) => ({
          ...choice,
          count: dogs.filter((dog) => dog.values[choice.facet].includes(choice.value)).length,
        }))
        .filter((choice) => choice.count > 0),
    }))
    .filter((fieldset) => fieldset.options.length > 0);
}

const ageOrder = ['young', 'adult', 'senior'];
const ageIndex = (dog: DogFacts) => {
  const index = ageOrder.indexOf(dog.values.age[0] ?? '');
  return index === -1 ? ageOrder.length : index;
};
// Sorting runs as a live page hydrates, so it never asks Intl for a collator: a browser loads its
// collation data on first use, a long task on a phone. Dates are ISO, so code-unit
// order is their order; names compare without accents or case first, then as written.
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nameKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byName = (a: DogFacts, b: DogFacts) =>
  inOrder(nameKey(a.name), nameKey(b.name)) || inOrder(a.name, b.name);

const comparators: Record<Sort, (a: DogFacts, b: DogFacts) => number> = {
  newest: (a, b) => b.added - a.added || byName(a, b),
  name: (a, b) => byName(a, b) || b.added - a.added,
  // Younger first: by age group, then by birth (later is younger); unknown births last.
  age: (a, b) => ageIndex(a) - ageIndex(b) || inOrder(b.born ?? '', a.born ?? '') || byName(a, b),
};

export function sortDogs<T extends DogFacts>(dogs: T[], sort: Sort): T[] {
  return [...dogs].sort(comparators[sort]);
}

/** Each dog's position in every sort, so that CSS can order cards without JavaScript. */
export function sortPositions(dogs: DogFacts[]): Map<string, Record<Sort, number>> {
  const positions = new Map(dogs.map((dog) => [dog.key, { newest: 0, name: 0, age: 0 }]));
  for (const { value } of sorts) {
    sortDogs(dogs, value).forEach((dog, index) => {
      positions.get(dog.key)![value] = index;
    });
  }
  return positions;
}

/** Reads `?breed=corgi&cats=yes&sort=name`; keys and values not among `options` are ignored. */
export function stateFromQuery(search: string, options: FilterChoice[]): FilterState {
  const params = new URLSearchParams(search);
  const chosen: FilterState['chosen'] = {};
  for (const { facet, value } of options) {
    const given = params.getAll(facet).flatMap((entry) => entry.split(','));
    if (given.includes(value)) chosen[facet] = [...(chosen[facet] ?? []), value];
  }
  const sort = sorts.find((candidate) => candidate.value === params.get('sort'))?.value;
  return { chosen, sort: sort ?? defaultSort };
}

/** The query of a state, '' for none, in the options' order so equal choices give equal URLs. */
export function queryFromState({ chosen, sort }: FilterState, options: FilterChoice[]): string {
  const params = new URLSearchParams();
  for (const { facet, value } of options) {
    if (chosen[facet]?.includes(value)) params.append(facet, value);
  }
  if (sort !== defaultSort) params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The choice without values that no dog has (a shared link may name one that has since gone). */
export function offeredOnly(state: FilterState, dogs: DogFacts[]): FilterState {
  const chosen: FilterState['chosen'] = {};
  for (const facet of facetNames) {
    const values = (state.chosen[facet] ?? []).filter((value) =>
      dogs.some((dog) => dog.values[facet].includes(value)),
    );
    if (values.length > 0) chosen[facet] = values;
  }
  return { chosen, sort: state.sort };
}
