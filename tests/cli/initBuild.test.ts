import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSiteOrThrow } from '../support/site.ts';
import { beagleFlags, starterTemplateCopy } from './initFixtures.ts';
import { rescue } from './runRescue.ts';

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
  '/images/dogs/1-',
  '/images/team/1-',
  '/images/partners/1-',
  '/images/events/1-',
  '/images/foster-animals/1-',
  '/images/rainbow-bridge/1-',
  '/sample-photos/',
];
/** The sample rescue's breeds, state and pictures, which its content (not init) holds. */
const sampleWords = [
  'Shepherd',
  'Corgi',
  'Minnesota',
  'MN sales tax',
  '$350.00',
  '$25.00',
  'adopt@example.org',
  '/images/site/hero',
  '/images/site/breed',
  // Its words in Spanish.
  'Pastor',
  'galés',
  'Distinto tamaño',
];

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) =>
      /\.(html|xml|ics|txt|json|yml|js|webmanifest)$|^_headers$/.test(basename(name)),
    )
    .map((name) => join(dir, name));
}

describe("a second rescue's site, from rescue init to the build", { timeout: 600_000 }, () => {
  it('holds nothing of the sample rescue, and the new name, colours and logo where the old ones were', async () => {
    const content = starterTemplateCopy();
    const root = dirname(content);
    const logo = await sharp({
      create: { width: 96, height: 96, channels: 3, background: '#1b5e20' },
    })
      .png()
      .toBuffer();
    writeFileSync(join(root, 'badger.png'), logo);
    const init = await rescue(root, 'init', '--no-input', ...beagleFlags, '--logo', 'badger.png');
    expect(init.stderr).toBe('');

    const { clientDir, stdout, stderr } = await buildSiteOrThrow({ CONTENT_DIR: content });
    expect(`${stdout}${stderr}`).toContain('No animals listed');
    const files = textFiles(clientDir);
    const left = [...initFacts, ...sampleWords].flatMap((word) =>
      files
        .filter((file) => readFileSync(file, 'utf8').includes(word))
        .map((file) => `${word} in ${file.slice(clientDir.length)}`),
    );
    expect(left).toEqual([]);

    const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
    expect(home).toContain('Badger State Beagle Rescue');
    expect(home).toContain('608-555-0199');
    expect(home).toContain('Beagles');
    // A section with nothing to show is left out, its heading too.
    expect(home).not.toContain('Our partners');
    // In Spanish: the new name, and the starting text's translation.
    const inicio = readFileSync(join(clientDir, 'es/index.html'), 'utf8');
    expect(inicio).toContain('Badger State Beagle Rescue');
    expect(inicio).toContain('dirigido por voluntarios y basado en hogares temporales');
    expect(readdirSync(join(clientDir, 'es')).length).toBeGreaterThan(10);
    // The new colours, as the stylesheet's custom properties, and the new logo.
    const css = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(clientDir, 'assets', name), 'utf8'))
      .join('\n');
    expect(css).toContain(
      `--primary:${beagleFlags[beagleFlags.indexOf('--primary-color') + 1]!.toLowerCase()}`,
    );
    expect(home).toMatch(/<img[^>]+src="\/images\/site\/[^"]+\.png"/);
    // No sample animal is listed or prerendered.
    expect(readdirSync(clientDir)).not.toContain('details');
    expect(readdirSync(clientDir)).not.toContain('sample-photos');
  });
});
