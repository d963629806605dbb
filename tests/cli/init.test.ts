import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { image, makeSite, readJson, snapshot } from './cliFixtures.ts';
import {
  addSampleSpanish,
  beagleFlags,
  git,
  makeTemplateRepo,
  sampleSpanish,
  starterPages,
} from './initFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

/**
 * A fresh copy of the template: the sample rescue in English and Spanish, its breed map, and the
 * starting texts.
 */
async function templateCopy(spanish = sampleSpanish): Promise<string> {
  const root = await makeSite();
  addSampleSpanish(root, spanish);
  copyFileSync('content/listing-breeds.json', join(root, 'content/listing-breeds.json'));
  makeTemplateRepo(root);
  return root;
}

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

/** Until the test ends, git reads no global or system settings: no name or e-mail from them. */
function withoutGitIdentity(): void {
  const saved = { ...process.env };
  process.env.GIT_CONFIG_GLOBAL = join(tmpdir(), 'rescue-no-git-config');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'EMAIL']) {
    delete process.env[name];
  }
  onTestFinished(() => {
    process.env = saved;
  });
}

const files = (root: string, dir: string) =>
  existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true }) : [];

describe('rescue init --no-input', () => {
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

  it('changes nothing the second time, and says why', async () => {
    const root = await templateCopy();
    expect((await rescue(root, 'init', '--no-input', ...beagleFlags)).code).toBe(0);
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /already set up: content\/site\.json is Badger State Beagle Rescue's/,
    );
    // Its facts put back by hand: the init commit still tells.
    git(root, 'checkout', 'HEAD~1', '--', 'content/site.json');
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /already set up: rescue init has already run here/,
    );
  });

  it.each([
    [
      '--primary-color',
      'green',
      /^--primary-color "green": Primary colour is not in the expected form/,
    ],
    [
      '--accent-color',
      '#12345',
      /^--accent-color "#12345": Accent colour is not in the expected form/,
    ],
    [
      '--site-url',
      'http://badger.example',
      /^--site-url "http:\/\/badger.example": Site address is not in the expected form/,
    ],
    [
      '--email',
      'hello-at-badger',
      /^--email "hello-at-badger": Contact e-mail must be a valid e-mail address/,
    ],
    [
      '--address',
      '12 Harbor Rd Madison WI',
      /^--address "12 Harbor Rd Madison WI": Postal address must be one line/,
    ],
    [
      '--address',
      '12 Harbor Rd, Madison, WI 537',
      /^--address "12 Harbor Rd, Madison, WI 537": ZIP is not in the expected form/,
    ],
    ['--logo', 'missing.png', /^--logo "missing.png": Logo file not found: missing.png/],
    ['--logo', 'logo.gif', /Logo must be an SVG or PNG file/],
  ])('changes nothing with a bad %s and says why', async (flag, value, message) => {
    const root = await templateCopy();
    writeFileSync(join(root, 'logo.gif'), await image('gif'));
    const flags = [...beagleFlags];
    const at = flags.indexOf(flag);
    if (at >= 0) flags[at + 1] = value;
    else flags.push(flag, value);
    await expectRefused(root, ['init', '--no-input', ...flags], message);
  });

  it('changes nothing with a logo that is not what its name says, or holds a script', async () => {
    const root = await templateCopy();
    writeFileSync(join(root, 'fake.png'), await image('jpeg'));
    writeFileSync(
      join(root, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags, '--logo', 'fake.png'],
      /fake\.png is not a PNG image/,
    );
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags, '--logo', 'evil.svg'],
      /evil\.svg holds a script/,
    );
  });

  it('names the answers only the rescue knows when they are missing', async () => {
    const root = await templateCopy();
    await expectRefused(
      root,
      ['init', '--no-input', '--name', 'Badger Beagles'],
      /^Missing --email \(Contact e-mail\), --phone \(Phone\), --address \(Postal address\): only your rescue knows them/,
    );
  });

  it('checks git before anything else: without a name and e-mail it says the two commands and writes nothing', async () => {
    const root = await templateCopy();
    git(root, 'config', '--unset', 'user.name');
    git(root, 'config', '--unset', 'user.email');
    withoutGitIdentity();
    const before = snapshot(root);
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('git does not know your name and e-mail yet');
    expect(result.stderr).toContain('  git config --global user.name "Your Name"\n');
    expect(result.stderr).toContain('  git config --global user.email you@example.org\n');
    expect(snapshot(root)).toEqual(before);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('refuses a copy with uncommitted changes, and says how to finish a run that could not commit', async () => {
    const root = await templateCopy();
    writeFileSync(join(root, 'content/dogs/9.json'), '{}\n');
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /your copy has changes not yet committed \(content\/dogs\/9\.json\)/,
    );
    git(root, 'clean', '--quiet', '-fd', 'content');

    // A run whose commit failed (here: a hook refuses it) leaves the site written, not committed.
    writeFileSync(join(root, '.git/hooks/pre-commit'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const failed = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('The site was written but not committed.');
    expect(failed.stderr).toContain('git reset --hard && git clean -fd content');
    const again = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^An earlier rescue init wrote Badger State Beagle Rescue's site but could not commit it\. Nothing was written\.\nTo start again, undo what it wrote and run rescue init again: git reset --hard && git clean -fd content\n/,
    );
    // Following the advice, it runs to the end.
    git(root, 'reset', '--quiet', '--hard');
    git(root, 'clean', '--quiet', '-fd', 'content');
    rmSync(join(root, '.git/hooks/pre-commit'));
    const finished = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(finished.stderr).toBe('');
    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Start the site of Badger State Beagle Rescue (rescue init)\n',
    );
  });

  it('refuses outside a git repository and without the starting texts, before writing anything', async () => {
    const bare = await makeSite();
    await expectRefused(bare, ['init', '--no-input', ...beagleFlags], /is not a git repository/);
    const root = await templateCopy();
    git(root, 'rm', '-r', '--quiet', 'starter');
    git(root, 'commit', '--quiet', '-m', 'No starter');
    const before = snapshot(root);
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^starter\/pages not found/);
    expect(snapshot(root)).toEqual(before);
  });
});
