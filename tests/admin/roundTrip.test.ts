import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '#lib/content/collections.ts';
import { readContentAndProblems } from '#lib/content/load.ts';
import { translationFileName } from '#lib/content/translations.ts';
import { phonePhoto } from '../cli/cliFixtures.ts';
import { rescueProcess } from '../cli/runRescue.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { tempDir } from '../support/tempDirs.ts';
import { copyBack, git, openEditor, openEntry, repository } from './editorSession.ts';

/**
 * Two doors, one file: every entry of the content opened in the real editor and saved untouched
 * leaves git with nothing to commit, and a one-field change is that field's lines only, in
 * English or in the Spanish file beside it.
 */

let live: LiveSite;
let browser: Browser;
let siteUrl: string;

beforeAll(async () => {
  live = await startLiveSite({ sample: false });
  ({ browser, url: siteUrl } = live);
});

afterAll(() => live?.close());

/**
 * Every entry of the editor: each record of each collection, each page, the organisation and the
 * interface words; an entry holds its English file and the translations beside it.
 */
function entries(root: string): string[] {
  const english = (dir: string) =>
    readdirSync(join(root, 'content', dir)).filter((file) => !translationFileName.test(file));
  const records = Object.values(collections).flatMap(({ dir }) =>
    english(dir).map((file) => `collections/${dir}/entries/${basename(file, '.json')}`),
  );
  const pages = english('pages').map(
    (file) => `collections/pages/entries/${basename(file, '.md')}`,
  );
  return [
    ...records,
    ...pages,
    'collections/site/entries/site',
    'collections/site/entries/messages',
  ];
}

/** Shows the entry's words in a language (the form's left pane). */
async function showLanguage(page: Page, language: 'English' | 'Spanish') {
  await page.getByRole('radio', { name: language }).first().click();
}

/** Saves the entry if the editor holds anything to save; whether it did. */
async function saveIfChanged(page: Page): Promise<boolean> {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  if (await save.isDisabled()) return false;
  await save.click();
  // Saved, the editor goes back to the collection's list; refused, it stays and says why.
  const outcome = await page.waitForFunction(
    () =>
      (!location.hash.includes('/entries/') && 'saved') ||
      (/Please correct (it|them) to save the entry/.test(document.body.innerText) && 'refused'),
    undefined,
    { polling: 100 },
  );
  expect(await outcome.jsonValue()).toBe('saved');
  return true;
}

const everyMarkdownFeature = [
  'Loves *long walks*, **snow** and ***squeaky toys***.',
  '### At home',
  '* Crate trained\n* [Good with cats](https://example.org/cats)',
  '1. Sit\n1. Down\n1. Shake',
  '#### Still learning',
  'To settle when visitors come over.',
].join('\n\n');

describe('the browser editor and the CLI write the same bytes', { timeout: 600_000 }, () => {
  it('saves every entry untouched as it was, and a one-field change as that field’s lines', async () => {
    const root = repository();
    // The photo from outside the repository, as from a phone: only the record and its copy are new.
    const photo = join(tempDir('photo-'), 'biscotti.jpg');
    writeFileSync(photo, await phonePhoto(640, 480));
    const added = await rescueProcess(
      root,
      'add-dog',
      ...['--dog-name', 'Biscotti', '--dog-id', 'GSD-2026-09', '--dog-age', 'Young - DOB 05/2025'],
      ...['--dog-gender', 'male', '--dog-breed', 'German Shepherd', '--photo', photo],
      ...['--dog-description', everyMarkdownFeature, '--dog-from-the-foster', 'A *happy* boy.'],
      '--commit',
    );
    expect(added.stderr).toBe('');

    const { page } = await openEditor(browser, siteUrl, root);
    const saved: string[] = [];
    for (const entry of entries(root)) {
      await openEntry(page, entry);
      if (await saveIfChanged(page)) saved.push(entry);
    }
    await copyBack(page, root);
    expect(git(root, 'status', '--porcelain')).toBe('');
    expect(saved).toEqual([]);

    // One field per kind of record: a status, a date, a list item, alt texts, a fact; and words
    // in Spanish, in a translation beside its English file and in a new one.
    const edits: [string, string, string, (page: Page) => Promise<void>][] = [
      [
        'collections/dogs/entries/gsd-2026-09',
        'content/dogs/gsd-2026-09.json',
        'dogAdoptionStatus',
        (page) => page.getByRole('radio', { name: 'Unavailable', exact: true }).click(),
      ],
      [
        'collections/events/entries/1',
        'content/events/1.json',
        'eventStart',
        (page) => page.getByRole('textbox', { name: 'Starts' }).fill('2022-11-17T10:30'),
      ],
      [
        'collections/courtesy-postings/entries/1',
        'content/courtesy-postings/1.json',
        'courtesyPostingDate',
        (page) => page.getByLabel('Posted on', { exact: true }).fill('2026-11-20'),
      ],
      [
        'collections/team/entries/1',
        'content/team/1.json',
        'alt',
        (page) => page.getByRole('textbox', { name: 'Alt text' }).fill('Linda with her Corgi'),
      ],
      [
        'collections/foster-animals/entries/1',
        'content/foster-animals/1.json',
        'alt',
        (page) => page.getByRole('textbox', { name: 'Alt text' }).fill('Ranger in the leaves'),
      ],
      [
        'collections/rainbow-bridge/entries/1',
        'content/rainbow-bridge/1.json',
        'dogAge',
        (page) => page.getByRole('textbox', { name: 'Age' }).fill('Senior - 14 years'),
      ],
      [
        'collections/partners/entries/1',
        'content/partners/1.json',
        'partnerImageAlt',
        (page) => page.getByRole('textbox', { name: 'Logo alt text' }).fill('Partner logo'),
      ],
      [
        'collections/site/entries/site',
        'content/site.json',
        'phone',
        (page) => page.getByRole('textbox', { name: 'Phone', exact: true }).fill('612-555-0199'),
      ],
      [
        'collections/pages/entries/adoption-faqs',
        'content/pages/adoption-faqs.md',
        'One veterinary reference',
        async (page) => {
          await page.getByText('One veterinary reference').first().click();
          await page.keyboard.press('End');
          await page.keyboard.type(' We call it.');
          await page.getByText('We call it.').last().waitFor();
        },
      ],
      [
        'collections/dogs/entries/1',
        'content/dogs/1.es.json',
        'Le encanta la nieve.',
        async (page) => {
          await showLanguage(page, 'Spanish');
          await page.getByRole('textbox', { name: 'Description', exact: true }).first().click();
          await page.keyboard.press('Control+End');
          await page.keyboard.type(' Le encanta la nieve.');
          await page.getByText('Le encanta la nieve.').last().waitFor();
          await showLanguage(page, 'English');
        },
      ],
    ];
    for (const [entry, , , edit] of edits) {
      await openEntry(page, entry);
      await edit(page);
      expect(await saveIfChanged(page), entry).toBe(true);
    }

    // Biscotti has no Spanish yet: a volunteer adds it, with a description.
    await openEntry(page, 'collections/dogs/entries/gsd-2026-09');
    await showLanguage(page, 'Spanish');
    await page.getByRole('button', { name: /^Enable .Spanish.$/ }).click();
    await page.getByRole('textbox', { name: 'Description', exact: true }).first().click();
    await page.keyboard.type('Un perro muy feliz.');
    await page.getByText('Un perro muy feliz.').last().waitFor();
    await showLanguage(page, 'English');
    expect(await saveIfChanged(page)).toBe(true);

    await copyBack(page, root);
    const changed = git(root, 'diff', '--numstat').trim().split('\n').sort();
    expect(changed).toEqual(edits.map(([, file]) => `1\t1\t${file}`).sort());
    for (const [entry, file, field] of edits) {
      expect(git(root, 'diff', '-U0', '--', file), entry).toContain(field);
    }
    // The new translation holds the translated words only; the English file is as it was.
    expect(git(root, 'status', '--porcelain', '--untracked-files=all', '--', 'content/dogs')).toBe(
      ' M content/dogs/1.es.json\n M content/dogs/gsd-2026-09.json\n?? content/dogs/gsd-2026-09.es.json\n',
    );
    const biscotti = (lang: string) =>
      JSON.parse(
        readFileSync(join(root, `content/dogs/gsd-2026-09${lang}.json`), 'utf8'),
      ) as Record<string, unknown> & { dogPhotoLink: { href: string }[] };
    expect(biscotti('.es')).toEqual({
      // Its photos are the English ones, whose alt texts wait for Spanish words.
      dogPhotoLink: biscotti('').dogPhotoLink.map(({ href }) => ({ href })),
      dogDescription: 'Un perro muy feliz.',
    });
    const { content, problems } = readContentAndProblems(join(root, 'content'));
    expect(problems.filter(({ file }) => file.includes('/dogs/'))).toEqual([]);
    const spanish = content.translations.es!.dogs;
    expect(spanish.find(({ id }) => id === 'gsd-2026-09')?.dogDescription).toContain(
      'Un perro muy feliz.',
    );
    expect(spanish.find(({ id }) => id === '1')?.dogDescription).toContain('Le encanta la nieve.');
  });
});
