import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dogFlags, readJson, siteWithPhoto } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

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
