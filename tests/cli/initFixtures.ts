import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { copyContent } from '../support/contentCopy.ts';
import { makeSite } from './cliFixtures.ts';
import { sampleContent } from '../support/sampleContent.ts';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

/** Starting texts as the template ships them (starter/pages), with the placeholders of the contract. */
export const starterPages: Record<string, string> = {
  'about.md':
    '---\ntitle: About {name}\ndescription: Who we are.\n---\n\nWe rescue {breeds} in {state}.\n',
  'legal.md':
    '---\ntitle: Legal Notices\ndescription: Legal notices of {name}.\n---\n\nWrite to us at {email} or call {phone}.\n',
  'about.es.md':
    '---\ntitle: Sobre {name}\ndescription: Quiénes somos.\n---\n\nRescatamos {breeds} en {state}.\n',
};

/** The sample rescue's words in Spanish, as the template ships them beside the English files. */
export const sampleSpanish: Record<string, string> = {
  'messages/es.json': readFileSync(sampleContent('messages/es.json'), 'utf8'),
  'site.es.json': readFileSync(sampleContent('site.es.json'), 'utf8'),
  'pages/about.es.md': readFileSync(sampleContent('pages/about.es.md'), 'utf8'),
  'pages/legal.es.md':
    '---\ntitle: Avisos legales\ndescription: Avisos legales de North Star.\n---\n\nEscriba a North Star Shepherd & Corgi Rescue.\n',
  'dogs/1.es.json': `${JSON.stringify({ dogDescription: 'A Biscuit le encantan los paseos.' })}\n`,
};

/** Gives a content folder the sample rescue's Spanish files (site.json already lists "es"). */
function addSampleSpanish(root: string, files = sampleSpanish): void {
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(root, 'content', path), text);
  }
}

/** Turns a folder holding content/ into a fresh copy of the template: starter texts, wrangler.jsonc, one commit. */
export function makeTemplateRepo(root: string, pages = starterPages): void {
  mkdirSync(join(root, 'starter/pages'), { recursive: true });
  for (const [name, text] of Object.entries(pages)) {
    writeFileSync(join(root, 'starter/pages', name), text);
  }
  copyFileSync(resolve('wrangler.jsonc'), join(root, 'wrangler.jsonc'));
  git(root, 'init', '--quiet');
  git(root, 'config', 'user.name', 'Volunteer');
  git(root, 'config', 'user.email', 'volunteer@example.org');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '--message', 'Template');
}

/** The template's own starting texts (starter/pages), as a copy of it holds them. */
function realStarterPages(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(resolve('starter/pages')).map((name) => [
      name,
      readFileSync(resolve('starter/pages', name), 'utf8'),
    ]),
  );
}

/** A fresh copy of the template with the sample rescue and the real starting texts: its content folder. */
export function starterTemplateCopy(): string {
  const content = copyContent();
  makeTemplateRepo(dirname(content), realStarterPages());
  return content;
}

/** The answers of a second rescue, as flags. */
/** The pages a new rescue cannot fill on its first day, each left out until it can. */
export const leftOutOnFirstDay = [
  '/terms-of-service',
  '/legal',
  '/get-involved/animals-needing-foster-homes',
  '/events/event-listings',
  '/rescue-tails',
  '/rescue-tails/forever-stories',
  '/rescue-tails/rainbow-bridge',
];

export const beagleFlags = [
  '--name',
  'Badger State Beagle Rescue',
  '--short-name',
  'Badger Beagles',
  '--tagline',
  'Noses down, tails up',
  '--site-url',
  'https://www.badgerbeagles.org/',
  '--email',
  'hello@badgerbeagles.org',
  '--phone',
  '608-555-0199',
  '--address',
  '12 Harbor Rd, Madison, wi 53703',
  '--breeds',
  'Beagle, Basset Hound',
  '--primary-color',
  '#1B5E20',
  '--accent-color',
  '#8d2b0b',
  '--listing-org',
  'WI123',
];

/**
 * A fresh copy of the template: the sample rescue in English and Spanish, its breed map, and the
 * starting texts.
 */
export async function templateCopy(spanish = sampleSpanish): Promise<string> {
  const root = await makeSite();
  addSampleSpanish(root, spanish);
  copyFileSync(sampleContent('listing-breeds.json'), join(root, 'content/listing-breeds.json'));
  makeTemplateRepo(root);
  return root;
}
