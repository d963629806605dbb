import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { copyContent } from '../support/contentCopy.ts';

/**
 * A volunteer's session in the real editor at /admin/, in its local-repository mode over a copy
 * of the content: Chromium cannot answer the native folder picker, so the picker hands over an
 * origin-private folder filled from the copy, whose files are copied back afterwards.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });
}

/** A repository holding a copy of the content, committed, as a volunteer's clone would. */
export function repository(): string {
  const root = dirname(copyContent());
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '.');
  git(root, '-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'Start');
  return root;
}

// Plain script text: the page runs it as written, with no helper the test's bundler might add.
const writeFolder = `async (files) => {
  const root = await navigator.storage.getDirectory();
  const repo = await root.getDirectoryHandle('repo', { create: true });
  for (const { path, data } of files) {
    const parts = path.split('/');
    let dir = repo;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
    await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
    await writable.close();
  }
}`;

const readFolder = `async () => {
  const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
  const files = [];
  async function walk(dir, prefix) {
    for await (const [name, handle] of dir.entries()) {
      if (handle.kind === 'directory') await walk(handle, prefix + name + '/');
      else {
        const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        files.push({ path: prefix + name, data: btoa(binary) });
      }
    }
  }
  await walk(repo, '');
  return files;
}`;

export async function openEditor(browser: Browser, siteUrl: string, root: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A busy machine: the editor's bundle and its saves take their time.
  page.setDefaultTimeout(90_000);
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !url.startsWith(siteUrl)) offSite.push(url);
  });
  await page.addInitScript(() => {
    const picker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    const textEditorsRead = new WeakSet<EventTarget>();
    Object.assign(window, { showDirectoryPicker: picker, cspViolations: [], textEditorsRead });
    // A rich-text field's editor reports its Markdown with an `Update` event (one that does not
    // bubble): the first one follows its reading of the field's value.
    document.addEventListener('Update', (event) => textEditorsRead.add(event.target!), true);
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto(`${siteUrl}/admin/`);
  // On this computer, the page says how to edit this folder; closed, it covers nothing.
  const note = await page.locator('#on-this-computer').innerText();
  expect(note).toContain('choose “Work with Local Repository” and select this folder');
  await page.getByRole('button', { name: 'Close this note' }).click();
  const files = filesUnder(join(root, 'content')).map((path) => ({
    path: relative(root, path),
    data: readFileSync(path).toString('base64'),
  }));
  // The editor checks that the chosen folder is a git repository.
  files.push({ path: '.git/HEAD', data: Buffer.from('ref: refs/heads/main\n').toString('base64') });
  await page.evaluate(`(${writeFolder})(${JSON.stringify(files)})`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).waitFor();
  return { page, offSite };
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Waits until the entry's form holds its values: every field drawn (the editor draws a field once
 * it has been on screen), and each rich-text field has read its Markdown and written back its own
 * (Save is enabled if that differs).
 */
async function formReady(page: Page) {
  await page.waitForFunction(
    () => {
      // Scrolls down the form, as a volunteer would, until no field waits to be drawn.
      const notDrawn = document.querySelector('[aria-label^="Edit "] .placeholder');
      if (notDrawn) {
        notDrawn.scrollIntoView();
        return false;
      }
      const { textEditorsRead } = window as unknown as { textEditorsRead: WeakSet<EventTarget> };
      // The form's fields (the preview's have no header).
      const fields = document.querySelectorAll('[data-field-type=markdown]:has(header)');
      return [...fields].every((field) => {
        const editor = field.querySelector('.lexical-root');
        return editor !== null && textEditorsRead.has(editor);
      });
    },
    undefined,
    { polling: 100 },
  );
}

/** Shows another view of the editor as its own links do: a new address hash, no page load. */
async function show(page: Page, route: string) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `/${route}`);
}

/** Opens an entry (`collections/<collection>/entries/<name>`) from its collection's list, once its form holds it. */
export async function openEntry(page: Page, entry: string) {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // Through the list: going straight from one entry to the next keeps the editor, and its Save
  // button, on screen while the next entry comes in.
  await show(page, entry.replace(/\/entries\/.+$/, ''));
  await save.waitFor({ state: 'detached' });
  await show(page, entry);
  await save.waitFor();
  await formReady(page);
}

/** Copies the editor's folder back over the repository's content. */
export async function copyBack(page: Page, root: string) {
  const files = (await page.evaluate(`(${readFolder})()`)) as { path: string; data: string }[];
  for (const { path, data } of files.filter((file) => file.path.startsWith('content/'))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), Buffer.from(data, 'base64'));
  }
}

/** Opens a new entry of the collection shown, once its form has settled (it resets fields filled too early). */
export async function newEntry(page: Page) {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
  await formReady(page);
}

/** Waits until the editor has taken the photo just chosen: it shows it (from a blob: address). */
export async function photoTaken(page: Page, photosBefore: number) {
  await expect
    .poll(() => page.locator('img[src^="blob:"]').count(), { timeout: 90_000 })
    .toBeGreaterThan(photosBefore);
}

/** Types into a rich-text (Markdown) field, and waits for the preview to show it. */
export async function typeText(page: Page, field: string, text: string) {
  await page.getByRole('textbox', { name: field, exact: true }).first().click();
  await page.keyboard.type(text);
  await page.getByText(text).last().waitFor();
}

/** Saves the entry: back on the collection's list once the files are written, or the editor's complaint. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByText(/Please correct (it|them) to save the entry/);
  await page.getByRole('button', { name: 'Create New Entry' }).or(refused).first().waitFor();
  // Each complaint with the field it is about.
  const complaints = await page.locator('[aria-invalid=true]').evaluateAll((fields) =>
    fields.map((field) => {
      const label = document.getElementById(field.getAttribute('aria-labelledby') ?? '');
      const error = document.getElementById(field.getAttribute('aria-errormessage') ?? '');
      return `${label?.textContent ?? '?'}: ${error?.textContent ?? '?'}`;
    }),
  );
  expect({ refused: await refused.count(), complaints }).toEqual({ refused: 0, complaints: [] });
}
