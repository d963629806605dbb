import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hintOf, problemCatalogue } from '#lib/content/problemCatalogue.ts';
import { editJson } from '../support/contentCopy.ts';
import { makeSite, records } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

async function brokenSite() {
  const root = await makeSite();
  const content = join(root, 'content');
  writeFileSync(join(content, 'dogs/2.json'), '{\n  "dogName": "Waffles",\n}\n');
  const dog = records()['dogs/1.json'] as Record<string, unknown>;
  writeFileSync(
    join(content, 'dogs/3.json'),
    JSON.stringify({
      ...dog,
      dogGender: 'Boy',
      dogDescription: '<script>x()</script><p>Hi</p>',
    }),
  );
  rmSync(join(content, 'media/images/events/1-1.png'));
  return root;
}

describe('rescue validate', () => {
  it('exits 0 on valid content, still showing warnings', async () => {
    const root = await makeSite();
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'content/courtesy-postings/2.json\n  warning  /courtesyPostingDate is more than 30 days ago',
    );
    expect(result.stdout).toContain(
      'hint: Run `rescue prune-postings` to remove expired postings.',
    );
    expect(result.stdout).toMatch(/The content is valid, with 1 warning\(s\)\.\n$/);
  });

  it('prints every problem grouped by file, with pointer and hint, and exits 1', async () => {
    const root = await brokenSite();
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'content/dogs/2.json\n  error    (whole file) is not valid JSON: ',
    );
    expect(result.stdout).toMatch(/content\/dogs\/2\.json\n.*at line 3, column 1\n/);
    expect(result.stdout).toContain(
      ['content/dogs/3.json', '  error    /dogGender must be one of: Male, Female', ''].join('\n'),
    );
    expect(result.stdout).toContain(
      'content/events/1.json\n  error    /eventPhotoLink/href photo "/images/events/1-1.png" not found in content/media\n',
    );
    expect(result.stdout).toMatch(/3 error\(s\) and 1 warning\(s\) in 4 file\(s\)\.\n$/);
  });

  it('groups a warning repeated in many files into one entry, after the errors; github output keeps one per file', async () => {
    const root = await makeSite();
    // Another rescue's copy: the sample's own pages are never "starting text".
    editJson(join(root, 'content'), 'site.json', (site) => {
      site.name = 'Badger State Beagle Rescue';
    });
    const starter =
      '---\ntitle: A page\ndescription: What it is for.\n---\n\nWe rescue {breeds}.\n';
    const pages = ['about', 'faq', 'foster', 'volunteer', 'donate', 'events', 'store'];
    mkdirSync(join(root, 'starter/pages'), { recursive: true });
    for (const page of pages) {
      writeFileSync(join(root, `starter/pages/${page}.md`), starter);
      writeFileSync(join(root, `content/pages/${page}.md`), starter);
    }
    rmSync(join(root, 'content/media/images/events/1-1.png'));

    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      [
        'warning  Page still has its starting text: 7 files',
        '  content/pages/about.md, content/pages/donate.md, content/pages/events.md, content/pages/faq.md, content/pages/foster.md and 2 more',
        `  hint: ${hintOf('starter-text-unchanged', '')} (starter-text-unchanged)`,
      ].join('\n'),
    );
    expect(result.stdout.match(/starting text/g)).toHaveLength(1);
    // The error comes first, in full.
    expect(result.stdout.indexOf('/eventPhotoLink/href photo')).toBeLessThan(
      result.stdout.indexOf('starting text'),
    );
    expect(result.stdout).toMatch(/1 error\(s\) and \d+ warning\(s\) in \d+ file\(s\)\.\n$/);

    const github = await rescue(root, 'validate', '--format', 'github');
    expect(github.stdout.match(/title=Page still has its starting text/g)).toHaveLength(7);
  });

  it('reports duplicate dogIDs and unsafe HTML', async () => {
    const root = await makeSite();
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    writeFileSync(
      join(root, 'content/dogs/3.json'),
      JSON.stringify({ ...dog, dogDescription: '<p onclick="x()">Hi</p>' }),
    );
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '  error    /dogID "GSD-2024-07" is already used by content/dogs/1.json',
    );
    expect(result.stdout).toContain(
      '  warning  /dogDescription contains HTML that is removed from the page',
    );
  });

  it('prints machine-readable results with --json', async () => {
    const root = await brokenSite();
    const result = await rescue(root, 'validate', '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ valid: false, errors: 3, warnings: 1 });
    expect(report.problems).toContainEqual({
      severity: 'error',
      code: 'schema-enum',
      file: 'content/dogs/3.json',
      pointer: '/dogGender',
      message: 'must be one of: Male, Female',
      hint: 'Use one of the values listed, spelled exactly as shown (capitals count).',
    });
  });

  it('refuses a missing content folder', async () => {
    const root = await makeSite();
    const result = await rescue(root, '--content', 'elsewhere', 'validate');
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Content folder not found: elsewhere\nRun rescue in your clone of the site, or name the folder with --content <dir>.\n',
    });
  });
});

describe('rescue validate --format github', () => {
  it('annotates each problem at the line and column where its field is written', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    // Pretty-printed as volunteers and the CLI write it: one field a line.
    const { dogBreed: _breed, ...withoutBreed } = dog;
    writeFileSync(
      join(content, 'dogs/3.json'),
      JSON.stringify({ ...withoutBreed, dogID: 'X-3', dogGender: 'Boy' }, null, 2),
    );
    const lines = readFileSync(join(content, 'dogs/3.json'), 'utf8').split('\n');
    const genderLine = lines.findIndex((line) => line.includes('"dogGender"')) + 1;
    writeFileSync(join(content, 'dogs/2.json'), '{\n  "dogName": "Waffles",\n}\n');
    writeFileSync(
      join(content, 'pages/legal.md'),
      '---\ntitle: Legal\ndescription: 42\nmood: happy\n---\n\n# Legal\n',
    );
    const result = await rescue(root, 'validate', '--format', 'github');
    expect(result.code).toBe(1);
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toContain(
      `::error file=content/dogs/3.json,line=${genderLine},col=3,title=Value not in the list (schema-enum)::/dogGender must be one of: Male, Female%0AUse one of the values listed, spelled exactly as shown (capitals count).`,
    );
    // A missing field is shown on the object that should hold it.
    expect(annotations).toContain(
      '::error file=content/dogs/3.json,line=1,col=1,title=Required field missing (schema-required)::/dogBreed is required%0AAdd the field: `rescue update` sets it (see `rescue update --help`), or write it into the file.',
    );
    expect(annotations).toContainEqual(
      expect.stringMatching(
        /^::error file=content\/dogs\/2\.json,line=3,col=1,title=Not valid JSON \(json-syntax\)::is not valid JSON: /,
      ),
    );
    expect(annotations).toContain(
      '::error file=content/pages/legal.md,line=3,col=1,title=Empty text (schema-empty)::/description must be a non-empty string%0AWrite some text in the field (between double quotes in a JSON file): it cannot be empty or only spaces.',
    );
    expect(annotations).toContainEqual(
      expect.stringMatching(
        /^::error file=content\/pages\/legal\.md,line=4,col=1,title=Unknown field \(schema-unknown-field\)::\/mood is not a known field/,
      ),
    );
    // Warnings keep their hint on a second line, escaped so the command stays one line.
    expect(annotations).toContainEqual(
      expect.stringMatching(
        /^::warning file=content\/courtesy-postings\/2\.json,line=\d+,col=3,title=.*::\/courtesyPostingDate is more than 30 days ago.*%0ARun `rescue prune-postings`/,
      ),
    );
    expect(result.stdout).toMatch(/\n5 error\(s\) and 1 warning\(s\) in 4 file\(s\)\.\n$/);
  });

  it('refuses a colour that cannot reach WCAG AA, naming the pairing, the ratio and the nearest shade', async () => {
    const root = await makeSite();
    const file = join(root, 'content/site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as { theme: Record<string, string> };
    site.theme.primaryColor = '#d2691e';
    writeFileSync(file, JSON.stringify(site, null, 2));
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'content/site.json\n  error    /theme/primaryColor #d2691e gives text on buttons and the surrender banner 4.33:1 (#2b2118 on #d2691e); WCAG AA asks 4.5:1. The nearest shade that passes is #d96c1f.\n',
    );
    expect(result.stdout).toContain(
      `hint: ${hintOf('theme-contrast', '#d96c1f')} (theme-contrast)`,
    );
    // A light primary is no problem: its text turns dark and its links a darker shade.
    site.theme = { primaryColor: '#ffd400', accentColor: '#0a5' };
    writeFileSync(file, JSON.stringify(site, null, 2));
    expect((await rescue(root, 'validate')).code).toBe(0);
  });

  it('warns about a breed the listing services do not know, once the rescue keeps a breed map', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    expect((await rescue(root, 'validate')).stdout).not.toContain('breed-not-listable');
    writeFileSync(
      join(content, 'listing-breeds.json'),
      JSON.stringify({ breeds: [{ name: 'German Shepherd', petfinder: 'German Shepherd Dog' }] }),
    );
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    writeFileSync(
      join(content, 'dogs/1.json'),
      JSON.stringify({ ...dog, dogBreed: 'Shepadoodle mix' }),
    );
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `content/dogs/1.json\n  warning  /dogBreed "Shepadoodle" is none of Petfinder's breeds and content/listing-breeds.json does not map it\n           hint: ${hintOf('breed-not-listable')} (breed-not-listable)`,
    );
  });

  it('exits 0 with only warnings, and refuses an unknown format', async () => {
    const root = await makeSite();
    const ok = await rescue(root, 'validate', '--format', 'github');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^::warning file=content\/courtesy-postings\/2\.json,line=/);
    const refused = await rescue(root, 'validate', '--format', 'xml');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("argument 'xml' is invalid");
  });
});

describe('problem codes and hints', () => {
  it('come with every problem in text, JSON and GitHub output', async () => {
    const root = await brokenSite();
    const text = (await rescue(root, 'validate')).stdout;
    const json = JSON.parse((await rescue(root, 'validate', '--json')).stdout);
    const github = (await rescue(root, 'validate', '--format', 'github')).stdout.split('\n');
    for (const code of [
      'json-syntax',
      'schema-enum',
      'photo-missing',
      'posting-expired',
    ] as const) {
      const hint = hintOf(code);
      expect(text).toContain(`\n           hint: ${hint} (${code})\n`);
      expect(json.problems).toContainEqual(expect.objectContaining({ code, hint }));
      const title = `title=${problemCatalogue[code].title} (${code})::`;
      expect(
        github.filter((line) => line.includes(title) && line.endsWith(`%0A${hint}`)),
      ).toHaveLength(1);
    }
  });
});
