import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readContentAndProblems } from '#lib/content/load.ts';
import { dogFlags, image, makeSite, phonePhoto, readJson } from './cliFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

async function siteWithPhoto(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'jpeg') {
  const root = await makeSite();
  writeFileSync(join(root, `photo.${format}`), await image(format));
  return { root, content: join(root, 'content'), photo: `photo.${format}` };
}

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

  it("lists a dog before its photo, with the rescue's usual fee and Unknown for what was not said; validate warns", async () => {
    const { root, content } = await siteWithPhoto();
    const result = await rescue(root, 'add-dog', ...dogFlags);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const dog = readJson(join(content, 'dogs/gsd-2025-01.json'));
    expect(dog.dogPhotoLink).toBeUndefined();
    // site.json's adoptionFees.usual, the fee the rescue set.
    expect(dog).toMatchObject({
      dogAdoptionFee: 350,
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

describe('rescue add <collection>', () => {
  const eventFlags = [
    'event',
    '--event-name',
    'Spring Picnic',
    '--event-id',
    'EV-2025-04',
    '--event-date',
    'April 12, 2025, noon to 3 PM Central',
    '--event-location-name',
    'Sample Lake Park',
    '--event-address',
    '4800 Sample Lake Road, Minneapolis, MN 55410',
    '--event-short-description',
    'Picnic.',
    '--event-description',
    'Picnic with dogs.',
  ];

  it('adds an event with its single photo and its structured start and end, accepting the singular name', async () => {
    const { root, content, photo } = await siteWithPhoto('png');
    const result = await rescue(
      root,
      'add',
      ...eventFlags,
      '--event-start',
      '2025-04-12T12:00',
      '--event-end',
      '2025-04-12T15:00',
      '--photo',
      photo,
    );
    expect(result.code).toBe(0);
    expect(readJson(join(content, 'events/ev-2025-04.json'))).toMatchObject({
      eventDate: 'April 12, 2025, noon to 3 PM Central',
      eventStart: '2025-04-12T12:00',
      eventEnd: '2025-04-12T15:00',
      eventLocationName: 'Sample Lake Park',
      eventPhotoLink: { href: '/images/events/ev-2025-04/1.png', alt: 'Spring Picnic' },
    });
  });

  it('refuses an event time that is not YYYY-MM-DDTHH:MM, and an end before the start', async () => {
    const { root, content, photo } = await siteWithPhoto('png');
    const badTime = await rescue(
      root,
      'add',
      ...eventFlags,
      '--event-start',
      '2025-04-12 noon',
      '--event-end',
      '2025-04-12T15:00',
      '--photo',
      photo,
    );
    expect(badTime.code).toBe(1);
    expect(badTime.stderr).toContain('Starts is not in the expected form');
    const backwards = await rescue(
      root,
      'add',
      ...eventFlags,
      '--event-start',
      '2025-04-12T15:00',
      '--event-end',
      '2025-04-12T12:00',
      '--photo',
      photo,
    );
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain('/eventEnd must be after the start (2025-04-12T15:00)');
    expect(existsSync(join(content, 'events/ev-2025-04.json'))).toBe(false);
  });

  it('adds a team member, with a yes/no field given as a flag', async () => {
    const { root, content, photo } = await siteWithPhoto('webp');
    const result = await rescue(
      root,
      'add',
      'team-member',
      '--team-member-name',
      'Sam Lee',
      '--team-member-title',
      'Treasurer',
      '--team-member-email',
      'sam@example.org',
      '--team-member-description',
      'Counts things.',
      '--team-member-shown-on-team-page',
      'no',
      '--photo',
      photo,
      '--photo-alt',
      'Sam with a corgi',
    );
    expect(result.code).toBe(0);
    expect(readJson(join(content, 'team/sam-lee.json'))).toMatchObject({
      teamMemberShownOnTeamPage: false,
      teamMemberPhotoLink: { href: '/images/team/sam-lee/1.webp', alt: 'Sam with a corgi' },
    });
  });

  it('adds a partner, whose logo is a bare path with its alt text in a field of its own', async () => {
    const { root, content, photo } = await siteWithPhoto('png');
    const result = await rescue(
      root,
      'add',
      'partners',
      '--partner-name',
      'Pet Food Shelf',
      '--partner-image-alt',
      'Pet Food Shelf logo',
      '--partner-link',
      'https://food.example',
      '--photo',
      photo,
    );
    expect(result.code).toBe(0);
    expect(readJson(join(content, 'partners/pet-food-shelf.json'))).toEqual({
      partnerName: 'Pet Food Shelf',
      partnerImage: '/images/partners/pet-food-shelf/1.png',
      partnerImageAlt: 'Pet Food Shelf logo',
      partnerLink: 'https://food.example',
    });
  });

  it.each([
    [
      'courtesy-postings',
      'courtesy-postings/gsd-2025-01.json',
      [
        '--courtesy-posting-contact-name',
        'Pat',
        '--courtesy-posting-contact-phone',
        '612-555-0199',
        '--courtesy-posting-contact-email',
        'pat@example.org',
        '--courtesy-posting-date',
        '2099-01-01',
      ],
    ],
    ['foster-animal', 'foster-animals/gsd-2025-01.json', []],
    ['rainbow-bridge', 'rainbow-bridge/gsd-2025-01.json', []],
  ])('adds to %s', async (collection, file, extra) => {
    const { root, content, photo } = await siteWithPhoto();
    const common = collection === 'courtesy-postings' ? dogFlags : dogFlags.slice(0, 6);
    const result = await rescue(root, 'add', collection, ...common, ...extra, '--photo', photo);
    expect(result.stderr).toBe('');
    expect(readJson(join(content, file))).toMatchObject({
      dogName: 'Biscotti',
      dogID: 'GSD-2025-01',
    });
  });
});

describe('rescue add errors: exit code 1, a short message, nothing written', () => {
  const withPhoto = [...dogFlags, '--photo', 'photo.jpeg'];
  it.each([
    [
      'required values missing',
      ['add-dog'],
      /^Missing required values: --dog-name \(Name\), --dog-id \(Dog ID\), --dog-age \(Age\), --dog-description \(Description\), --dog-gender \(Gender\), --dog-breed \(Breed\)\.\nGive them as flags/,
    ],
    [
      'duplicate dogID',
      ['add-dog', ...withPhoto, '--dog-id', 'GSD-2024-07'],
      /^GSD-2024-07 is already used by dog 1\.\n$/,
    ],
    [
      'photo file not found',
      ['add-dog', ...dogFlags, '--photo', 'missing.jpg'],
      /^Photo file not found: missing\.jpg\n$/,
    ],
    [
      'photo not an image',
      ['add-dog', ...dogFlags, '--photo', 'notes.jpg'],
      /^notes\.jpg: the photo is not a JPEG, PNG or WebP image\.\n$/,
    ],
    [
      'photo in another format',
      ['add-dog', ...dogFlags, '--photo', 'anim.gif'],
      /^anim\.gif: the photo is not a JPEG, PNG or WebP image \(it is GIF\)\.\n$/,
    ],
    [
      'bad enum value',
      ['add-dog', ...withPhoto, '--dog-gender', 'dog'],
      /^error: option '--dog-gender <value>' argument 'dog' is invalid\. Gender must be one of: Male, Female\.\n/,
    ],
    [
      'not a number',
      ['add-dog', ...withPhoto, '--dog-adoption-fee', 'lots'],
      /Adoption fee must be a number\./,
    ],
    [
      'value not in the expected form',
      ['add-dog', ...withPhoto, '--dog-id', 'has spaces'],
      /Dog ID is not in the expected form: letters, digits and dashes, starting with a letter or digit, such as DOG-2025-07\./,
    ],
    [
      'an impossible date',
      [
        'add',
        'event',
        '--event-name',
        'Picnic',
        '--event-id',
        'EV-2026-02',
        '--event-date',
        'February 30',
        '--event-start',
        '2026-02-30T11:00',
        '--event-end',
        '2026-03-01T15:00',
        '--event-location-name',
        'The park',
        '--event-address',
        '1 Main St',
        '--event-short-description',
        'Fun.',
        '--event-description',
        'Fun.',
        '--photo',
        'photo.jpeg',
      ],
      /^Nothing was written: the change would leave these problems:\n {2}content\/events\/ev-2026-02\.json: \/eventStart 2026-02-30T11:00 is not a date on the calendar \(that month has fewer days\)\n/,
    ],
    ['not JSON', ['add-dog', ...dogFlags, '--dog-photo-link', '[{'], /Photos must be JSON: /],
    [
      'more alt texts than photos',
      ['add-dog', ...withPhoto, '--photo-alt', 'a', '--photo-alt', 'b'],
      /^There are more --photo-alt texts than --photo files\.\n$/,
    ],
    [
      'two photos for a one-photo field',
      ['add', 'event', '--photo', 'photo.jpeg', '--photo', 'photo.jpeg'],
      /^Photo takes one photo: give --photo once\.\n$/,
    ],
    [
      'photos given twice',
      ['add-dog', ...withPhoto, '--dog-photo-link', '[{"href":"/images/dogs/1-1.png","alt":"x"}]'],
      /^Give photos with --photo or with --dog-photo-link, not both\.\n$/,
    ],
    [
      'unknown option',
      ['add', 'partner', '--photo-alt', 'logo'],
      /^error: unknown option '--photo-alt'\n/,
    ],
    ['unknown collection', ['add', 'cats'], /^error: unknown command 'cats'\n/],
    [
      'a result the loader rejects',
      ['add-dog', ...dogFlags, '--dog-photo-link', '[{"href":"/images/dogs/none.jpg","alt":"x"}]'],
      /^Nothing was written: the change would leave these problems:\n {2}content\/dogs\/gsd-2025-01\.json: \/dogPhotoLink\/0\/href photo "\/images\/dogs\/none\.jpg" not found in content\/media\n$/,
    ],
  ])('%s', async (_name, args, message) => {
    const { root } = await siteWithPhoto();
    writeFileSync(join(root, 'notes.jpg'), 'not a picture');
    writeFileSync(join(root, 'anim.gif'), await image('gif'));
    await expectRefused(root, args, message);
  });
});

function schemaOrder(a: string, b: string): number {
  const order = JSON.parse(
    readFileSync(new URL('../../schemas/dog.schema.json', import.meta.url), 'utf8'),
  ).properties;
  const keys = Object.keys(order);
  return keys.indexOf(a) - keys.indexOf(b);
}
