import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentAndProblems } from '#lib/content/load.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const problemsOf = (dir: string) =>
  readContentAndProblems(dir).problems.map(
    ({ code, file, pointer }) => `${code} ${file}${pointer}`,
  );

describe('content in another language', () => {
  it('takes a translation field by field; English stands in, marked lang="en", where none is given', () => {
    const dir = copyContent();
    writeFileSync(
      join(dir, 'dogs/1.es.json'),
      `${JSON.stringify({ dogDescription: 'Un perro **tranquilo**.' }, null, 2)}\n`,
    );
    const { content, problems } = readContentAndProblems(dir);
    expect(problems).toEqual([]);
    const english = content.dogs.find((dog) => dog.id === '1')!;
    const spanish = content.translations.es!.dogs.find((dog) => dog.id === '1')!;
    expect(spanish.dogDescription).toContain('Un perro <strong>tranquilo</strong>.');
    expect(spanish.dogFromTheFoster).toMatch(/^<div lang="en">/);
    expect(spanish.dogFromTheFoster).toContain(english.dogFromTheFoster);
    expect(spanish.untranslated).toEqual(
      expect.arrayContaining(['dogBreed', 'dogAge', 'dogPhotoLink', 'dogFromTheFoster']),
    );
    expect(spanish.untranslated).not.toContain('dogDescription');
    // Not a translatable field: kept from the English record.
    expect(spanish.dogName).toBe(english.dogName);
    expect(english.untranslated).toBeUndefined();
  });

  it('shows a record with no translation in English, still listed in every language', () => {
    const dir = copyContent();
    rmSync(join(dir, 'dogs/2.es.json'));
    const { content, problems } = readContentAndProblems(dir);
    expect(problems).toEqual([]);
    const spanish = content.translations.es!.dogs.find((dog) => dog.id === '2')!;
    expect(spanish.dogName).toBe(content.dogs.find((dog) => dog.id === '2')!.dogName);
    expect(spanish.untranslated).toContain('dogDescription');
  });

  it("gives a photo's alt text only, by picture; a photo left without one is still English", () => {
    const dir = copyContent();
    const english = JSON.parse(readFileSync(join(dir, 'dogs/1.json'), 'utf8')) as {
      dogPhotoLink: { href: string; alt: string }[];
    };
    const [first, ...rest] = english.dogPhotoLink;
    editJson(dir, 'dogs/1.es.json', (data) => {
      data.dogPhotoLink = [{ href: first!.href, alt: 'Bruno en la nieve' }];
    });
    const spanish = readContentAndProblems(dir).content.translations.es!.dogs.find(
      (dog) => dog.id === '1',
    )!;
    expect(spanish.dogPhotoLink!.map((photo) => photo.href)).toEqual(
      english.dogPhotoLink.map((photo) => photo.href),
    );
    expect(spanish.dogPhotoLink![0]!.alt).toBe('Bruno en la nieve');
    expect(rest.length).toBeGreaterThan(0);
    expect(spanish.dogPhotoLink![1]!.alt).toBe(rest[0]!.alt);
    expect(spanish.untranslated).toContain('dogPhotoLink');
  });

  it('names the file and field of a translation that holds what cannot be translated', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.es.json', (data) => {
      data.dogAdoptionFee = 10;
    });
    writeFileSync(join(dir, 'events/1.es.json'), '["not", "an object"]\n');
    expect(problemsOf(dir)).toEqual([
      'translation-field-unknown content/dogs/1.es.json/dogAdoptionFee',
      'translation-not-object content/events/1.es.json',
    ]);
  });

  it('checks a translated value against the schema, naming the translation file', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.es.json', (data) => {
      data.dogAge = 7;
    });
    expect(problemsOf(dir).join('\n')).toContain('content/dogs/1.es.json/dogAge');
  });

  it("reads a page's translation beside it, and the site's words from site.es.json", () => {
    const dir = copyContent();
    const { content } = readContentAndProblems(dir);
    const spanish = content.translations.es!;
    expect(spanish.site.tagline).not.toBe(content.site.tagline);
    expect(spanish.site.name).toBe(content.site.name);
    expect(spanish.lang).toBe('es');
    rmSync(join(dir, 'pages/about.es.md'));
    const fallback = readContentAndProblems(dir).content.translations.es!.pages.about!;
    expect(fallback.untranslated).toContain('body');
  });
});
