import { cutDescriptionLength } from '#lib/content/importedFrom.ts';
import { inEditorStyle } from '#lib/content/rules.ts';
import type { Dog, ListingBreeds } from '#lib/content/types.generated.ts';
import { decodeEntities, paragraphs } from '#lib/listings/normalize.ts';
import type { Animal } from '#lib/listings/types.ts';

type ImportSource = NonNullable<Dog['dogImportedFrom']>['service'];
type Answer = 'Yes' | 'No' | 'Unknown';

/** One dog as a listing service or a shelter system's file gives it, in the rescue's words. */
export interface ImportedDog {
  from: { service: ImportSource; id: string; url?: string };
  /** The record's fields the source gives, as `rescue add-dog` writes them. */
  values: Partial<Dog> & Pick<Dog, 'dogName' | 'dogID'>;
  /** Photo addresses (http…) or files, in order. */
  photos: string[];
  /** The service gave only the first 100 characters of the description. */
  descriptionCut: boolean;
  /** What the volunteer should be told about this dog. */
  notes: string[];
}

/** A Dog ID from the source's own (letters, digits and dashes), or '' when nothing is left. */
export function dogIdOf(text: string): string {
  return text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * "Chihuahua mix", "German Shepherd and Husky mix": Petfinder's breed names back in the rescue's
 * words (content/listing-breeds.json, the map `rescue syndicate` sends them through).
 */
export function rescueBreed(
  names: string[],
  mixed: boolean,
  map: ListingBreeds | undefined,
): string {
  const words = names
    .filter(Boolean)
    .map((name) => map?.breeds.find(({ petfinder }) => petfinder === name)?.name ?? name);
  const mix = (mixed || words.length > 1) && !/^mixed breed$/i.test(words[0] ?? '');
  return `${words.join(' and ') || 'Mixed Breed'}${mix ? ' mix' : ''}`;
}

/** Plain text with line breaks as Markdown paragraphs, in the browser editor's style. */
export function markdownOf(text: string): string {
  return inEditorStyle(paragraphs(text).join('\n\n'));
}

/** A description for a dog the source gives none: the schema needs one, and it invents nothing. */
export function noDescription(name: string): string {
  return `Ask us about ${name}.`;
}

/** true is Yes; false, null or nothing is Unknown: the services' forms have a box to tick, not a "No". */
const ticked = (value: boolean | null | undefined): Answer => (value ? 'Yes' : 'Unknown');

/** A "good with" answer, which the service does give as no. */
const goodWith = (value: boolean | null | undefined): Answer =>
  value === true ? 'Yes' : value === false ? 'No' : 'Unknown';

const coatLengths = ['Short', 'Medium', 'Long'];
const sizes = ['Small', 'Medium', 'Large', 'Extra Large'];
const statuses: Record<string, Dog['dogAdoptionStatus']> = {
  adoptable: 'Available',
  adopted: 'Adopted',
};

/** One animal of the listing service's API as a dog of the rescue, or why it cannot be one. */
export function dogOfAnimal(
  animal: Animal,
  map: ListingBreeds | undefined,
): ImportedDog | { skipped: string } {
  const name = decodeEntities(animal.name ?? '').trim() || `Dog ${animal.id}`;
  const gender = animal.gender === 'Male' || animal.gender === 'Female' ? animal.gender : undefined;
  if (!gender) return { skipped: `${name} (${animal.id}): its sex is not given as Male or Female` };
  const raw = decodeEntities(animal.description ?? '').trim();
  const cut = raw.endsWith('...') && Array.from(raw).length <= cutDescriptionLength + 3;
  const breeds = [animal.breeds?.primary, animal.breeds?.secondary ?? ''].map((breed) =>
    decodeEntities(breed ?? '').trim(),
  );
  const values: ImportedDog['values'] = {
    dogAdoptionStatus: statuses[animal.status] ?? 'Available',
    dogName: name,
    dogID: dogIdOf(animal.organization_animal_id ?? '') || `PF-${animal.id}`,
    dogAge: animal.age,
    dogDescription: raw ? markdownOf(raw) : noDescription(name),
    dogGender: gender,
    dogBreed: rescueBreed(breeds, animal.breeds?.mixed === true, map),
    dogFriendlyWithDogs: goodWith(animal.environment?.dogs),
    dogFriendlyWithCats: goodWith(animal.environment?.cats),
    dogFriendlyWithKids: goodWith(animal.environment?.children),
    dogHouseTrained: ticked(animal.attributes?.house_trained),
    ...(animal.coat &&
      coatLengths.includes(animal.coat) && {
        dogCoatLength: animal.coat as Dog['dogCoatLength'],
      }),
    ...(animal.colors?.primary && { dogCoatColor: decodeEntities(animal.colors.primary) }),
    ...(sizes.includes(animal.size) && { dogSize: animal.size as Dog['dogSize'] }),
    dogSpayedNeutered: ticked(animal.attributes?.spayed_neutered),
    dogShotsCurrent: ticked(animal.attributes?.shots_current),
    dogSpecialNeeds: ticked(animal.attributes?.special_needs),
  };
  return {
    from: { service: 'petfinder', id: String(animal.id), url: animal.url },
    values,
    photos: (animal.photos ?? []).map((photo) => photo.full || photo.large).filter(Boolean),
    descriptionCut: cut,
    notes: [
      ...(cut ? ['the service gave only the first 100 characters of its description'] : []),
      ...(raw ? [] : ['no description was given']),
    ],
  };
}
