import type { Site } from '#lib/content/types.generated.ts';
import { defaultLanguage, localeOf } from './languages.ts';

/**
 * Facts made from several fields or worded for prose, by the names page texts (`{breeds}`) and
 * catalogue messages use: every other placeholder is a path into site.json.
 */
export function siteWords(site: Site, lang = defaultLanguage): Record<string, string> {
  const { address } = site;
  const list = (items: string[], type: 'conjunction' | 'disjunction') => listIn(lang, items, type);
  return {
    // A rescue of every breed names its animals instead.
    breeds:
      list(
        site.breeds.map((breed) => breed.plural),
        'conjunction',
      ) || site.animal.plural,
    breedChoice:
      list(
        site.breeds.map((breed) => breed.name),
        'disjunction',
      ) || site.animal.singular,
    breedNames:
      list(
        site.breeds.map((breed) => breed.name),
        'conjunction',
      ) || site.animal.singular,
    state: stateName(address.state),
    stateCode: address.state.toUpperCase(),
    // For a message's `{salesTax, select, yes {…} other {}}`: fees carry sales tax only where the rescue says so.
    salesTax: site.salesTaxOnFees ? 'yes' : 'no',
    address: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    zip: address.zip,
  };
}

/** Items as prose in a language: English as joinedList writes it, another as Intl does. */
export function listIn(
  lang: string,
  items: string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return lang === defaultLanguage
    ? joinedList(items, type === 'conjunction' ? 'and' : 'or')
    : new Intl.ListFormat(localeOf(lang), { type }).format(items);
}

/** "A", "A and B", "A, B and C" (or "A or B"): English without the serial comma. */
export function joinedList(items: string[], conjunction = 'and'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A state's name in prose, from its code: "Minnesota" for "MN". */
export function stateName(code: string): string {
  return stateNames[code.toUpperCase()] ?? code;
}

/** `{state}` says the state's name in prose: "Minnesota", not "MN". */
const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
