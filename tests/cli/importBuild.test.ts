import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordPageUrl } from '#lib/liveRoutes.ts';
import { routes } from '#lib/routes.ts';
import { csvLine } from '../../cli/syndication/csv.ts';
import { listingServices } from '../../cli/syndication/services.ts';
import { copyContent } from '../support/contentCopy.ts';
import { buildSiteOrThrow } from '../support/site.ts';
import { image } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

const page = (clientDir: string, path: string) =>
  readFileSync(join(clientDir, path, 'index.html'), 'utf8');

describe('the site after an import', { timeout: 600_000 }, () => {
  it('validates, lists every imported dog with its photos, and marks their English text untranslated in Spanish', async () => {
    const content = copyContent();
    const root = dirname(content);
    const row = (id: string, name: string) =>
      csvLine(
        listingServices.petfinder.columns.map(
          (column) =>
            ({
              ID: id,
              AnimalName: name,
              PrimaryBreed: 'German Shepherd Dog',
              Sex: 'F',
              Size: 'L',
              Age: 'Adult',
              Desc: `${name} came from the shelter import.`,
              Type: 'Dog',
            })[column] ?? '',
        ),
      );
    writeFileSync(join(root, 'dogs.csv'), row('IMP-1', 'Nova') + row('IMP-2', 'Sage'));
    mkdirSync(join(root, 'photos'));
    writeFileSync(join(root, 'photos/IMP-1-1.jpg'), await image('jpeg', '#334455'));
    writeFileSync(join(root, 'photos/IMP-2-1.png'), await image('png', '#554433'));

    const imported = await rescue(root, 'import', 'csv', 'dogs.csv', '--photos', 'photos');
    expect(imported.code).toBe(0);
    const validate = await rescue(root, 'validate');
    expect(validate.code).toBe(0);

    const { clientDir } = await buildSiteOrThrow({ CONTENT_DIR: content });
    const list = page(clientDir, routes.availableDogs.path);
    for (const [id, name] of [
      ['imp-1', 'Nova'],
      ['imp-2', 'Sage'],
    ] as const) {
      // Its card, with its photo (the build's widths of it, named by its alt text).
      expect(list.includes(`alt="${name}, photo 1"`)).toBe(true);
      const spanish = page(clientDir, `/es${recordPageUrl('dogs', id)}`);
      expect(spanish).toContain(`<div lang="en"><p>${name} came from the shelter import.</p>`);
      // Where the dog came from stays out of the pages.
      expect(page(clientDir, recordPageUrl('dogs', id))).not.toContain('dogImportedFrom');
    }
  });
});
