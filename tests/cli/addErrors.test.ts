import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { dogFlags, image, siteWithPhoto } from './cliFixtures.ts';
import { expectRefused } from './runRescue.ts';

describe('rescue add errors: exit code 1, a short message, nothing written', () => {
  const withPhoto = [...dogFlags, '--photo', 'photo.jpeg'];
  it.each([
    [
      'required values missing',
      ['add-dog'],
      /^Missing required values: --dog-name \(Name\), --dog-id \(Dog ID\), --dog-description \(Description\), --dog-gender \(Gender\), --dog-breed \(Breed\)\.\nGive them as flags/,
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
