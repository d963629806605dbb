import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readContentAndProblems } from '#lib/content/load.ts';
import { dogFlags, image, phonePhoto, readJson, siteWithPhoto } from './cliFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

describe('rescue add-dog', () => {
  it('writes the record named by its Dog ID, with schema defaults, Markdown and its photo under content/media', async () => {
    const { root, content, photo } = await siteWithPhoto();
    const result = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--photo',
      photo,
      '--dog-adoption-fee',
      '275',
      '--dog-house-trained',
      'no',
    );

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      'Added dog Biscotti (GSD-2025-01) as content/dogs/gsd-2025-01.json with 1 photo(s).\n',
    );
    const text = readFileSync(join(content, 'dogs/gsd-2025-01.json'), 'utf8');
    expect(JSON.parse(text)).toEqual({
      dogAdoptionStatus: 'Available',
      dogName: 'Biscotti',
      dogID: 'GSD-2025-01',
      dogAge: 'Young - DOB 05/2023',
      dogPhotoLink: [{ href: '/images/dogs/gsd-2025-01/1.jpg', alt: 'Biscotti, photo 1' }],
      dogDescription: 'A **gentle** boy.',
      dogGender: 'Male',
      dogBreed: 'German Shepherd',
      dogFriendlyWithDogs: 'Unknown',
      dogFriendlyWithCats: 'Unknown',
      dogFriendlyWithKids: 'Unknown',
      dogHouseTrained: 'No',
      // Not said: unknown, never "Yes".
      dogCrateTrained: 'Unknown',
      dogEnergyLevel: 'Medium',
      dogAdoptionFee: 275,
    });
    // Keys in schema order, Prettier's style, a final newline: the file is as `prettier --check` wants it.
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(JSON.parse(text)).sort(schemaOrder));
    expect(await prettier.check(text, { filepath: join(content, 'dogs/gsd-2025-01.json') })).toBe(
      true,
    );
    const written = await sharp(join(content, 'media/images/dogs/gsd-2025-01/1.jpg')).metadata();
    expect(written.format).toBe('jpeg');
    const { content: read, problems } = readContentAndProblems(content);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    // The page shows the Markdown as HTML.
    expect(read.dogs.find((dog) => dog.id === 'gsd-2025-01')?.dogDescription).toBe(
      '<p>A <strong>gentle</strong> boy.</p>\n',
    );
  });

  it("lists a dog before its photo, paying the rescue's usual fee, with Unknown for what was not said; validate warns", async () => {
    const { root, content } = await siteWithPhoto();
    const result = await rescue(root, 'add-dog', ...dogFlags);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const dog = readJson(join(content, 'dogs/gsd-2025-01.json'));
    expect(dog.dogPhotoLink).toBeUndefined();
    // No fee of its own: it pays site.json's adoptionFees.usual, as that fee stands at each build.
    expect(dog.dogAdoptionFee).toBeUndefined();
    expect(dog).toMatchObject({
      dogHouseTrained: 'Unknown',
      dogCrateTrained: 'Unknown',
    });
    const validate = await rescue(root, 'validate');
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain(
      'content/dogs/gsd-2025-01.json\n  warning  /dogPhotoLink has no photo yet, so its card and page show a drawn picture',
    );
  });

  it('offers no adoption fee the rescue did not set', async () => {
    const { root, content, photo } = await siteWithPhoto();
    const site = readJson(join(content, 'site.json'));
    delete site.adoptionFees;
    writeFileSync(join(content, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
    await expectRefused(
      root,
      ['add-dog', ...dogFlags, '--photo', photo],
      /^Missing required value: --dog-adoption-fee \(Adoption fee\)\.\n/,
    );
  });

  it('strips EXIF and GPS data from photos and names them by their content, not their extension', async () => {
    const { root, content } = await siteWithPhoto();
    const fromPhone = await phonePhoto(20, 10);
    expect((await sharp(fromPhone).metadata()).exif).toBeDefined();
    // A JPEG saved with a .png name: the type comes from the bytes.
    writeFileSync(join(root, 'from-phone.png'), fromPhone);
    writeFileSync(join(root, 'second.webp'), await image('webp'));

    const result = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--photo',
      'from-phone.png',
      '--photo',
      'second.webp',
      '--photo-alt',
      'Biscotti on the porch',
    );

    expect(result.code).toBe(0);
    expect(readJson(join(content, 'dogs/gsd-2025-01.json')).dogPhotoLink).toEqual([
      { href: '/images/dogs/gsd-2025-01/1.jpg', alt: 'Biscotti on the porch' },
      { href: '/images/dogs/gsd-2025-01/2.webp', alt: 'Biscotti, photo 2' },
    ]);
    const copied = readFileSync(join(content, 'media/images/dogs/gsd-2025-01/1.jpg'));
    const metadata = await sharp(copied).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(copied.includes('Foster Home on Elm Street')).toBe(false);
    expect(copied.includes('PhoneCo')).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([20, 10]);
  });

  it('takes photos already in content/media as JSON', async () => {
    const { root, content } = await siteWithPhoto();
    const photos = JSON.stringify([{ href: '/images/dogs/1-1.png', alt: 'Biscotti and Biscuit' }]);
    const result = await rescue(root, 'add-dog', ...dogFlags, '--dog-photo-link', photos);
    expect(result.code).toBe(0);
    expect(readJson(join(content, 'dogs/gsd-2025-01.json')).dogPhotoLink).toEqual(
      JSON.parse(photos),
    );
  });

  it('never overwrites a file already using the name, even an unreadable one', async () => {
    const { root, content, photo } = await siteWithPhoto();
    writeFileSync(join(content, 'dogs/gsd-2025-01.json'), '{ broken');
    const result = await rescue(root, 'add-dog', ...dogFlags, '--photo', photo);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/dogs/gsd-2025-01.json already exists');
    expect(readFileSync(join(content, 'dogs/gsd-2025-01.json'), 'utf8')).toBe('{ broken');
  });

  it('gives two dogs added from two copies of the content two files, so merging both loses neither', async () => {
    const first = await siteWithPhoto();
    const second = await siteWithPhoto();
    expect((await rescue(first.root, 'add-dog', ...dogFlags, '--photo', first.photo)).code).toBe(0);
    const other = dogFlags.map((flag) => flag.replace('GSD-2025-01', 'CORGI-2025-02'));
    expect((await rescue(second.root, 'add-dog', ...other, '--photo', second.photo)).code).toBe(0);
    expect(existsSync(join(first.content, 'dogs/gsd-2025-01.json'))).toBe(true);
    expect(existsSync(join(second.content, 'dogs/corgi-2025-02.json'))).toBe(true);
    expect(existsSync(join(second.content, 'media/images/dogs/corgi-2025-02/1.jpg'))).toBe(true);
  });
});

function schemaOrder(a: string, b: string): number {
  const order = JSON.parse(
    readFileSync(new URL('../../schemas/dog.schema.json', import.meta.url), 'utf8'),
  ).properties;
  const keys = Object.keys(order);
  return keys.indexOf(a) - keys.indexOf(b);
}
