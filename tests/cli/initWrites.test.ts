import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readJson } from './cliFixtures.ts';
import { beagleFlags, git, sampleSpanish, starterPages, templateCopy } from './initFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

/** The sample's site.es.json, as the template ships it. */
const sampleSiteEs = JSON.parse(sampleSpanish['site.es.json']!) as Record<string, unknown>;

/** The sample rescue's words, in either language. */
const sampleWords = /north star|shepherd|corgi|pastor|minnesota|distinto tamaño|galés/i;

/** Every file of content/ in another language but the interface catalogues, by path. */
const translations = (root: string) =>
  readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.[a-z]{2}\.(json|md)$/.test(name))
    .sort();

/** A PNG logo as a design app saves it: with its author in the metadata. */
async function pngLogo(root: string): Promise<void> {
  const data = await sharp({
    create: { width: 48, height: 48, channels: 4, background: '#1b5e20' },
  })
    .png()
    .withExif({ IFD0: { Copyright: 'Designer at Home', Artist: 'Pat' } })
    .toBuffer();
  expect((await sharp(data).metadata()).exif).toBeDefined();
  writeFileSync(join(root, 'logo.png'), data);
}

const files = (root: string, dir: string) =>
  existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true }) : [];

describe('rescue init --no-input', () => {
  it('names the project after the rescue, writes its README, its mission and donation link, and its starting interface words', async () => {
    const root = await templateCopy();
    // The template's own files beside content/, as a copy has them.
    for (const path of ['package.json', 'package-lock.json', 'README.md', 'starter/messages']) {
      cpSync(path, join(root, path), { recursive: true });
    }
    git(root, 'add', '.');
    git(root, 'commit', '--quiet', '--message', 'The project files');
    const template = git(root, 'rev-parse', '--short=12', 'HEAD').trim();
    const mission = 'Senior beagles find homes across southern Wisconsin.';
    const result = await rescue(
      root,
      'init',
      '--no-input',
      ...beagleFlags,
      '--mission',
      mission,
      '--donation-url',
      'https://www.paypal.example/badger',
    );
    expect(result.stderr).toBe('');

    expect(readJson(join(root, 'content/site.json'))).toMatchObject({
      mission,
      donationLinks: { paypal: 'https://www.paypal.example/badger' },
    });
    const pkg = readJson(join(root, 'package.json'));
    expect(pkg).toMatchObject({
      name: 'badger-beagles',
      description: `Website and rescue command of Badger State Beagle Rescue: ${mission}`,
    });
    const lock = readJson(join(root, 'package-lock.json'));
    expect(lock.name).toBe('badger-beagles');
    expect((lock.packages as Record<string, { name: string }>)['']!.name).toBe('badger-beagles');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(/^# Badger State Beagle Rescue/);
    for (const words of [
      mission,
      'https://www.badgerbeagles.org',
      '## Two commands',
      'npm test',
      `git show ${template}:README.md`,
      '(docs/volunteers.md)',
    ]) {
      expect(readme).toContain(words);
    }
    expect(readme).not.toMatch(sampleWords);
    // The not-found page without the specification's typos; the form's ZIP example the rescue's own.
    const english = readJson(join(root, 'content/messages/en.json'));
    expect(english.notFound).toMatchObject({ heading: 'We Encountered an Error' });
    expect(english.formFields).toMatchObject({ zipFormat: 'five digits, such as {zip}' });
    expect(readJson(join(root, 'content/messages/es.json')).formFields).toMatchObject({
      zipFormat: 'cinco dígitos, por ejemplo, {zip}',
    });
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it("writes a second rescue's site, its logo and Worker name, removes the samples and commits", async () => {
    const root = await templateCopy();
    await pngLogo(root);
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags, '--logo', 'logo.png');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const site = readJson(join(root, 'content/site.json'));
    expect(site).toMatchObject({
      name: 'Badger State Beagle Rescue',
      shortName: 'Badger Beagles',
      tagline: 'Noses down, tails up',
      siteUrl: 'https://www.badgerbeagles.org',
      email: 'hello@badgerbeagles.org',
      phone: '608-555-0199',
      address: { street: '12 Harbor Rd', city: 'Madison', state: 'WI', zip: '53703' },
      // Not asked for: the default, the zone of the address's state.
      timeZone: 'America/Chicago',
      breeds: [
        { name: 'Beagle', plural: 'Beagles' },
        { name: 'Basset Hound', plural: 'Basset Hounds' },
      ],
      theme: { primaryColor: '#1b5e20', accentColor: '#8d2b0b' },
      logo: '/images/site/logo.png',
      favicon: '/images/site/logo.png',
      petfinderOrganizationId: 'WI123',
    });
    expect(String(site.copyright)).toMatch(
      /^© \d{4} Badger State Beagle Rescue\. All rights reserved\.$/,
    );
    // Facts it did not ask for are left out, so their sections stay hidden.
    for (const fact of [
      'taxStatus',
      'emails',
      'ein',
      'social',
      'storeUrl',
      'forms',
      'donationLinks',
      'history',
      'award',
    ]) {
      expect(site, fact).not.toHaveProperty(fact);
    }

    const logo = await sharp(join(root, 'content/media/images/site/logo.png')).metadata();
    expect({ format: logo.format, width: logo.width, exif: logo.exif }).toEqual({
      format: 'png',
      width: 48,
      exif: undefined,
    });
    for (const dir of [
      'dogs',
      'courtesy-postings',
      'foster-animals',
      'rainbow-bridge',
      'team',
      'events',
      'partners',
    ]) {
      expect(files(root, `content/${dir}`), dir).toEqual([]);
      expect(
        files(root, `content/media/images/${dir}`).filter((name) => String(name).includes('.')),
        dir,
      ).toEqual([]);
    }
    for (const [name, text] of Object.entries(starterPages)) {
      expect(readFileSync(join(root, 'content/pages', name), 'utf8')).toBe(text);
    }
    // In Spanish: the starting texts' translations, and of the sample's words only those that
    // translate facts init left as they were; the interface's words stay.
    expect(translations(root)).toEqual(['pages/about.es.md', 'site.es.json']);
    expect(readJson(join(root, 'content/site.es.json'))).toEqual({
      animal: sampleSiteEs.animal,
    });
    for (const name of translations(root)) {
      expect(readFileSync(join(root, 'content', name), 'utf8'), name).not.toMatch(sampleWords);
    }
    expect(readFileSync(join(root, 'content/messages/es.json'), 'utf8')).toBe(
      sampleSpanish['messages/es.json'],
    );
    expect(site.languages).toEqual(['en', 'es']);
    expect(readFileSync(join(root, 'wrangler.jsonc'), 'utf8')).toMatch(
      /^ {2}"name": "badger-beagles",$/m,
    );
    // The comments of wrangler.jsonc are kept.
    expect(readFileSync(join(root, 'wrangler.jsonc'), 'utf8')).toContain(
      '// Cloudflare Workers with static assets.',
    );

    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Start the site of Badger State Beagle Rescue (rescue init)\n',
    );
    expect(git(root, 'status', '--porcelain')).toBe('?? logo.png\n');
    const committed = git(root, 'show', '--name-status', '--format=', 'HEAD');
    expect(committed).toContain('D\tcontent/dogs/1.json');
    expect(committed).toContain('D\tcontent/listing-breeds.json');
    expect(committed).toContain('D\tcontent/dogs/1.es.json');
    expect(committed).toContain('D\tcontent/pages/legal.es.md');
    expect(committed).toContain('M\tcontent/site.es.json');
    expect(committed).toContain('M\tcontent/pages/about.es.md');
    expect(committed).toContain('M\twrangler.jsonc');
    expect(committed).toContain('A\tcontent/media/images/site/logo.png');
    expect(result.stdout).toContain('Committed: Start the site of Badger State Beagle Rescue');
    expect(result.stdout).toMatch(
      /1\. npm start.*\n.*2\. git push.*\n.*3\. Set up sign-in.*https:\/\/www\.badgerbeagles\.org\/admin\//,
    );

    // The new site is valid in both languages: only the starting texts are left to rewrite.
    const validate = await rescue(root, 'validate');
    expect(validate.code).toBe(0);
    expect(validate.stdout).not.toMatch(/\berror\b|sample-fact/);
  });

  it('keeps the sample records as examples with --keep-samples, and draws a logo when none is given', async () => {
    const root = await templateCopy();
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags, '--keep-samples');
    expect(result.code).toBe(0);
    expect(existsSync(join(root, 'content/dogs/1.json'))).toBe(true);
    expect(existsSync(join(root, 'content/media/images/dogs/1-1.png'))).toBe(true);
    const logo = readFileSync(join(root, 'content/media/images/site/logo.svg'), 'utf8');
    expect(logo).toContain('fill="#1b5e20"');
    expect(logo).toContain('>BB</text>');
    expect((await sharp(Buffer.from(logo)).metadata()).format).toBe('svg');
    expect(readJson(join(root, 'content/site.json')).logo).toBe('/images/site/logo.svg');
    // The records keep their translations, and the home photos (kept too) their Spanish alt texts.
    expect(readFileSync(join(root, 'content/dogs/1.es.json'), 'utf8')).toBe(
      sampleSpanish['dogs/1.es.json'],
    );
    expect(readJson(join(root, 'content/site.es.json'))).toEqual({
      homePhotos: sampleSiteEs.homePhotos,
      animal: sampleSiteEs.animal,
    });
  });

  it('removes site.es.json when none of its words translate a fact init left unchanged', async () => {
    const root = await templateCopy({
      ...sampleSpanish,
      'site.es.json': `${JSON.stringify({ tagline: 'Distinto tamaño, mismo corazón' })}\n`,
    });
    expect((await rescue(root, 'init', '--no-input', ...beagleFlags)).code).toBe(0);
    expect(existsSync(join(root, 'content/site.es.json'))).toBe(false);
    expect(git(root, 'show', '--name-status', '--format=', 'HEAD')).toContain(
      'D\tcontent/site.es.json',
    );
  });

  it("takes defaults for what has one: its name from the folder, the Worker's workers.dev address, the state's time zone", async () => {
    const root = await templateCopy();
    const result = await rescue(
      root,
      'init',
      '--no-input',
      '--email',
      'hello@example.org',
      '--phone',
      '608-555-0199',
      '--address',
      '1 Main St, Denver, CO 80202',
    );
    expect(result.code).toBe(0);
    const site = readJson(join(root, 'content/site.json'));
    expect(site.name).toMatch(/^Rescue Test /);
    // Cloudflare's address but for the account's subdomain, which only the rescue will know.
    expect(site.siteUrl).toMatch(/^https:\/\/rescue-test-[a-z0-9-]+\.workers\.dev$/);
    expect(site.timeZone).toBe('America/Denver');
    const validate = await rescue(root, 'validate');
    expect(validate.stdout).toContain(
      "/siteUrl is a workers.dev address without your account's subdomain",
    );
  });

  it('takes the time zone given with --time-zone, and refuses one no computer knows', async () => {
    const root = await templateCopy();
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags, '--time-zone', 'America/Nowhere'],
      /^--time-zone "America\/Nowhere": Time zone America\/Nowhere is not one this computer knows/,
    );
    const result = await rescue(
      root,
      'init',
      '--no-input',
      ...beagleFlags,
      '--time-zone',
      'America/Denver',
    );
    expect(result.code).toBe(0);
    expect(readJson(join(root, 'content/site.json')).timeZone).toBe('America/Denver');
  });
});
