import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { csvLine } from '../../cli/syndication/csv.ts';
import { listingServices } from '../../cli/syndication/services.ts';
import { syndicatedDog } from '../../cli/syndication/syndicatedDog.ts';
import { git, gitSite, image, makeSite, phonePhoto, readJson, snapshot } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

const columns = listingServices.petfinder.columns;

/** A row of the template: the named columns set, the others empty. */
function row(values: Record<string, string>): string {
  return csvLine(columns.map((name) => values[name] ?? ''));
}

const pepper = {
  ID: 'NS-2025-01',
  AnimalName: 'Pepper &amp; Salt',
  PrimaryBreed: 'German Shepherd Dog',
  Sex: 'F',
  Size: 'L',
  Age: 'Young',
  // Quoted, with a comma, a doubled quote and the template's `&#10;` line breaks.
  Desc: 'Pepper loves "fetch", naps and people.&#10;&#10;She is house trained.',
  Type: 'Dog',
  Status: 'A',
  Altered: '1',
  NoCats: '1',
  NoKids: '0',
  Housetrained: '1',
  birth_date: '2024-03-14',
  adoption_fee: '275',
  coat_length: 'Short',
  primaryColor: 'Black',
};
const shep = {
  ID: 'NS-2025-02',
  AnimalName: 'Shep',
  PrimaryBreed: 'Shepsky',
  SecondaryBreed: 'Pembroke Welsh Corgi',
  Sex: 'M',
  Age: 'Adult',
  Desc: 'A happy boy.',
  Type: 'Dog',
};
// Line 4 of the file with its header: a sex the template does not have.
const bad = { ...shep, ID: 'NS-2025-03', AnimalName: 'Oops', Sex: 'Q' };
const cat = { ...shep, ID: 'NS-2025-04', AnimalName: 'Tom', Type: 'Cat' };

/** A site with the breed map, the file and its photos folder (Pepper's two photos). */
async function siteWithFile(text: string) {
  const root = await makeSite();
  const content = join(root, 'content');
  writeFileSync(
    join(content, 'listing-breeds.json'),
    `${JSON.stringify(
      {
        breeds: [
          { name: 'German Shepherd', petfinder: 'German Shepherd Dog' },
          { name: 'Welsh Corgi', petfinder: 'Pembroke Welsh Corgi' },
        ],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(join(root, 'dogs.csv'), text);
  mkdirSync(join(root, 'photos'));
  writeFileSync(join(root, 'photos/NS-2025-01-1.jpg'), await phonePhoto(3000, 2000));
  writeFileSync(join(root, 'photos/NS-2025-01-2.png'), await image('png'));
  return { root, content };
}

/** A photo server on 127.0.0.1: /shep.webp answers a photo, anything else 404. */
async function photoServer(): Promise<string> {
  const photo = await image('webp');
  const server = createServer((request, response) => {
    if (request.url === '/shep.webp') response.end(photo);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('rescue import csv', () => {
  it("writes each dog of Petfinder's template as add-dog does, names a bad row by line and field, imports the others", async () => {
    const base = await photoServer();
    const header = csvLine(columns);
    const withPhotos = { ...shep, photo1: `${base}/shep.webp`, photo2: `${base}/gone.jpg` };
    const { root, content } = await siteWithFile(
      header + row(pepper) + row(withPhotos) + row(bad) + row(cat),
    );

    const result = await rescue(root, 'import', 'csv', 'dogs.csv', '--photos', 'photos');

    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Not imported: line 4, Sex: "Q" is not M or F.\n');
    expect(result.stdout).toContain('Skipped line 5: Tom is a Cat, not a dog.');
    expect(result.stdout).toContain(
      'Added Pepper & Salt (NS-2025-01) as content/dogs/ns-2025-01.json with 2 photo(s)',
    );
    expect(result.stdout).toMatch(
      /photo 2 \(http:\/\/127\.0\.0\.1:\d+\/gone\.jpg\) could not be copied \(the server answered 404\)/,
    );
    const { dogImportedFrom, ...pepperRecord } = readJson(join(content, 'dogs/ns-2025-01.json'));
    expect(pepperRecord).toEqual({
      dogAdoptionStatus: 'Available',
      dogName: 'Pepper & Salt',
      dogID: 'NS-2025-01',
      dogAge: 'Young',
      dogBirthDate: '2024-03-14',
      dogPhotoLink: [
        { href: '/images/dogs/ns-2025-01/1.jpg', alt: 'Pepper & Salt, photo 1' },
        { href: '/images/dogs/ns-2025-01/2.png', alt: 'Pepper & Salt, photo 2' },
      ],
      dogDescription: 'Pepper loves "fetch", naps and people.\n\nShe is house trained.',
      dogGender: 'Female',
      dogBreed: 'German Shepherd',
      // NoDogs blank: unknown; NoCats 1: not good with cats; NoKids 0: good with children.
      dogFriendlyWithDogs: 'Unknown',
      dogFriendlyWithCats: 'No',
      dogFriendlyWithKids: 'Yes',
      dogHouseTrained: 'Yes',
      dogCrateTrained: 'Unknown',
      dogEnergyLevel: 'Medium',
      dogAdoptionFee: 275,
      dogCoatLength: 'Short',
      dogCoatColor: 'Black',
      dogSize: 'Large',
      dogSpayedNeutered: 'Yes',
      // Blank in the file: never Yes.
      dogShotsCurrent: 'Unknown',
      dogSpecialNeeds: 'Unknown',
    });
    expect(dogImportedFrom).toMatchObject({ service: 'csv', id: 'NS-2025-01' });
    // The phone's photo: EXIF and GPS gone, its 3000 px bounded.
    const photo = await sharp(join(content, 'media/images/dogs/ns-2025-01/1.jpg')).metadata();
    expect([photo.width, photo.exif]).toEqual([2400, undefined]);

    const shepRecord = readJson(join(content, 'dogs/ns-2025-02.json'));
    // An unmapped breed stays as the file wrote it; the mapped one is in the rescue's words.
    expect(shepRecord.dogBreed).toBe('Shepsky and Welsh Corgi mix');
    expect(shepRecord.dogPhotoLink).toEqual([
      { href: '/images/dogs/ns-2025-02/1.webp', alt: 'Shep, photo 1' },
    ]);
    // No fee in the file: none of its own, so it pays the rescue's usual fee, as after add-dog.
    expect(shepRecord).not.toHaveProperty('dogAdoptionFee');
    expect(readdirSync(join(content, 'dogs')).sort()).toEqual([
      '1.json',
      '2.json',
      'ns-2025-01.json',
      'ns-2025-02.json',
    ]);

    const validate = await rescue(root, 'validate');
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain('"Shepsky" is none of Petfinder\'s breeds');
  });

  it('reads the file rescue syndicate writes, without its header, back into the same dogs', async () => {
    const source = await makeSite();
    const biscuit = { id: '1', ...readJson(join(source, 'content/dogs/1.json')) };
    const dog = syndicatedDog(biscuit as never, {
      courtesy: false,
      breedMap: { breeds: [{ name: 'German Shepherd', petfinder: 'German Shepherd Dog' }] },
      petfinderBreeds: new Set(['German Shepherd Dog']),
      siteUrl: 'https://rescue.example.org',
      today: new Date('2025-06-01'),
      site: { adoptionFees: { usual: 350 } },
    });
    const [data] = listingServices.petfinder.files([dog], 'MN999');
    const withoutHeader = (data as { body: string }).body.split('\n').slice(1).join('\n');
    const { root, content } = await siteWithFile(withoutHeader);
    // The dog's own record gone, the file brings it back under its Dog ID.
    rmSync(join(content, 'dogs/1.json'));

    const result = await rescue(root, 'import', 'csv', 'dogs.csv');

    expect(result).toMatchObject({ code: 0, stderr: '' });
    const back = readJson(join(content, 'dogs/gsd-2024-07.json'));
    expect(back).toMatchObject({
      dogName: 'Biscuit',
      dogID: 'GSD-2024-07',
      dogBreed: 'German Shepherd',
      dogGender: 'Male',
      dogAge: 'Adult',
      dogAdoptionFee: 350,
    });
    expect(back.dogDescription).toMatch(/^Biscuit loves walks & naps\.\n\nMore about Biscuit: /);
  });

  it('is safe to run twice: keeps what a volunteer edited, updates the rest, never duplicates', async () => {
    const { root, content } = await siteWithFile(csvLine(columns) + row(pepper));
    await rescue(root, 'import', 'csv', 'dogs.csv', '--photos', 'photos');
    const file = join(content, 'dogs/ns-2025-01.json');
    const edited = readJson(file);
    edited.dogDescription = 'Pepper is **the** best girl: ask her foster about her tricks.';
    writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
    const photosBefore = readdirSync(join(content, 'media/images/dogs/ns-2025-01'));
    // The shelter system changed her age, size and description since.
    writeFileSync(
      join(root, 'dogs.csv'),
      csvLine(columns) + row({ ...pepper, Age: 'Adult', Size: 'XL', Desc: 'A new text.' }),
    );

    const dry = snapshot(root);
    const preview = await rescue(
      root,
      'import',
      'csv',
      'dogs.csv',
      '--photos',
      'photos',
      '--dry-run',
    );
    expect(preview.stdout).toBe(
      'Would change Pepper & Salt (NS-2025-01): Age, Size; would keep as a volunteer wrote them: Description\n' +
        'Dry run: nothing was written.\n',
    );
    expect(snapshot(root)).toEqual(dry);

    const result = await rescue(root, 'import', 'csv', 'dogs.csv', '--photos', 'photos');

    expect(result.stdout).toContain(
      'Changed Pepper & Salt (NS-2025-01): Age, Size; kept as a volunteer wrote them: Description',
    );
    const after = readJson(file);
    expect(after).toMatchObject({
      dogAge: 'Adult',
      dogSize: 'Extra Large',
      dogDescription: edited.dogDescription,
      dogPhotoLink: edited.dogPhotoLink,
    });
    expect(readdirSync(join(content, 'media/images/dogs/ns-2025-01'))).toEqual(photosBefore);
    expect(readdirSync(join(content, 'dogs')).sort()).toEqual([
      '1.json',
      '2.json',
      'ns-2025-01.json',
    ]);

    // A third run: nothing left to change, nothing written.
    const still = snapshot(root);
    const third = await rescue(root, 'import', 'csv', 'dogs.csv', '--photos', 'photos');
    expect(third.stdout).toContain('Nothing changed');
    expect(snapshot(root)).toEqual(still);
  });

  it('matches a dog written by hand by its Dog ID, keeping its fields, and makes one commit', async () => {
    const root = await gitSite();
    const content = join(root, 'content');
    const before = readJson(join(content, 'dogs/1.json'));
    writeFileSync(
      join(root, 'dogs.csv'),
      row({ ...shep, ID: 'GSD-2024-07', AnimalName: 'Biscuit', Size: 'L' }) + row(shep),
    );
    const commits = git(root, 'rev-list', '--count', 'HEAD');

    const result = await rescue(root, 'import', 'csv', 'dogs.csv', '--commit');

    expect(result.stdout).toContain(
      // What the record left out is filled in; what it says is kept.
      'Changed Biscuit (GSD-2024-07): Good with dogs, Good with cats, Good with kids, House trained, Size, Spayed/neutered, Shots current, Special needs; kept as a volunteer wrote them: Age, Description, Breed\n' +
        'Added Shep (NS-2025-02) as content/dogs/ns-2025-02.json\n',
    );
    const after = readJson(join(content, 'dogs/1.json'));
    expect(after).toMatchObject({ ...before, dogSize: 'Large' });
    expect(readdirSync(join(content, 'dogs')).filter((name) => name.includes('gsd'))).toEqual([]);
    expect(Number(git(root, 'rev-list', '--count', 'HEAD'))).toBe(Number(commits) + 1);
    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Import dogs from dogs.csv: 1 added, 1 changed\n',
    );
    expect(git(root, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  });
});
