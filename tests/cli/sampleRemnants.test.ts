import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoKey, sampleRescue } from '#lib/content/sampleRescue.ts';
import { editJson } from '../support/contentCopy.ts';
import { makeSite } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** A copy whose site is another rescue's, but for what a volunteer forgot. */
async function halfDone(): Promise<string> {
  const root = await makeSite();
  editJson(join(root, 'content'), 'site.json', (site) => {
    site.name = 'Badger State Beagle Rescue';
    site.shortName = 'Badger Beagles';
  });
  return root;
}

describe("rescue validate on a new rescue's copy", () => {
  it("warns, by file and line, where the sample rescue's facts and photos remain", async () => {
    const root = await halfDone();
    mkdirSync(join(root, 'content/media/images/site'), { recursive: true });
    copyFileSync(
      sampleContent('media/images/site/hero-1.webp'),
      join(root, 'content/media/images/site/hero-1.webp'),
    );
    writeFileSync(
      join(root, 'content/pages/about.md'),
      '---\ntitle: About us\ndescription: Who we are.\n---\n\nCall 612-555-0123 or write to NORTH STAR.\n',
    );
    // A translation is read as its English file is.
    writeFileSync(
      join(root, 'content/site.es.json'),
      `${JSON.stringify({ copyright: '© 2023 North Star Shepherd & Corgi Rescue. Todos los derechos reservados.' }, null, 2)}\n`,
    );
    const site = readFileSync(join(root, 'content/site.json'), 'utf8').split('\n');
    const phoneLine = site.findIndex((line) => line.includes('"phone"')) + 1;

    const text = await rescue(root, 'validate');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `  warning  line ${phoneLine}, column 13: still holds the sample rescue's phone "612-555-0123"\n` +
        "           hint: Write your rescue's own instead (or delete it): it came with the template. (sample-fact)",
    );
    expect(text.stdout).toMatch(
      /line 6, column 6: still holds the sample rescue's phone "612-555-0123"/,
    );
    expect(text.stdout).toMatch(
      /line 6, column 31: still holds the sample rescue's name "NORTH STAR"/,
    );
    expect(text.stdout).toMatch(
      /content\/site\.es\.json\n {2}warning {2}line 2, column 24: still holds the sample rescue's name "North Star"/,
    );
    expect(text.stdout).toMatch(/EIN "12-3456789"/);
    expect(text.stdout).toMatch(/social link "NorthStarRescueSample"/);
    expect(text.stdout).toMatch(/listing organisation id "MN999"/);
    expect(text.stdout).toContain(
      "content/media/images/site/hero-1.webp\n  warning  (whole file) is the sample rescue's picture",
    );
    expect(text.stdout).toMatch(/^The content is valid, with \d+ warning\(s\)\.$/m);

    const github = await rescue(root, 'validate', '--format', 'github');
    expect(github.stdout).toContain(
      `::warning file=content/site.json,line=${phoneLine},col=13,title=The sample rescue's facts are still here (sample-fact)::still holds the sample rescue's phone "612-555-0123"%0A`,
    );
    expect(github.stdout).toContain(
      '::warning file=content/media/images/site/hero-1.webp,line=1,col=1,title=The sample rescue',
    );
  });

  it('warns where a page still has its starting text, and not once it is rewritten', async () => {
    const root = await halfDone();
    const starter =
      '---\ntitle: About {name}\ndescription: Who we are.\n---\n\nWe rescue {breeds}.\n';
    mkdirSync(join(root, 'starter/pages'), { recursive: true });
    writeFileSync(join(root, 'starter/pages/about.md'), starter);
    writeFileSync(join(root, 'content/pages/about.md'), starter);
    const before = await rescue(root, 'validate', '--format', 'github');
    expect(before.stdout).toContain(
      '::warning file=content/pages/about.md,line=1,col=1,title=Page still has its starting text (starter-text-unchanged)::',
    );
    writeFileSync(
      join(root, 'content/pages/about.md'),
      starter.replace('We rescue', 'Since 2015 we rescue'),
    );
    expect((await rescue(root, 'validate')).stdout).not.toContain('starter-text-unchanged');
  });

  it('says nothing of the kind about the sample rescue itself', async () => {
    const result = await rescue(resolve('.'), '--content', sampleContent(), 'validate');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('The content is valid.');
  });
});

describe('the sample rescue as the checks know it', () => {
  it('is the bundled content: its name, every fact and every picture', () => {
    const site = readFileSync(sampleContent('site.json'), 'utf8');
    expect(JSON.parse(site).name).toBe(sampleRescue.name);
    for (const { text } of sampleRescue.facts)
      expect(site.toLowerCase()).toContain(text.toLowerCase());
    const media = readdirSync(sampleContent('media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => photoKey(readFileSync(join(entry.parentPath, entry.name))));
    expect(new Set(media)).toEqual(sampleRescue.photos);
  });
});
