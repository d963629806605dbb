import { existsSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { slugOf } from '#lib/content/slug.ts';
import { describeError, resolvedSchema } from '#lib/content/schemas.ts';
import { joinedList, stateName } from '#lib/messages/siteWords.ts';
import { isKnownTimeZone, timeZoneOfState } from '#lib/content/timeZones.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { valueChecks } from './valueChecks.ts';

/** The answers of `rescue init`, as site.json holds them (logo: the file to copy in, '' to draw one). */
export interface InitAnswers {
  name: string;
  shortName: string;
  tagline: string;
  siteUrl: string;
  email: string;
  phone: string;
  address: Site['address'];
  timeZone: string;
  breeds: NonNullable<Site['breeds']>;
  mission: string;
  primaryColor: string;
  accentColor: string;
  logo: string;
  listingOrg: string;
  /** In US dollars; '' when the rescue sets each dog's fee. */
  usualFee: number | '';
  /** In US dollars; '' when there is none. */
  applicationFee: number | '';
  /** The payment provider's donation page; '' for none yet. */
  donationUrl: string;
}

export type InitKey = keyof InitAnswers;

/** One question of `rescue init`: its flag, its words (from the site schema), its default, its check. */
export interface InitQuestion {
  key: InitKey;
  flag: string;
  title: string;
  description: string;
  /** The default, from the folder's name and the answers before it; undefined when only the rescue knows. */
  fallback: (answers: Partial<InitAnswers>, root: string) => string | undefined;
  /** The typed text as site.json holds it; throws a sentence saying what is wrong. */
  read: (text: string, cwd: string) => InitAnswers[InitKey];
}

const site = resolvedSchema('site.schema.json');
const words = (pointer: string) => {
  const schema = pointer
    .split('/')
    .filter(Boolean)
    .reduce((at, name) => at.properties?.[name] ?? at.items ?? {}, site);
  return {
    title: schema.title ?? pointer,
    description: (schema.description ?? '').replace(/\.$/, ''),
  };
};

/** Checks a value of a top-level site.json field with its schema; throws the first problem, as a sentence. */
function checked<T>(field: string, title: string, value: T): T {
  const validate = valueChecks().validatorFor(`site.schema.json#/properties/${field}`);
  if (validate(value)) return value;
  const { pointer, message } = describeError(validate.errors![0]!);
  const part = pointer ? words(`${field}${pointer.replace(/\/\d+/g, '')}`).title : title;
  throw new Error(`${part} ${message}.`);
}

const text = (field: string) => (typed: string) => checked(field, words(field).title, typed.trim());

const colour = (part: 'primaryColor' | 'accentColor') => (typed: string) => {
  const value = typed.trim().toLowerCase();
  checked('theme', '', { primaryColor: '#000000', accentColor: '#000000', [part]: value });
  return value;
};

/** "12 Harbor Rd, Madison, WI 53703" → street, city, state and ZIP. */
function readAddress(typed: string): Site['address'] {
  const parts = /^(.+),\s*([^,]+),\s*([A-Za-z]{2})\s+([0-9-]+)$/.exec(typed.trim());
  if (!parts) {
    throw new Error(
      'Postal address must be one line: street, city, state and ZIP, such as "12 Harbor Rd, Madison, WI 53703".',
    );
  }
  const [, street, city, state, zip] = parts as unknown as string[];
  return checked('address', 'Postal address', {
    street: street!.trim(),
    city: city!.trim(),
    state: state!.toUpperCase(),
    zip: zip!,
  });
}

/** "Beagle, Basset Hound" → each breed with its plural as English makes it. */
function readBreeds(typed: string): InitAnswers['breeds'] {
  const names = typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error('Breeds must name at least one breed.');
  return checked(
    'breeds',
    'Breeds',
    names.map((name) => ({ name, plural: plural(name) })),
  );
}

function plural(name: string): string {
  if (/(s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

function readLogo(typed: string, cwd: string): string {
  const file = typed.trim();
  if (file === '') return '';
  const path = resolve(cwd, file);
  if (!existsSync(path) || !statSync(path).isFile())
    throw new Error(`Logo file not found: ${file}`);
  if (!['.svg', '.png'].includes(extname(file).toLowerCase())) {
    throw new Error(`Logo must be an SVG or PNG file: ${file}`);
  }
  return file;
}

/** A site address without the path a browser adds: https://host. */
function readSiteUrl(typed: string): string {
  return checked('siteUrl', words('siteUrl').title, typed.trim().replace(/\/+$/, ''));
}

/** An IANA time zone name this computer knows, as site.json holds it. */
function readTimeZone(typed: string): string {
  const zone = checked('timeZone', words('timeZone').title, typed.trim());
  if (!isKnownTimeZone(zone)) {
    throw new Error(
      `Time zone ${zone} is not one this computer knows: write its IANA name, such as America/Denver.`,
    );
  }
  return zone;
}

/** What a rescue is about, from its breeds and state: "Beagles and Basset Hounds find homes…". */
function missionOf({ breeds = [], address }: Partial<InitAnswers>): string {
  const names = joinedList(breeds.map((breed) => breed.plural)) || 'Dogs';
  const where = address ? ` in ${stateName(address.state)}` : '';
  return `${names} find loving homes through our foster families${where}.`;
}

/** A donation page's address, as site.json's donation link of a payment provider holds it; '' for none. */
function readDonationUrl(typed: string): string {
  const url = typed.trim();
  if (url === '') return '';
  return checked('donationLinks', words('donationLinks/paypal').title, { paypal: url }).paypal;
}

/** The Worker's name, from the short name: also the first part of its workers.dev address. */
export function workerName(shortName: string): string {
  return slugOf(shortName).slice(0, 63).replace(/-+$/, '') || 'rescue-site';
}

/** A fee in US dollars ('$150' or '150.00' alike), or '' when left empty. */
function readFee(part: 'usual' | 'application') {
  return (typed: string): number | '' => {
    const trimmed = typed.trim().replace(/^\$/, '').replace(/,/g, '');
    if (trimmed === '') return '';
    const fee = /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (Number.isNaN(fee))
      throw new Error(
        `${words(`adoptionFees/${part}`).title} must be an amount in US dollars, such as 150.`,
      );
    return fee;
  };
}

/** Why a question has no default, said in it: only the rescue knows the answer. */
const noDefault = (why: string) => `no default: ${why}`;

const titleCase = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export const initQuestions: InitQuestion[] = [
  {
    key: 'name',
    flag: 'name',
    ...words('name'),
    fallback: (_, root) => titleCase(basename(root)),
    read: text('name'),
  },
  {
    key: 'shortName',
    flag: 'short-name',
    ...words('shortName'),
    fallback: (answers) => answers.name,
    read: text('shortName'),
  },
  {
    key: 'tagline',
    flag: 'tagline',
    ...words('tagline'),
    fallback: () => 'Every dog deserves a home',
    read: text('tagline'),
  },
  {
    key: 'siteUrl',
    flag: 'site-url',
    title: words('siteUrl').title,
    description:
      "the address visitors will use. Until you have a domain it is the one Cloudflare gives the Worker, https://<worker>.<your account's subdomain>.workers.dev: add your subdomain when you know it (rescue validate reminds you), or change siteUrl in content/site.json any time",
    fallback: (answers) => `https://${workerName(answers.shortName ?? '')}.workers.dev`,
    read: readSiteUrl,
  },
  {
    key: 'email',
    flag: 'email',
    title: words('email').title,
    description: `${words('email').description}, on every page; ${noDefault('a mailbox the rescue reads, which only you know')}`,
    fallback: () => undefined,
    read: text('email'),
  },
  {
    key: 'phone',
    flag: 'phone',
    title: words('phone').title,
    description: `${words('phone').description}, on every page; ${noDefault('only your rescue knows it')}`,
    fallback: () => undefined,
    read: text('phone'),
  },
  {
    key: 'address',
    flag: 'address',
    title: words('address').title,
    description: `one line: street, city, state and ZIP, such as "12 Harbor Rd, Madison, WI 53703"; ${noDefault('only your rescue knows it')}`,
    fallback: () => undefined,
    read: readAddress,
  },
  {
    key: 'timeZone',
    flag: 'time-zone',
    title: words('timeZone').title,
    description:
      "the IANA name of the rescue's time zone, such as America/Denver: event times are in it (the default is your state's)",
    fallback: (answers) => (answers.address && timeZoneOfState(answers.address.state)) ?? 'UTC',
    read: readTimeZone,
  },
  {
    key: 'breeds',
    flag: 'breeds',
    title: words('breeds').title,
    description: `${words('breeds').description}, separated by commas, such as "Beagle, Basset Hound"`,
    fallback: () => 'Mixed Breed',
    read: readBreeds,
  },
  {
    key: 'mission',
    flag: 'mission',
    title: words('mission').title,
    description: `one sentence of what the rescue is about, such as "${String(site.properties?.mission?.examples?.[0])}": the home page, About and search results say it (the default names your breeds)`,
    fallback: missionOf,
    read: text('mission'),
  },
  {
    key: 'primaryColor',
    flag: 'primary-color',
    ...words('theme/primaryColor'),
    fallback: () => '#6b3410',
    read: colour('primaryColor'),
  },
  {
    key: 'accentColor',
    flag: 'accent-color',
    ...words('theme/accentColor'),
    fallback: () => '#f2b541',
    read: colour('accentColor'),
  },
  {
    key: 'logo',
    flag: 'logo',
    title: words('logo').title,
    description: 'an SVG or PNG file to copy in; leave empty to draw one from your initials',
    fallback: () => '',
    read: readLogo,
  },
  {
    key: 'listingOrg',
    flag: 'listing-org',
    ...words('petfinderOrganizationId'),
    description: `${words('petfinderOrganizationId').description}; leave empty if you have none yet`,
    fallback: () => '',
    read: (typed) => (typed.trim() === '' ? '' : text('petfinderOrganizationId')(typed)),
  },
  {
    key: 'usualFee',
    flag: 'usual-fee',
    ...words('adoptionFees/usual'),
    description: `${words('adoptionFees/usual').description}, such as 150; leave empty to write each dog's own fee`,
    fallback: () => '',
    read: readFee('usual'),
  },
  {
    key: 'applicationFee',
    flag: 'application-fee',
    ...words('adoptionFees/application'),
    description:
      'the non-refundable fee paid with an application, in US dollars, such as 25 (with a usual fee); leave empty if there is none',
    fallback: () => '',
    read: readFee('application'),
  },
  {
    key: 'donationUrl',
    flag: 'donation-url',
    title: 'Donation link',
    description:
      'the page of your payment provider (PayPal, Givebutter…) where visitors give online, shown on Donate; leave empty if you have none yet',
    fallback: () => '',
    read: readDonationUrl,
  },
];
