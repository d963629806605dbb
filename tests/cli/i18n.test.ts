import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageStatus } from '../../cli/commands/i18nStatus.ts';
import { dogFlags, git, gitSite as repository, makeSite, readJson } from './cliFixtures.ts';
import { expectRefused, rescue, Terminal } from './runRescue.ts';
import { sampleContent } from '../support/sampleContent.ts';

/** What `rescue i18n status --json` prints. */
interface Status {
  languages: LanguageStatus[];
}

async function status(root: string, ...args: string[]): Promise<Status> {
  const result = await rescue(root, 'i18n', 'status', '--json', ...args);
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Status;
}

function dogs(report: Status) {
  return report.languages[0]!.groups.find((group) => group.name === 'dogs')!;
}

const newDog = 'content/dogs/gsd-2025-01.es.json';
const spanish = [
  '--translation',
  'dogBreed=Pastor Alemán',
  '--translation',
  'dogAge=Joven - nac. 05/2023',
  '--translation',
  'dogDescription=Un chico *tranquilo*.',
  '--translation',
  'dogPhotoLink=Biscotti en el jardín',
];

describe('rescue translate and i18n status', () => {
  it('finds a dog added in English only missing, complete once translated, stale once its English changes', async () => {
    const root = await repository();
    const added = await rescue(root, 'add-dog', ...dogFlags, '--photo', 'photo.png', '--commit');
    expect(added.code).toBe(0);
    expect(dogs(await status(root)).missing).toEqual(
      expect.arrayContaining(
        ['dogAge', 'dogPhotoLink', 'dogDescription'].map((field) => ({ file: newDog, field })),
      ),
    );

    const translated = await rescue(root, 'translate', 'GSD-2025-01', ...spanish, '--commit');
    expect(translated.stderr).toBe('');
    expect(translated.stdout).toBe(
      `Wrote the es text of dog Biscotti (GSD-2025-01) to ${newDog} (4 of 4 fields).\n` +
        'Committed: Translate dog Biscotti (GSD-2025-01) into es\n',
    );
    expect(readJson(join(root, newDog))).toEqual({
      dogBreed: 'Pastor Alemán',
      dogAge: 'Joven - nac. 05/2023',
      dogPhotoLink: [{ href: '/images/dogs/gsd-2025-01/1.png', alt: 'Biscotti en el jardín' }],
      // Written the way the browser editor writes Markdown.
      dogDescription: 'Un chico _tranquilo_.',
    });
    const complete = dogs(await status(root));
    expect(complete.missing.filter(({ file }) => file === newDog)).toEqual([]);
    expect(complete.stale).toEqual([]);

    await rescue(
      root,
      'update',
      'dogs',
      'GSD-2025-01',
      '--dog-description',
      'A calm boy.',
      '--commit',
    );
    const stale = { file: newDog, field: 'dogDescription' };
    const report = await status(root);
    expect(dogs(report).stale).toEqual([stale]);
    expect(report.languages[0]!.stale).toBe(1);

    const table = await rescue(root, 'i18n', 'status');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /^Translations into es:\n {2}Content +Translated\n {2}dogs +\d+ of \d+ +\d+%\n/,
    );
    expect(table.stdout).toContain(
      `Stale (the English changed since):\n  ${newDog}  dogDescription\n`,
    );
    expect(table.stdout).toMatch(
      /\nTotal: \d+ of \d+ fields translated into es \(\d+%\), \d+ missing, 1 stale\.\n$/,
    );

    const github = await rescue(root, 'i18n', 'status', '--format', 'github', '--lang', 'es');
    expect(github.code).toBe(0);
    expect(github.stdout).toContain(
      `::warning file=${newDog},title=Stale translation::dogDescription: the English changed after the es text was last changed\n`,
    );
    expect(github.stdout).toContain(
      '::notice file=content/dogs/1.es.json,title=Missing translation::dogAge has no es text yet',
    );

    // A new Spanish text, not yet committed, is newer than every commit…
    await rescue(
      root,
      'translate',
      'dogs/gsd-2025-01',
      '--translation',
      'dogDescription=Un chico tranquilo.',
    );
    expect(dogs(await status(root)).stale).toEqual([]);
    git(root, 'commit', '--quiet', '--all', '--message', 'Spanish');
    // …and so is an English one, unless the Spanish changed too.
    await rescue(root, 'update', 'dogs', 'GSD-2025-01', '--dog-description', 'A calmer boy.');
    expect(dogs(await status(root)).stale).toEqual([stale]);
    await rescue(
      root,
      'translate',
      'GSD-2025-01',
      '--translation',
      'dogDescription=Un chico más tranquilo.',
    );
    expect(dogs(await status(root)).stale).toEqual([]);
  });

  it('writes a dog and its Spanish text in one commit with add-dog --lang es', async () => {
    const root = await repository();
    const result = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--photo',
      'photo.png',
      '--lang',
      'es',
      ...spanish,
      '--commit',
    );
    expect(result.stdout).toContain(
      'Added dog Biscotti (GSD-2025-01) as content/dogs/gsd-2025-01.json with 1 photo(s), its es text in content/dogs/gsd-2025-01.es.json.\n',
    );
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD')).toBe(
      `content/dogs/gsd-2025-01.es.json\ncontent/dogs/gsd-2025-01.json\ncontent/media/images/dogs/gsd-2025-01/1.png\n`,
    );
    expect(readJson(join(root, newDog)).dogDescription).toBe('Un chico _tranquilo_.');
    expect(dogs(await status(root)).missing.filter(({ file }) => file === newDog)).toEqual([]);
  });

  it('translates a page and site.json, checked with the translation in place', async () => {
    const root = await repository();
    const page = await rescue(
      root,
      'translate',
      'pages/about',
      '--translation',
      'title=Sobre nosotros',
      '--translation',
      'description=Quiénes somos.',
      '--translation',
      'body=Rescatamos *perros* en {state}.',
    );
    expect(page.code).toBe(0);
    expect(readFileSync(join(root, 'content/pages/about.es.md'), 'utf8')).toBe(
      '---\ntitle: Sobre nosotros\ndescription: Quiénes somos.\n---\n\nRescatamos _perros_ en {state}.\n',
    );
    const site = await rescue(
      root,
      'translate',
      'site',
      '--translation',
      'tagline=Distinto tamaño, mismo corazón',
    );
    expect(site.code).toBe(0);
    expect(readJson(join(root, 'content/site.es.json'))).toEqual({
      tagline: 'Distinto tamaño, mismo corazón',
    });
    const groups = (await status(root)).languages[0]!.groups;
    expect(groups.find((group) => group.name === 'pages/about')).toMatchObject({
      translated: 3,
      total: 3,
    });

    await expectRefused(
      root,
      ['translate', 'about', '--translation', 'body=Escríbanos a {nowhere}.'],
      /^Nothing was written: the change would leave these problems:\n {2}content\/pages\/about\.es\.md:\d+:\d+: \{nowhere\} names no fact of site\.json\n$/,
    );

    // The page's English text changes in a later commit: its Spanish text is stale, its title not.
    git(root, 'add', '.');
    git(root, 'commit', '--quiet', '--message', 'Spanish');
    const about = join(root, 'content/pages/about.md');
    writeFileSync(
      about,
      readFileSync(about, 'utf8').replace('We rescue dogs.', 'We rescue dogs and cats.'),
    );
    git(root, 'commit', '--quiet', '--all', '--message', 'Cats');
    const pages = (await status(root)).languages[0]!.groups.find(
      ({ name }) => name === 'pages/about',
    );
    expect(pages?.stale).toEqual([{ file: 'content/pages/about.es.md', field: 'body' }]);
  });

  it('writes nothing for an invalid value, an unknown field or an unknown language', async () => {
    const root = await repository();
    await expectRefused(
      root,
      ['translate', 'GSD-2024-07', '--translation', 'dogDescription=  '],
      /^content\/dogs\/1\.es\.json: dogDescription: Description must be a non-empty string\.\nNothing was written\.\n$/,
    );
    await expectRefused(
      root,
      ['translate', 'GSD-2024-07', '--translation', 'dogWeight=30 lbs'],
      /^content\/dogs\/1\.es\.json: "dogWeight" is not a field of dog Biscuit \(GSD-2024-07\) to translate\.\n/,
    );
    const unknown =
      /^Unknown language "fr": the site is translated into es \(the languages of content\/site\.json other than English\)\.\n$/;
    await expectRefused(root, ['translate', 'GSD-2024-07', '--lang', 'fr', ...spanish], unknown);
    await expectRefused(
      root,
      ['add-dog', ...dogFlags, '--photo', 'photo.png', '--lang', 'fr'],
      unknown,
    );
    await expectRefused(root, ['i18n', 'status', '--lang', 'fr'], unknown);
    await expectRefused(
      root,
      ['translate', 'GSD-2024-07', '--lang', 'en', ...spanish],
      /^Unknown language "en"/,
    );
  });

  it('counts only fields that have English text: an empty optional field is not missing', async () => {
    const root = await makeSite();
    const added = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--dog-history',
      '',
      '--dog-coat-color',
      ' ',
    );
    expect(added.stderr).toBe('');
    // No photo yet, no history, a blank coat colour: none of them is missing in Spanish.
    const mine = dogs(await status(root)).missing.filter(({ file }) => file === newDog);
    expect(mine.map(({ field }) => field).sort()).toEqual(['dogAge', 'dogBreed', 'dogDescription']);
  });

  it('finds nothing stale outside git', async () => {
    const root = await makeSite();
    await rescue(root, 'translate', 'GSD-2024-07', '--translation', 'dogAge=Adulto');
    await rescue(root, 'update', 'dogs', 'GSD-2024-07', '--dog-age', 'Senior');
    const report = await status(root);
    expect(dogs(report).stale).toEqual([]);
    expect(dogs(report).missing).not.toContainEqual({
      file: 'content/dogs/1.es.json',
      field: 'dogAge',
    });
  });

  it('reports the bundled content fully translated', async () => {
    const report = await status(resolve('.'), '--content', sampleContent());
    expect(
      report.languages.map(({ lang, percent, missing, stale }) => ({
        lang,
        percent,
        missing,
        stale,
      })),
    ).toEqual([{ lang: 'es', percent: 100, missing: 0, stale: 0 }]);
    const names = report.languages[0]!.groups.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['dogs', 'events', 'pages/about', 'site.json']));
  });

  it(
    'asks for each field in a terminal, showing the English and offering the translation there is',
    { timeout: 120_000 },
    async () => {
      const root = await repository();
      writeFileSync(
        join(root, 'content/dogs/1.es.json'),
        `${JSON.stringify({ dogAge: 'Adulto - nac. 03/2019' }, null, 2)}\n`,
      );
      const terminal = new Terminal(root, ['translate', 'GSD-2024-07', '--lang', 'es']);
      await terminal.waitFor(/Age, in English:\r?\n {2}Adult - DOB 03\/2019/);
      await terminal.answer('Age in es (Adulto - nac. 03/2019)', ''); // keeps the translation
      await terminal.waitFor('Photos, photo 1, in English: Biscuit, photo 1');
      await terminal.answer('Alt text in es', 'Biscuit en el parque');
      await terminal.waitFor(/Description, in English:\r?\n {2}Biscuit loves walks & naps\./);
      await terminal.answer('Description in es', '   '); // left untranslated
      await terminal.waitFor(/Breed, in English/);
      await terminal.answer('Breed in es', 'Pastor Alemán');
      expect(await terminal.exitCode()).toBe(0);
      expect(terminal.screen).toContain(
        'Wrote the es text of dog Biscuit (GSD-2024-07) to content/dogs/1.es.json (3 of 4 fields; still in English: dogDescription).',
      );
      expect(readJson(join(root, 'content/dogs/1.es.json'))).toEqual({
        dogBreed: 'Pastor Alemán',
        dogAge: 'Adulto - nac. 03/2019',
        dogPhotoLink: [{ href: '/images/dogs/1-1.png', alt: 'Biscuit en el parque' }],
      });
    },
  );
  it(
    'asks for the Spanish after the English with add --lang es in a terminal',
    { timeout: 120_000 },
    async () => {
      const root = await repository();
      const terminal = new Terminal(root, [
        'add',
        'foster-animal',
        '--lang',
        'es',
        '--dog-name',
        'Tiny',
        '--dog-id',
        'F-2025-02',
        '--dog-age',
        'Puppy',
        '--photo',
        'photo.png',
      ]);
      await terminal.waitFor(/Age, in English:\r?\n {2}Puppy/);
      await terminal.answer('Age in es', 'Cachorro');
      await terminal.waitFor('Photos, photo 1, in English: Tiny');
      await terminal.answer('Alt text in es', 'Tiny en casa');
      expect(await terminal.exitCode()).toBe(0);
      expect(readJson(join(root, 'content/foster-animals/f-2025-02.es.json'))).toEqual({
        dogAge: 'Cachorro',
        dogPhotoLink: [{ href: '/images/foster-animals/f-2025-02/1.png', alt: 'Tiny en casa' }],
      });
    },
  );
});
