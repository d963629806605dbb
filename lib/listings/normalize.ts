import { decodeHtmlEntities } from './htmlEntities.ts';
import type { FacetValues } from '../filters/facets.ts';
import type { Animal, Pagination } from './types.ts';

/** An adopter's answer to "good with kids/dogs/cats?"; the service often does not know. */
export type GoodWith = 'yes' | 'no' | 'not known';

export interface ListedPhoto {
  /** For phones' srcset. */
  small: string;
  /** For cards (spec §2: the medium size of the first photo). */
  medium: string;
  /** For the details gallery. */
  large: string;
  /** The files' own widths where they are not the service's (a rescue's own photo, lib/listings/ownAnimals.ts). */
  widths?: { small: number; medium: number; large: number };
}

/**
 * What listing pages show of a service animal: plain text, decoded and trimmed, with every field
 * the service does not know left out (undefined). Pages and components only ever see this form.
 */
export interface ListedAnimal {
  id: number;
  name: string;
  status: string;
  age: string;
  /**
   * The filters' values of one of the rescue's own dogs (lib/listings/ownAnimals.ts), as Available
   * Dogs has them, so that both lists filter it alike.
   */
  values?: FacetValues;
  gender?: string;
  /** The primary breed. */
  breed?: string;
  secondaryBreed?: string;
  /** A mix: the service says so, or names a second breed. */
  mixed: boolean;
  /** 'Small', 'Medium', 'Large', 'Extra Large'. */
  size?: string;
  coat?: string;
  color?: string;
  /** The description as paragraphs of plain text; empty when there is none. */
  description: string[];
  /** The card's description: the first 150 characters, with '...' when cut. */
  excerpt: string;
  photos: ListedPhoto[];
  goodWith: { children: GoodWith; dogs: GoodWith; cats: GoodWith };
  houseTrained?: boolean;
  specialNeeds?: boolean;
  shotsCurrent?: boolean;
  spayedNeutered?: boolean;
  /** When the animal was listed (ISO 8601), for sorting newest first. */
  publishedAt?: string;
  /** The rescue's own Dog ID (organization_animal_id): set on the dogs `rescue syndicate` sends. */
  dogID?: string;
}

const excerptLength = 150;
// Double encoding needs two passes; more than a few means hostile input, left as it stands.
const maxDecodePasses = 5;

/** Decodes HTML entities until the text stops changing: the service encodes some twice. */
export function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < maxDecodePasses; pass += 1) {
    // The result stays text: pages render it as text, never as markup.
    const next = decodeHtmlEntities(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** One line of plain text: decoded, runs of whitespace made single spaces, trimmed. */
function line(value: string | null | undefined): string {
  return typeof value === 'string' ? decodeEntities(value).replace(/\s+/g, ' ').trim() : '';
}

/** A short field, or undefined when the service sent nothing or says it does not know. */
function known(value: string | null | undefined): string | undefined {
  const text = line(value);
  return text && text.toLowerCase() !== 'unknown' ? text : undefined;
}

/** Paragraphs of a description: every line break of the service starts a new one. */
export function paragraphs(description: string | null | undefined): string[] {
  if (typeof description !== 'string') return [];
  return decodeEntities(description)
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The first 150 characters (whole characters, so an emoji is never split), '...' when cut. */
export function excerpt(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= excerptLength) return text;
  return `${characters.slice(0, excerptLength).join('').trimEnd()}...`;
}

function goodWith(value: boolean | null | undefined): GoodWith {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return 'not known';
}

function flag(value: boolean | null | undefined): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

// Photos load in visitors' browsers: only web addresses, never javascript: or data: ones.
function photoAddress(value: unknown): string | undefined {
  return typeof value === 'string' && /^(https?:\/\/|\/(?!\/))\S+$/i.test(value.trim())
    ? value.trim()
    : undefined;
}

function listedPhotos(photos: Animal['photos'] | null | undefined): ListedPhoto[] {
  if (!Array.isArray(photos)) return [];
  return photos.flatMap((photo) => {
    const medium = photoAddress(photo?.medium) ?? photoAddress(photo?.large);
    const large = photoAddress(photo?.large) ?? medium;
    const small = photoAddress(photo?.small) ?? medium;
    return medium && large && small ? [{ small, medium, large }] : [];
  });
}

/** What pages show of one service animal. */
export function normalizeAnimal(animal: Animal): ListedAnimal {
  const description = paragraphs(animal.description);
  const environment = animal.environment ?? {};
  const attributes = animal.attributes ?? {};
  const listed: ListedAnimal = {
    id: animal.id,
    name: line(animal.name) || `Dog ${animal.id}`,
    status: line(animal.status),
    age: line(animal.age),
    gender: known(animal.gender),
    breed: known(animal.breeds?.primary),
    secondaryBreed: known(animal.breeds?.secondary),
    mixed: animal.breeds?.mixed === true || Boolean(known(animal.breeds?.secondary)),
    size: known(animal.size),
    coat: known(animal.coat),
    color: known(animal.colors?.primary),
    description,
    excerpt: excerpt(description.join(' ')),
    photos: listedPhotos(animal.photos),
    goodWith: {
      children: goodWith(environment.children),
      dogs: goodWith(environment.dogs),
      cats: goodWith(environment.cats),
    },
    houseTrained: flag(attributes.house_trained),
    specialNeeds: flag(attributes.special_needs),
    shotsCurrent: flag(attributes.shots_current),
    spayedNeutered: flag(attributes.spayed_neutered),
    publishedAt: known(animal.published_at),
    dogID: known(animal.organization_animal_id),
  };
  // Unknown fields are left out, not kept as undefined, so page data stays small.
  return Object.fromEntries(
    Object.entries(listed).filter(([, value]) => value !== undefined),
  ) as ListedAnimal;
}

/**
 * What the listings proxy answers: the service's answers with each animal already normalised, so
 * browsers receive plain text and need no entity decoder of their own.
 */
export interface ListedAnimals {
  animals: ListedAnimal[];
  pagination: Pagination;
}

export interface ListedAnimalAnswer {
  animal: ListedAnimal;
}

/** The first animal in a list with a photo: its photo is often the page's largest paint. */
export function firstPhotoId(animals: ListedAnimal[]): number | undefined {
  return animals.find((animal) => animal.photos.length > 0)?.id;
}
