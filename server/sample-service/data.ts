import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Animal, AnimalType, Organization } from '../../lib/listings/types.ts';

/** Where scripts/draw-listing-photos.ts writes the photos the sample animals point at. */
export const samplePhotosDir = fileURLToPath(new URL('./photos/', import.meta.url));

/** The photo address prefix written in animals.json. */
export const bundledPhotoBaseUrl = '/sample-photos';

export interface SampleData {
  animals: Animal[];
  types: AnimalType[];
  /** Breed names by lower-case type name. */
  breeds: Record<string, string[]>;
  organizations: Organization[];
}

/** A fresh copy of the bundled data, with photo addresses under photoBaseUrl. */
export function readSampleData(photoBaseUrl: string = bundledPhotoBaseUrl): SampleData {
  const prefix = JSON.stringify(photoBaseUrl.replace(/\/+$/, '')).slice(1, -1);
  const animalsText = readText('animals.json').replaceAll(
    `"${bundledPhotoBaseUrl}/`,
    `"${prefix}/`,
  );
  return {
    animals: JSON.parse(animalsText) as Animal[],
    types: JSON.parse(readText('types.json')) as AnimalType[],
    breeds: JSON.parse(readText('breeds.json')) as Record<string, string[]>,
    organizations: JSON.parse(readText('organizations.json')) as Organization[],
  };
}

function readText(file: string): string {
  return readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
}
