import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { buildSiteOrThrow } from '../support/site.ts';
import { beagleFlags, makeTemplateRepo } from './initFixtures.ts';
import { rescue } from './run.ts';

/** What rescue init itself replaces: none of it may reach a built page, feed, calendar or header file. */
const initFacts = [
  'North Star',
  'Different Size, Same Heart',
  'northstarrescue',
  '612-555-0123',
  'info@example.org',
  'PO Box 12345',
  'Minneapolis, MN 55440',
  '12-3456789',
  'MN999',
  'NorthStarRescueSample',
  '/images/dogs/',
  '/images/team/',
  '/images/partners/',
  '/images/events/',
  '/images/foster-animals/',
  '/images/rainbow-bridge/',
  '/sample-photos/',
];
/** Words other parts of issue 30 move out of code (prose, interface words, looks): listed, not failed on. */
const othersWords = [
  'Shepherd',
  'Corgi',
  'Minnesota',
  'adopt@example.org',
  '/images/site/hero',
  '/images/site/breed',
];

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) =>
      /\.(html|xml|ics|txt|json|yml|js|webmanifest)$|^_headers$/.test(basename(name)),
    )
    .map((name) => join(dir, name));
}

describe("a second rescue's site, from rescue init to the build", { timeout: 600_000 }, () => {
  it("holds none of the sample rescue's facts init replaces, and the new ones where they were", async () => {
    const content = copyContent();
    const root = dirname(content);
    // Starting texts as the prose part of issue 30 writes them: one per page, generic.
    const pages = Object.fromEntries(
      readdirSync(join(content, 'pages')).map((name) => [
        name,
        `---\ntitle: ${basename(name, '.md')}\ndescription: A page of our rescue.\n---\n\nWrite this page in your own words.\n`,
      ]),
    );
    makeTemplateRepo(root, pages);
    // A small logo, drawn with sharp's SVG reader checking it (the share cards read the logo as SVG).
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z" fill="#1b5e20"/></svg>';
    expect((await sharp(Buffer.from(logo)).metadata()).format).toBe('svg');
    writeFileSync(join(root, 'badger.svg'), logo);
    const init = await rescue(root, 'init', '--no-input', ...beagleFlags, '--logo', 'badger.svg');
    expect(init.stderr).toBe('');
    // Until the components hide empty facts (the looks part of issue 30), the rescue fills them in
    // with its own, as it would after init.
    editJson(content, 'site.json', (site) => {
      const own = 'https://badgerbeagles.org';
      Object.assign(site, {
        emails: Object.fromEntries(
          [
            'adoption',
            'fostering',
            'volunteering',
            'surrender',
            'courtesyPostings',
            'donations',
          ].map((key) => [key, `${key.toLowerCase()}@badgerbeagles.org`]),
        ),
        ein: '39-1234567',
        social: { facebook: `${own}/fb`, instagram: `${own}/ig`, youtube: `${own}/yt` },
        storeUrl: `${own}/store`,
        newsletterUrl: `${own}/news`,
        forms: {
          adoptionApplication: `${own}/adopt`,
          adoptionApplicationEmbed: `${own}/adopt-embed`,
          fosterApplication: `${own}/foster`,
          surrenderApplication: `${own}/surrender.pdf`,
          releaseOfOwnership: `${own}/release.pdf`,
        },
        donationLinks: Object.fromEntries(
          ['paypal', 'giveMN', 'amazonWishList', 'chewyWishList', 'amazonSmile'].map((key) => [
            key,
            `${own}/${key}`,
          ]),
        ),
        videoUrl: `${own}/video`,
        history: { founded: 2015, incorporated: 2017, dogsSaved: 'over 150' },
        award: "Madison's favourite hound rescue.",
        wooftrax: { site: `${own}/walk`, ios: `${own}/ios`, android: `${own}/android` },
      });
    });

    const { clientDir, stdout, stderr } = await buildSiteOrThrow({ CONTENT_DIR: content });
    expect(`${stdout}${stderr}`).toContain('No animals listed');
    const files = textFiles(clientDir);
    const found = (word: string) =>
      files
        .filter((file) => readFileSync(file, 'utf8').includes(word))
        .map((file) => file.slice(clientDir.length));

    const strict = initFacts.flatMap((word) =>
      found(word)
        .filter((file) => !file.startsWith('/assets/') && !file.startsWith('/admin/'))
        .map((file) => `${word} in ${file}`),
    );
    expect(strict).toEqual([]);
    // Left to the other parts of issue 30 (code that still holds words); shown for the record.
    const left = [...initFacts, ...othersWords].flatMap((word) =>
      found(word).map((file) => `${word} in ${file}`),
    );
    console.log(`Sample words still in the build:\n${left.sort().join('\n')}`);

    const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
    expect(home).toContain('Badger State Beagle Rescue');
    expect(home).toContain('608-555-0199');
    expect(readFileSync(join(clientDir, 'images/site/logo.svg'), 'utf8')).toBe(logo);
    // No sample animal is listed or prerendered.
    expect(readdirSync(clientDir)).not.toContain('details');
    expect(readdirSync(clientDir)).not.toContain('sample-photos');
  });
});
