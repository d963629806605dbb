import { readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '#lib/content/collections.ts';
import { phonePhoto } from '../cli/fixtures.ts';
import { rescueProcess } from '../cli/run.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { tempDir } from '../support/tempDirs.ts';
import { copyBack, git, openEditor, openEntry, repository } from './editorSession.ts';

/**
 * Two doors, one file: every entry of the content opened in the real editor and saved untouched
 * leaves git with nothing to commit, and a one-field change is that field's lines only.
 */

let live: LiveSite;
let browser: Browser;
let siteUrl: string;

beforeAll(async () => {
  live = await startLiveSite({ sample: false });
  ({ browser, url: siteUrl } = live);
});

afterAll(() => live?.close());

/** Every entry of the editor: each record of each collection, each page, and the organisation. */
function entries(root: string): string[] {
  const records = Object.values(collections).flatMap(({ dir }) =>
    readdirSync(join(root, 'content', dir)).map(
      (file) => `collections/${dir}/entries/${basename(file, '.json')}`,
    ),
  );
  const pages = readdirSync(join(root, 'content/pages')).map(
    (file) => `collections/pages/entries/${basename(file, '.md')}`,
  );
  return [...records, ...pages, 'collections/site/entries/site'];
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

    // One field per kind of record: a status, a date, a list item, alt texts, a fact.
    const edits: [string, string, (page: Page) => Promise<void>][] = [
      [
        'collections/dogs/entries/gsd-2026-09',
        'dogAdoptionStatus',
        (page) => page.getByRole('radio', { name: 'Unavailable', exact: true }).click(),
      ],
      [
        'collections/events/entries/1',
        'eventStart',
        (page) => page.getByRole('textbox', { name: 'Starts' }).fill('2022-11-17T10:30'),
      ],
      [
        'collections/courtesy-postings/entries/1',
        'courtesyPostingDate',
        (page) => page.getByLabel('Posted on', { exact: true }).fill('2026-11-20'),
      ],
      [
        'collections/team/entries/1',
        'alt',
        (page) => page.getByRole('textbox', { name: 'Alt text' }).fill('Linda with her Corgi'),
      ],
      [
        'collections/foster-animals/entries/1',
        'alt',
        (page) => page.getByRole('textbox', { name: 'Alt text' }).fill('Ranger in the leaves'),
      ],
      [
        'collections/rainbow-bridge/entries/1',
        'dogAge',
        (page) => page.getByRole('textbox', { name: 'Age' }).fill('Senior - 14 years'),
      ],
      [
        'collections/partners/entries/1',
        'partnerImageAlt',
        (page) => page.getByRole('textbox', { name: 'Logo alt text' }).fill('Partner logo'),
      ],
      [
        'collections/site/entries/site',
        'phone',
        (page) => page.getByRole('textbox', { name: 'Phone', exact: true }).fill('612-555-0199'),
      ],
      [
        'collections/pages/entries/adoption-faqs',
        'One veterinary reference',
        async (page) => {
          await page.getByText('One veterinary reference').first().click();
          await page.keyboard.press('End');
          await page.keyboard.type(' We call it.');
          await page.getByText('We call it.').last().waitFor();
        },
      ],
    ];
    for (const [entry, , edit] of edits) {
      await openEntry(page, entry);
      await edit(page);
      expect(await saveIfChanged(page), entry).toBe(true);
    }
    await copyBack(page, root);
    const changed = git(root, 'diff', '--numstat').trim().split('\n').sort();
    expect(changed).toEqual(
      [
        'content/dogs/gsd-2026-09.json',
        'content/events/1.json',
        'content/courtesy-postings/1.json',
        'content/team/1.json',
        'content/foster-animals/1.json',
        'content/rainbow-bridge/1.json',
        'content/partners/1.json',
        'content/site.json',
        'content/pages/adoption-faqs.md',
      ]
        .map((file) => `1\t1\t${file}`)
        .sort(),
    );
    for (const [entry, field] of edits) {
      const file = changed.find((line) => line.includes(entry.split('/')[1]!))!.split('\t')[2]!;
      expect(git(root, 'diff', '-U0', '--', file), entry).toContain(field);
    }
  });
});
