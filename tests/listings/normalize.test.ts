import { describe, expect, it } from 'vitest';
import { readAllPages } from '#lib/listings/allPages.ts';
import { decodeEntities, excerpt, normalizeAnimal } from '#lib/listings/normalize.ts';
import { maxListingPages } from '#lib/listings/queries.ts';
import type { Animal, AnimalsResponse } from '#lib/listings/types.ts';
import { longName, realAnimal, sparse } from './listingFixtures.ts';

describe('normalizeAnimal', () => {
  it('decodes entities the service encoded twice, and keeps decoded markup as text', () => {
    expect(decodeEntities('Hi I&amp;#39;m Moose!')).toBe("Hi I'm Moose!");
    expect(decodeEntities('Rex&#039;s &amp; Bo&#x27;s &quot;toys&quot; &hellip; &#0;')).toBe(
      `Rex's & Bo's "toys" … \uFFFD`,
    );
    // The named entities services write (HTML 4.01's), not a hand-picked few.
    expect(
      decodeEntities('Caf&eacute; &mdash; Rex&rsquo;s &ldquo;walk&rdquo; &frac12; mile &hearts;'),
    ).toBe('Café — Rex’s “walk” ½ mile ♥');
    expect(decodeEntities('&amp;hellip; &amp;amp;eacute;')).toBe('… é');
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('<script>');
    // Five passes at most: deeper nesting is left partly encoded rather than looping.
    expect(decodeEntities('&amp;amp;amp;amp;amp;amp;amp;')).toBe('&amp;amp;');
  });

  it('makes each line of a description a paragraph, trimmed, and the excerpt one line', () => {
    const animal = normalizeAnimal(
      realAnimal(1, 'adoptable', { description: '  Loves walks.\r\n\n  Knows sit&amp;stay. \n' }),
    );
    expect(animal.description).toEqual(['Loves walks.', 'Knows sit&stay.']);
    expect(animal.excerpt).toBe('Loves walks. Knows sit&stay.');
  });

  it('cuts the excerpt at 150 whole characters, never inside an emoji', () => {
    expect(excerpt('a'.repeat(150))).toBe('a'.repeat(150));
    expect(excerpt(`${'a'.repeat(149)}🐶🐶`)).toBe(`${'a'.repeat(149)}🐶...`);
  });

  it('leaves out what the service does not know, but says "not known" for good-with', () => {
    const animal = normalizeAnimal(
      realAnimal(2, 'adopted', { ...sparse(), gender: 'Unknown', name: `  ${longName} ` }),
    );
    expect(animal).toMatchObject({
      name: longName,
      status: 'adopted',
      description: [],
      excerpt: '',
      photos: [],
      goodWith: { children: 'not known', dogs: 'not known', cats: 'not known' },
    });
    for (const field of ['gender', 'coat', 'color'])
      expect(Object.keys(animal)).not.toContain(field);
    expect(JSON.stringify(animal)).not.toMatch(/null|Unknown/);
  });

  it('keeps what filters read: breeds, mix, size, listing date', () => {
    const animal = normalizeAnimal(
      realAnimal(4, 'adoptable', {
        breeds: {
          primary: 'German Shepherd Dog',
          secondary: 'Corgi',
          mixed: false,
          unknown: false,
        },
        size: 'Medium',
      }),
    );
    expect(animal).toMatchObject({
      breed: 'German Shepherd Dog',
      secondaryBreed: 'Corgi',
      mixed: true,
      size: 'Medium',
      publishedAt: '2024-12-31T20:00:00+0000',
    });
  });

  it('keeps only web addresses of photos', () => {
    const photos = ['javascript:alert(1)', '', '//elsewhere.test/a.jpg', '/sample-photos/a.webp'];
    const animal = normalizeAnimal(
      realAnimal(3, 'adoptable', {
        photos: photos.map((path) => ({ small: path, medium: path, large: path, full: path })),
      }),
    );
    expect(animal.photos).toEqual([
      {
        small: '/sample-photos/a.webp',
        medium: '/sample-photos/a.webp',
        large: '/sample-photos/a.webp',
      },
    ]);
  });
});

function page(animals: Animal[], current: number, perPage: number): AnimalsResponse {
  const totalPages = Math.ceil(animals.length / perPage);
  return {
    animals: animals.slice((current - 1) * perPage, current * perPage),
    pagination: {
      count_per_page: perPage,
      total_count: animals.length,
      current_page: current,
      total_pages: totalPages,
      _links: {},
    },
  };
}

describe('readAllPages', () => {
  const animals = Array.from({ length: 25 }, (_, index) => realAnimal(index, 'adopted'));

  it('follows total_pages to the end', async () => {
    const asked: number[] = [];
    const all = await readAllPages(async (current) => {
      asked.push(current);
      return page(animals, current, 10);
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(all.animals.map((animal) => animal.id)).toEqual(animals.map((animal) => animal.id));
    expect(all.failure).toBeUndefined();
  });

  it(`stops at ${maxListingPages} pages and reports the total`, async () => {
    const many = Array.from({ length: 130 }, (_, index) => realAnimal(index, 'adopted'));
    const all = await readAllPages(async (current) => page(many, current, 1));
    expect(all.animals).toHaveLength(maxListingPages);
    expect(all.totalCount).toBe(130);
  });

  it('keeps the pages before a failing one, and throws when the first fails', async () => {
    const failure = new Error('page 3 failed');
    const all = await readAllPages(async (current) => {
      if (current === 3) throw failure;
      return page(animals, current, 10);
    });
    expect(all.animals).toHaveLength(20);
    expect(all.failure).toBe(failure);
    await expect(readAllPages(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('lists an animal once when pages shift while reading', async () => {
    const all = await readAllPages(async (current) =>
      // Page 2 repeats the last animal of page 1, as after a new listing.
      page(current === 1 ? animals : [animals[0]!, ...animals], current, 10),
    );
    const ids = all.animals.map((animal) => animal.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(25);
  });
});
