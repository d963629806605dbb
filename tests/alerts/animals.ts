import { bundledPhotoBaseUrl, readSampleData } from '#lib/listings/sampleService/data.ts';
import { sampleOrganizationId } from '#lib/listings/sampleService/sampleServer.ts';
import type { Animal } from '#lib/listings/types.ts';

/** A dog the sample listing service can add: one of its own, renamed, of `breed`, listed at `publishedAt`. */
export function listedDog(id: number, name: string, breed: string, publishedAt: Date): Animal {
  const [model] = readSampleData(bundledPhotoBaseUrl).animals;
  return {
    ...model!,
    id,
    name,
    organization_id: sampleOrganizationId,
    status: 'adoptable',
    breeds: { ...model!.breeds, primary: breed, secondary: null, mixed: false },
    published_at: publishedAt.toISOString(),
  };
}
