import { isDeepStrictEqual } from 'node:util';
import { valueHash } from '#lib/content/importedFrom.ts';
import type { Dog } from '#lib/content/types.generated.ts';
import type { ImportedDog } from './importedDog.ts';

/** What importing a dog does to its record. */
export interface Merged {
  /** The record's fields after the import, its photos and dogImportedFrom aside. */
  values: Record<string, unknown>;
  /** Fields the import changed (or added). */
  changed: string[];
  /** Fields a volunteer wrote since the import (or by hand), kept although the source says otherwise. */
  kept: string[];
  /** Whether the source's photos are to be copied in: new ones, and none edited by a volunteer. */
  photos: 'copy' | 'same' | 'kept';
}

/**
 * A dog's record after an import: new, or updated field by field where the record still holds
 * what the last import wrote (its fingerprint in dogImportedFrom) or holds nothing; any other
 * value is a volunteer's, kept. A record written by hand keeps every field it has.
 */
export function merged(current: Record<string, unknown> | undefined, dog: ImportedDog): Merged {
  const from = current?.dogImportedFrom as Dog['dogImportedFrom'];
  const stored = from?.fields ?? {};
  const values: Record<string, unknown> = { ...current };
  const changed: string[] = [];
  const kept: string[] = [];
  const imported = dog.values as Record<string, unknown>;
  for (const name of new Set([...Object.keys(imported), ...Object.keys(stored)])) {
    if (name === 'dogPhotoLink' || isDeepStrictEqual(values[name], imported[name])) continue;
    const untouched =
      name in stored ? valueHash(values[name]) === stored[name] : values[name] === undefined;
    if (!untouched) kept.push(name);
    else {
      changed.push(name);
      if (imported[name] === undefined) delete values[name];
      else values[name] = imported[name];
    }
  }
  const photos = !current
    ? 'copy'
    : from?.photos === valueHash(dog.photos)
      ? 'same'
      : current.dogPhotoLink === undefined ||
          valueHash(current.dogPhotoLink) === stored.dogPhotoLink
        ? 'copy'
        : 'kept';
  return { values, changed, kept, photos };
}

/** The record's dogImportedFrom after an import: the fingerprints of what it wrote. */
export function importedFrom(
  dog: ImportedDog,
  photoLink: unknown,
  copiedPhotos: string[] | undefined,
  before: Dog['dogImportedFrom'],
): NonNullable<Dog['dogImportedFrom']> {
  const fields = Object.fromEntries(
    Object.entries(dog.values).map(([name, value]) => [name, valueHash(value)]),
  );
  // Photos not copied this time keep the fingerprints of the last copy (or none).
  const photoHash =
    copiedPhotos && photoLink !== undefined ? valueHash(photoLink) : before?.fields.dogPhotoLink;
  const photos = copiedPhotos ? valueHash(copiedPhotos) : before?.photos;
  return {
    ...dog.from,
    fields: { ...fields, ...(photoHash && { dogPhotoLink: photoHash }) },
    ...(photos && { photos }),
    ...(dog.descriptionCut && { descriptionCut: true }),
  };
}
