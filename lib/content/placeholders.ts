import { resolvedSchema, type JsonSchema } from './schemas.ts';
import { mailbox } from './siteFacts.ts';
import type { Site } from './types.generated.ts';

/**
 * `{name}`, `{emails.adoption}`, `{breeds}`…: a fact of site.json named in a page's words, so the
 * words stay the rescue's own when its facts change.
 */
const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}/g;

/** Facts made from several fields or worded for prose; every other name is a path into site.json. */
const madeFacts: Record<string, (site: Site) => string> = {
  breeds: (site) => joinedList(site.breeds.map((breed) => breed.plural)),
  state: (site) => stateNames[site.address.state.toUpperCase()] ?? site.address.state,
  address: ({ address }) => `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
};

export interface UnknownPlaceholder {
  /** As written, braces included: `{emial}`. */
  placeholder: string;
  /** Where it starts in the text. */
  index: number;
}

/**
 * The text with every placeholder replaced by the site's fact, and the placeholders that name no
 * fact (left as written). A fact site.json may leave out (an unused e-mail address) fills in empty.
 */
export function fillPlaceholders(
  text: string,
  site: Site,
): { text: string; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const filled = text.replace(placeholderPattern, (placeholder, name: string, index: number) => {
    const fact = factOf(site, name);
    if (fact === undefined) unknown.push({ placeholder, index });
    return fact ?? placeholder;
  });
  return { text: filled, unknown };
}

function factOf(site: Site, name: string): string | undefined {
  const made = madeFacts[name];
  if (made) return made(site);
  const path = name.split('.');
  if (!isTextField(resolvedSchema('site.schema.json'), path)) return undefined;
  // A mailbox the rescue has not set is its contact address, as in the components.
  if (path[0] === 'emails' && path.length === 2) {
    return mailbox(site, path[1] as keyof NonNullable<Site['emails']>);
  }
  const value = path.reduce<unknown>(
    (at, key) => (at as Record<string, unknown> | undefined)?.[key],
    site,
  );
  return value === undefined ? '' : String(value);
}

/** Whether the site schema has a text or number field at the path. */
function isTextField(schema: JsonSchema, path: string[]): boolean {
  const field = path.reduce<JsonSchema | undefined>(
    (at, key) => (Object.hasOwn(at?.properties ?? {}, key) ? at!.properties![key] : undefined),
    schema,
  );
  return ['string', 'integer', 'number'].includes(field?.type ?? '');
}

/** "A", "A and B", "A, B and C". */
export function joinedList(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
