import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import type { Animal } from '#lib/listings/types.ts';
import { image, makeSite, phonePhoto, readJson, snapshot } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

const template = readSampleData().animals[0]!;

/** An animal as the service answers it: the sample's shape, with these fields. */
function animal(id: number, fields: Partial<Animal>): Animal {
  return {
    ...structuredClone(template),
    id,
    organization_id: 'MN999',
    url: `https://listings.example.org/dog/${id}/`,
    photos: [],
    ...fields,
  };
}

const photo = (name: string, base: string) => {
  const full = `${base}/sample-photos/${name}`;
  return { small: full, medium: full, large: full, full };
};

// Cut by the service's API at 100 characters, with its entities.
const cutDescription =
  'Bella&#039;s foster says she is the sweetest girl &amp; the best napper; she loves walks, toys and...';

/** Bella as the service lists her: a cut description, entities, a mix, photos from `base`. */
function bella(base: string, photos = ['bella-1.jpg', 'bella-2.png']): Animal {
  return animal(1, {
    name: 'Bella &amp; Co',
    organization_animal_id: 'NS-2025-10',
    breeds: { primary: 'Chihuahua', secondary: null, mixed: true, unknown: false },
    description: cutDescription,
    age: 'Young',
    gender: 'Female',
    size: 'Small',
    attributes: {
      spayed_neutered: true,
      house_trained: false,
      declawed: null,
      special_needs: false,
      shots_current: true,
    },
    environment: { children: null, dogs: true, cats: false },
    photos: photos.map((name) => photo(name, base)),
    published_at: '2025-06-01T12:00:00+0000',
  });
}

/**
 * The stand-in service with 103 of the rescue's dogs (two pages of 100), tokens that need renewing
 * on every call, and photos served from 127.0.0.1; PETFINDER_* set for the CLI to reach it.
 */
async function standIn(): Promise<SampleService> {
  const photos = new Map([
    ['bella-1.jpg', await phonePhoto(3200, 2400)],
    ['bella-2.png', await image('png')],
  ]);
  // A token the client renews before each call: it expires within its 60 s safety margin.
  const service = await startSampleService({ animals: [], photos, tokenLifetimeSeconds: 60 });
  onTestFinished(() => service.close());
  service.addAnimal(bella(service.url));
  // No Dog ID of the rescue's, and a photo the service no longer has.
  service.addAnimal(
    animal(2, {
      name: 'Rocket',
      organization_animal_id: null,
      photos: [photo('rocket-1.jpg', service.url)],
      published_at: '2025-05-01T12:00:00+0000',
    }),
  );
  // The dog the rescue wrote by hand (tests/cli/cliFixtures.ts), listed with its Dog ID.
  service.addAnimal(
    animal(3, {
      name: 'Biscuit',
      organization_animal_id: 'GSD-2024-07',
      published_at: '2025-04-01T12:00:00+0000',
    }),
  );
  for (let id = 4; id <= 103; id++) {
    service.addAnimal(
      animal(id, {
        name: `Pup ${id}`,
        organization_animal_id: `PUP-${id}`,
        published_at: '2024-01-01T12:00:00+0000',
      }),
    );
  }
  vi.stubEnv('PETFINDER_BASE_URL', service.url);
  vi.stubEnv('PETFINDER_CLIENT_ID', service.clientId);
  vi.stubEnv('PETFINDER_CLIENT_SECRET', service.clientSecret);
  onTestFinished(() => void vi.unstubAllEnvs());
  return service;
}

describe('rescue import petfinder', () => {
  it("writes the rescue's dogs from every page of the service, photos and all, and says what it could not copy", async () => {
    const service = await standIn();
    const root = await makeSite();
    const content = join(root, 'content');

    const result = await rescue(root, 'import', 'petfinder');

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Imported from the listing service (MN999): 102 added, 1 changed, 0 left as they were.',
    );
    // Two pages, and a token renewed for each.
    expect(service.stats.tokenGrants).toBeGreaterThanOrEqual(2);
    const record = readJson(join(content, 'dogs/ns-2025-10.json'));
    // The service gives no fee: the dog pays the rescue's usual fee.
    expect(record).not.toHaveProperty('dogAdoptionFee');
    expect(record).toMatchObject({
      dogAdoptionStatus: 'Available',
      dogName: 'Bella & Co',
      dogID: 'NS-2025-10',
      dogAge: 'Young',
      dogDescription:
        "Bella's foster says she is the sweetest girl & the best napper; she loves walks, toys and...",
      dogBreed: 'Chihuahua mix',
      dogGender: 'Female',
      dogSize: 'Small',
      dogFriendlyWithDogs: 'Yes',
      dogFriendlyWithCats: 'No',
      // Not said by the service: Unknown, never Yes.
      dogFriendlyWithKids: 'Unknown',
      dogHouseTrained: 'Unknown',
      dogSpayedNeutered: 'Yes',
      dogPhotoLink: [
        { href: '/images/dogs/ns-2025-10/1.jpg', alt: 'Bella & Co, photo 1' },
        { href: '/images/dogs/ns-2025-10/2.png', alt: 'Bella & Co, photo 2' },
      ],
      dogImportedFrom: {
        service: 'petfinder',
        id: '1',
        url: 'https://listings.example.org/dog/1/',
        descriptionCut: true,
      },
    });
    const full = await sharp(join(content, 'media/images/dogs/ns-2025-10/1.jpg')).metadata();
    expect([full.width, full.height, full.exif]).toEqual([2400, 1800, undefined]);
    expect(readJson(join(content, 'dogs/pf-2.json'))).not.toHaveProperty('dogPhotoLink');
    expect(result.stdout).toMatch(
      /Added Rocket \(PF-2\) as content\/dogs\/pf-2\.json\n {2}Note: photo 1 \(http:\/\/127\.0\.0\.1:\d+\/sample-photos\/rocket-1\.jpg\) could not be copied \(the server answered 404\)/,
    );
    // The hand-written Biscuit is matched by its Dog ID, not copied.
    expect(readdirSync(join(content, 'dogs')).filter((name) => /gsd|^pf-3/.test(name))).toEqual([]);
    expect(readJson(join(content, 'dogs/1.json')).dogImportedFrom).toMatchObject({ id: '3' });

    const validate = await rescue(root, 'validate');
    expect(validate.stdout).toContain(
      'content/dogs/ns-2025-10.json\n  warning  /dogDescription is the first 100 characters the listing service gave; write the whole text (it is on https://listings.example.org/dog/1/)',
    );
    expect(validate.code).toBe(0);

    // The volunteer writes the whole description: the warning goes, and a second import keeps it.
    // Meanwhile the service has a new second photo, which cannot be fetched: hers are kept.
    service.addAnimal(bella(service.url, ['bella-1.jpg', 'gone.jpg']));
    const file = join(content, 'dogs/ns-2025-10.json');
    writeFileSync(
      file,
      `${JSON.stringify({ ...record, dogDescription: 'The whole text.' }, null, 2)}\n`,
    );
    const again = await rescue(root, 'import', 'petfinder');
    expect(again.stdout).toContain(
      'Left Bella & Co (NS-2025-10) as it was; kept as a volunteer wrote them: Description',
    );
    expect(again.stdout).toMatch(/photo 2 \(.*gone\.jpg\) could not be copied/);
    expect(readJson(file)).toMatchObject({
      dogDescription: 'The whole text.',
      dogPhotoLink: record.dogPhotoLink,
    });
    expect(readdirSync(join(content, 'media/images/dogs/ns-2025-10'))).toEqual(['1.jpg', '2.png']);
    expect((await rescue(root, 'validate')).stdout).not.toContain('dog-description-cut');
  }, 120_000);

  it('writes nothing when the service stops answering after its first page', async () => {
    const service = await standIn();
    const root = await makeSite();
    const before = snapshot(root);
    // The connection lost once the first page has come.
    const realFetch = globalThis.fetch;
    let pages = 0;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (String(input).includes('/animals?') && ++pages === 2) service.setFailing(true);
      return realFetch(input, init);
    });
    onTestFinished(() => void vi.unstubAllGlobals());

    const result = await rescue(root, 'import', 'petfinder');

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^The listing service could not be read \(.*\)\. Nothing was written/,
    );
    expect(snapshot(root)).toEqual(before);
  });

  it('--dry-run says what it would add and change, writing nothing', async () => {
    await standIn();
    const root = await makeSite();
    const before = snapshot(root);

    const result = await rescue(root, 'import', 'petfinder', '--dry-run');

    expect(result.stdout).toContain('Would add Bella & Co (NS-2025-10) with 2 photo(s)\n');
    expect(result.stdout).toContain('Would change Biscuit (GSD-2024-07): ');
    expect(result.stdout).toMatch(/Dry run: nothing was written\.\n$/);
    expect(snapshot(root)).toEqual(before);
  });
});
