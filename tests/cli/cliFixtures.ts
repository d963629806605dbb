import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { onTestFinished } from 'vitest';
import { buildNow, isoDate } from '#lib/content/dates.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** A small picture, generated so no test depends on files outside the repository. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', color = '#a0522d') {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** The flags of a valid `rescue add-dog`, but for its photo. */
export const dogFlags = [
  '--dog-name',
  'Biscotti',
  '--dog-id',
  'GSD-2025-01',
  '--dog-age',
  'Young - DOB 05/2023',
  '--dog-description',
  'A **gentle** boy.',
  '--dog-gender',
  'male',
  '--dog-breed',
  'German Shepherd',
];

/** A JPEG as a phone saves it: with the camera's make, its owner and where it was taken. */
export function phonePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Copyright: 'Foster Home on Elm Street' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 58/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '93/1 15/1 0/1',
      },
    })
    .toBuffer();
}

function daysAgo(days: number): string {
  return isoDate(new Date(buildNow().getTime() - days * 86_400_000));
}

// The bundled site facts, so the fixture follows every change to the site schema.
const site = JSON.parse(readFileSync(sampleContent('site.json'), 'utf8')) as unknown;

function dog(id: number, dogName: string, dogID: string, status: 'Available' | 'Unavailable') {
  return {
    dogAdoptionStatus: status,
    dogName,
    dogID,
    dogAge: 'Adult - DOB 03/2019',
    dogPhotoLink: [{ href: `/images/dogs/${id}-1.png`, alt: `${dogName}, photo 1` }],
    dogDescription: `${dogName} loves walks & naps.`,
    dogGender: 'Male',
    dogBreed: 'German Shepherd',
    dogAdoptionFee: 350,
  };
}

function posting(id: number, dogName: string, dogID: string, postedDaysAgo: number) {
  return {
    ...dog(id, dogName, dogID, 'Available'),
    dogPhotoLink: [{ href: `/images/courtesy-postings/${id}-1.png`, alt: dogName }],
    courtesyPostingContactName: 'Pat Owner',
    courtesyPostingContactPhone: '612-555-0142',
    courtesyPostingContactEmail: 'pat@example.org',
    courtesyPostingDate: daysAgo(postedDaysAgo),
  };
}

/** Record files of a valid content folder, by path under the folder. */
export function records(): Record<string, unknown> {
  return {
    'dogs/1.json': dog(1, 'Biscuit', 'GSD-2024-07', 'Available'),
    'dogs/2.json': dog(2, 'Waffles', 'CORGI-2024-02', 'Unavailable'),
    'courtesy-postings/1.json': posting(1, 'Rex', 'CP-2024-01', 3),
    'courtesy-postings/2.json': posting(2, 'Old Yeller', 'CP-2023-09', 45),
    'foster-animals/1.json': {
      dogName: 'Pip',
      dogID: 'F-2024-01',
      dogAge: 'Puppy',
      dogPhotoLink: [{ href: '/images/foster-animals/1-1.png', alt: 'Pip' }],
    },
    'rainbow-bridge/1.json': {
      dogName: 'Duke',
      dogID: 'RB-2019-01',
      dogAge: 'Senior',
      dogPhotoLink: [{ href: '/images/rainbow-bridge/1-1.png', alt: 'Duke' }],
    },
    'team/1.json': {
      teamMemberName: 'Jane Founder',
      teamMemberTitle: 'Founder',
      teamMemberEmail: 'jane@example.org',
      teamMemberPhotoLink: { href: '/images/team/1-1.png', alt: 'Jane Founder' },
      teamMemberDescription: 'Jane started the rescue.',
      teamMemberShownOnTeamPage: true,
    },
    'events/1.json': {
      eventName: 'Fall Fundraiser',
      eventID: 'EV-2024-10',
      eventDate: 'October 5, 2024, 11 AM to 3 PM Central',
      eventStart: '2024-10-05T11:00',
      eventEnd: '2024-10-05T15:00',
      eventLocationName: 'Sample Lake Park',
      eventAddress: '4800 Sample Lake Road, Minneapolis, MN 55410',
      eventShortDescription: 'Food and dogs.',
      eventDescription: 'Food, dogs and a raffle.',
      eventPhotoLink: { href: '/images/events/1-1.png', alt: 'Fall Fundraiser' },
    },
    'partners/1.json': {
      partnerName: 'Lake Animal Hospital',
      partnerImage: '/images/partners/1-1.png',
      partnerImageAlt: 'Lake Animal Hospital logo',
      partnerLink: 'https://lake-vet.example',
    },
  };
}

/** A temporary folder holding a valid `content/` folder; returns the temporary folder. */
export async function makeSite(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'rescue-test-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const content = join(root, 'content');
  const files: Record<string, string | Buffer> = {
    'site.json': `${JSON.stringify(site, null, 2)}\n`,
    'messages/en.json': readFileSync(sampleContent('messages/en.json')),
    'messages/es.json': readFileSync(sampleContent('messages/es.json')),
    'pages/about.md': '---\ntitle: About us\ndescription: Who we are.\n---\n\nWe rescue dogs.\n',
    // The forms every site has (their pages show them).
    'forms/contact.json': readFileSync(sampleContent('forms/contact.json')),
    'forms/foster-application.json': readFileSync(sampleContent('forms/foster-application.json')),
  };
  for (const [path, record] of Object.entries(records())) {
    files[path] = `${JSON.stringify(record, null, 2)}\n`;
    for (const { href } of photosOf(record)) files[`media${href}`] = await image('png');
  }
  // The site's logo, icon and home photos.
  for (const { href } of photosOf(site)) files[`media${href}`] = await image('png');
  files[`media${(site as { favicon: string }).favicon}`] =
    '<svg xmlns="http://www.w3.org/2000/svg"/>';
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(content, path)), { recursive: true });
    writeFileSync(join(content, path), data);
  }
  return root;
}

function photosOf(record: unknown): { href: string }[] {
  return Object.values(record as Record<string, unknown>).flatMap((value) => {
    if (typeof value === 'string' && value.startsWith('/images/')) return [{ href: value }];
    const list = Array.isArray(value) ? value : [value];
    return list.filter((item) => typeof item === 'object' && item !== null && 'href' in item);
  });
}

/** Every file under `dir` with a hash of its bytes, to prove a failed command changed nothing. */
export function snapshot(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        result[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

export function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

/** The test site and a photo to add (photo.png), as a git repository of its own. */
export async function gitSite(): Promise<string> {
  const root = await makeSite();
  writeFileSync(join(root, 'photo.png'), await image('png'));
  git(root, 'init', '--quiet');
  git(root, 'config', 'user.name', 'Volunteer');
  git(root, 'config', 'user.email', 'volunteer@example.org');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '--message', 'Content');
  return root;
}

/** The test site with a photo to add, photo.<format>, beside its content folder. */
export async function siteWithPhoto(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'jpeg') {
  const root = await makeSite();
  writeFileSync(join(root, `photo.${format}`), await image(format));
  return { root, content: join(root, 'content'), photo: `photo.${format}` };
}
