import { fileURLToPath } from 'node:url';
import type { Animal, AnimalType, Organization } from '../types.ts';
// Imported rather than read from disk so the data survives bundling into the site's build.
import animalsJson from './animals.json' with { type: 'json' };
import breedsJson from './breeds.json' with { type: 'json' };
import organizationsJson from './organizations.json' with { type: 'json' };
import typesJson from './types.json' with { type: 'json' };

/** Where scripts/sampleArt/draw.ts writes the photos the sample animals point at. */
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
  const animalsText = JSON.stringify(animalsJson).replaceAll(
    `"${bundledPhotoBaseUrl}/`,
    `"${prefix}/`,
  );
  return {
    animals: JSON.parse(animalsText) as Animal[],
    types: structuredClone(typesJson) as AnimalType[],
    breeds: structuredClone(breedsJson) as Record<string, string[]>,
    organizations: structuredClone(organizationsJson) as Organization[],
  };
}
