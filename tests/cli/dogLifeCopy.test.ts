import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editJson } from '../support/contentCopy.ts';
import { buildSiteOrThrow } from '../support/site.ts';
import { spanishPagesWithEnglishValues } from '../support/spanishValues.ts';
import { phonePhoto } from './cliFixtures.ts';
import { beagleFlags, starterTemplateCopy } from './initFixtures.ts';
import { rescue } from './runRescue.ts';

/** The day the build takes as today (SOURCE_DATE_EPOCH): noon of 2026-12-01 in UTC. */
const pinnedDay = String(Date.UTC(2026, 11, 1, 12) / 1000);

/** A new rescue's dog, as a volunteer adds it: `extra` are its own flags. */
const addDog = (root: string, name: string, id: string, ...extra: string[]) =>
  rescue(
    root,
    'add-dog',
    ...['--dog-name', name, '--dog-id', id, '--dog-gender', 'female', '--dog-breed', 'Beagle'],
    ...['--dog-description', `${name} loves long walks and naps in the sun.`, ...extra],
  );

/** The dog names on a list page's cards, in page order (both card components head their body so). */
const cardNames = (html: string) =>
  [...html.matchAll(/<div class="card-body"><h2 id="[^"]*">([^<]+)<\/h2>/g)].map(
    (match) => match[1],
  );

describe("a new rescue's dogs, from add-dog to adopted", { timeout: 600_000 }, () => {
  it('lists the same adoptable dogs on both lists, moves an adopted dog to Forever Stories, keeps ages and fees true, in both languages', async () => {
    const content = starterTemplateCopy();
    const root = dirname(content);
    const init = await rescue(root, 'init', '--no-input', ...beagleFlags, '--usual-fee', '150');
    expect(init.stderr).toBe('');
    // Fees by age, as a senior rescue writes them in site.json: $75 from 10 years.
    editJson(content, 'site.json', (site) => {
      (site.adoptionFees as Record<string, unknown>).byAge = [{ fromYears: 10, fee: 75 }];
    });
    writeFileSync(join(root, 'pepita.jpg'), await phonePhoto(800, 600));

    for (const added of [
      await addDog(
        root,
        'Pepita',
        'SSDR-2026-01',
        '--dog-birth-date',
        '2014-05',
        '--photo',
        'pepita.jpg',
      ),
      await addDog(
        root,
        'Chico',
        'SSDR-2026-02',
        '--dog-age',
        'Young - DOB 06/2024',
        '--dog-adoption-fee',
        '200',
      ),
      await addDog(root, 'Rosa', 'SSDR-2026-03', '--dog-birth-date', '2020-03-15'),
      await addDog(root, 'Max', 'SSDR-2026-04', '--dog-birth-date', '2026-06'),
      await addDog(root, 'Abuelo', 'SSDR-2026-05', '--dog-birth-date', '2015-01'),
    ]) {
      expect(added).toMatchObject({ code: 0, stderr: '' });
    }
    expect(await rescue(root, 'mark', 'SSDR-2026-01', 'adopted')).toMatchObject({ code: 0 });
    expect(await rescue(root, 'mark', 'ssdr-2026-03', 'pending')).toMatchObject({ code: 0 });
    const validate = await rescue(root, 'validate');
    expect(validate.code).toBe(0);

    const { clientDir } = await buildSiteOrThrow({
      CONTENT_DIR: content,
      SOURCE_DATE_EPOCH: pinnedDay,
    });
    const page = (path: string) => readFileSync(join(clientDir, path, 'index.html'), 'utf8');

    // One list of adoptable dogs: Available and pending, never the adopted one.
    const adoptable = ['Abuelo', 'Chico', 'Max', 'Rosa'];
    for (const lang of ['', 'es/']) {
      const adopt = page(`${lang}adopt`);
      const available = page(`${lang}adopt/available-dogs`);
      expect(cardNames(adopt).sort()).toEqual(adoptable);
      expect(cardNames(available).sort()).toEqual(adoptable);
    }
    expect(page('adopt')).toContain('Adoption pending');
    expect(page('es/adopt')).toContain('Adopción pendiente');

    // The adopted dog: its page kept, saying so, inviting no application; in Forever Stories.
    const pepita = page('adopt/available-dogs/details-page/ssdr-2026-01');
    expect(pepita).toContain('Pepita has been adopted and found a forever home!');
    expect(pepita).not.toContain('Adoption Application today');
    expect(pepita).toContain('"availability":"https://schema.org/SoldOut"');
    const stories = page('rescue-tails/forever-stories');
    expect(cardNames(stories)).toEqual(['Pepita']);
    expect(stories).toMatch(/<img[^>]+alt="Photo of Pepita"/);
    expect(cardNames(page('es/rescue-tails/forever-stories'))).toEqual(['Pepita']);
    const rosa = page('adopt/available-dogs/details-page/ssdr-2026-03');
    expect(rosa).toContain('An application to adopt Rosa has been accepted');
    expect(rosa).not.toContain('Adoption Application today');
    expect(rosa).toContain('"availability":"https://schema.org/LimitedAvailability"');

    // Ages computed on the pinned day, in the spec's form; fees by the rescue's rules.
    const abuelo = page('adopt/available-dogs/details-page/ssdr-2026-05');
    expect(abuelo).toContain('Senior - DOB 01/2015');
    expect(abuelo).toContain('Adoption fee: $75.00.');
    expect(page('es/adopt/available-dogs/details-page/ssdr-2026-05')).toContain(
      'Mayor - nac. 01/2015',
    );
    const max = page('adopt/available-dogs/details-page/ssdr-2026-04');
    expect(max).toContain('Puppy - DOB 06/2026');
    expect(max).toContain('Adoption fee: $150.00.');
    expect(page('adopt/available-dogs/details-page/ssdr-2026-02')).toContain(
      'Adoption fee: $200.00.',
    );
    for (const list of ['adopt', 'adopt/available-dogs']) {
      expect(page(list)).toContain(
        'The adoption fee for most dogs is $150.00. Dogs 10 years and older: $75.00.',
      );
      expect(page(list)).not.toContain('application fee');
    }

    // The feed and the alerts speak of dogs taking applications or pending, never the adopted one.
    const feed = readFileSync(join(clientDir, 'feeds/dogs.xml'), 'utf8');
    expect(feed).not.toContain('Pepita');
    expect(feed).toContain('Abuelo');

    // No English value on any Spanish page.
    expect(spanishPagesWithEnglishValues(clientDir)).toEqual([]);
  });
});
