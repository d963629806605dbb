import type { Animal } from '#lib/listings/types.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import { sampleOrganizationId } from '#lib/listings/sampleService/sampleServer.ts';

/** Animals shaped like the real service's answers: entities encoded twice, nulls, no photos. */

const template = readSampleData().animals.find(
  (animal) => animal.organization_id === sampleOrganizationId,
) as Animal;

// An 80-character name, part of it one unbroken word.
export const longName =
  `Sir Reginald Fluffington-Barkworth-Wigglesbottom the Third of Lake Minnetonka`
    .padEnd(80, '!')
    .slice(0, 80);

/** One service animal; `n` orders them newest first and keeps ids distinct. */
export function realAnimal(n: number, status: string, changes: Partial<Animal> = {}): Animal {
  const published = new Date(Date.UTC(2025, 0, 1) - n * 3_600_000).toISOString();
  return {
    ...structuredClone(template),
    id: 80_000_000 + n,
    name: `Dog ${n}`,
    status,
    published_at: published.replace(/\.\d+Z$/, '+0000'),
    status_changed_at: published.replace(/\.\d+Z$/, '+0000'),
    ...changes,
  };
}

/** What most real listings look like: nothing known beyond name, age and breed. */
export function sparse(): Partial<Animal> {
  return {
    description: null,
    photos: [],
    primary_photo_cropped: null,
    coat: null,
    colors: { primary: null, secondary: null, tertiary: null },
    environment: { children: null, dogs: null, cats: null },
  };
}

const photo = (path: string) => ({ small: path, medium: path, large: path, full: path });

/** The adoptable animals: the awkward cases first, then enough plain ones for two pages. */
export function adoptableAnimals(): Animal[] {
  const awkward: Animal[] = [
    realAnimal(1, 'adoptable', { name: 'Moose', description: 'Hi I&amp;#39;m Moose!' }),
    realAnimal(2, 'adoptable', {
      name: 'Biscuit &amp; Gravy',
      description: 'Biscuit&#039;s best friend is Gravy &amp; they go everywhere together.',
    }),
    realAnimal(3, 'adoptable', {
      name: 'Pepper',
      description: 'Pepper loves walks.\n\nShe knows sit &amp; stay.\nShe is crate trained.',
    }),
    realAnimal(4, 'adoptable', {
      name: 'THOR',
      description: 'THOR IS A BIG GOOFY BOY WHO LOVES EVERYONE HE MEETS!!! 🐶🎾❤️',
    }),
    realAnimal(5, 'adoptable', { name: 'Nobody Knows', ...sparse() }),
    realAnimal(6, 'adoptable', { name: longName, ...sparse() }),
    realAnimal(7, 'adoptable', {
      name: 'Ghost',
      photos: [photo('/sample-photos/missing-photo.webp')],
    }),
  ];
  const plain = Array.from({ length: 98 }, (_, index) =>
    realAnimal(10 + index, 'adoptable', index % 3 === 0 ? {} : sparse()),
  );
  return [...awkward, ...plain];
}

/** 250 adopted animals, so three service pages of 100; most sparse, like real listings. */
export function adoptedAnimals(): Animal[] {
  return Array.from({ length: 250 }, (_, index) =>
    realAnimal(1000 + index, 'adopted', {
      name: index === 249 ? 'Last Adopted' : `Adopted ${index + 1}`,
      ...(index % 4 === 0 ? {} : sparse()),
    }),
  );
}
