import { describe, expect, it } from 'vitest';
import { readContentAndProblems } from '#lib/content/load.ts';
import { describeError, schemasByFile, type JsonSchema } from '#lib/content/schemas.ts';
import { validatorFor } from '#lib/content/validators.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const problemsOf = (dir: string) =>
  readContentAndProblems(dir).problems.map(
    ({ severity, code, file, pointer, message }) =>
      `${severity} ${code} ${file.replace(/.*content\//, '')}${pointer} ${message}`,
  );

/** Every field of every schema with a pattern, by its place: `dog.schema.json#/properties/dogID`. */
function patterned(): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = [];
  const visit = (schema: JsonSchema, at: string) => {
    if (schema.pattern !== undefined) found.push([at, schema]);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      visit(property, `${at}/properties/${name}`);
    }
    if (schema.items) visit(schema.items, `${at}/items`);
  };
  for (const [file, schema] of schemasByFile) visit(schema, `${file}#`);
  return found;
}

describe('errors that teach the rule', () => {
  const withRules = patterned().filter(([, schema]) => schema.pattern !== '\\S');

  it.each(withRules)('%s says its pattern in words, with an example that fits', (at, schema) => {
    expect(schema.patternDescription).toMatch(/\S/);
    expect(schema.examples?.length).toBeGreaterThan(0);
    for (const example of schema.examples!) expect(validatorFor(at)(example)).toBe(true);
  });

  it('names the rule and an example when a value is not in the expected form', () => {
    const phone = validatorFor('site.schema.json#/properties/phone');
    expect(phone('call us')).toBe(false);
    expect(describeError(phone.errors![0]!).message).toBe(
      'is not in the expected form: digits with dashes (spaces, dots, brackets and + may be used too), 7 to 20 characters, such as 402-555-0100',
    );
    const dogId = validatorFor('dog.schema.json#/properties/dogID');
    expect(dogId('has spaces')).toBe(false);
    expect(describeError(dogId.errors![0]!).message).toBe(
      'is not in the expected form: letters, digits and dashes, starting with a letter or digit, such as DOG-2025-07',
    );
  });
});

describe('safe defaults', () => {
  it('reads house and crate training as Yes, No or Unknown, never a bare true', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => {
      dog.dogHouseTrained = true;
      delete dog.dogCrateTrained;
    });
    expect(problemsOf(dir)).toContain(
      'error schema-enum dogs/1.json/dogHouseTrained must be one of: Yes, No, Unknown',
    );
    expect(resolvedDefault('dogHouseTrained')).toBe('Unknown');
    expect(resolvedDefault('dogCrateTrained')).toBe('Unknown');
  });

  it('lists an Available dog or a courtesy posting without a photo, with a warning; and never defaults the fee', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => delete dog.dogPhotoLink);
    editJson(dir, 'dogs/1.es.json', (dog) => delete dog.dogPhotoLink);
    editJson(dir, 'courtesy-postings/1.json', (posting) => delete posting.dogPhotoLink);
    const problems = problemsOf(dir);
    expect(problems).toContain(
      'warning dog-photo-missing dogs/1.json/dogPhotoLink has no photo yet, so its card and page show a drawn picture',
    );
    expect(problems.filter((problem) => problem.startsWith('error'))).toEqual([]);
    expect(
      problems.some((problem) => problem.includes('courtesy-postings/1.json/dogPhotoLink')),
    ).toBe(true);
    expect(resolvedDefault('dogAdoptionFee')).toBeUndefined();
  });

  it('refuses an event on a day the calendar does not have, saying so', () => {
    const dir = copyContent();
    editJson(dir, 'events/1.json', (event) => {
      event.eventStart = '2026-02-30T11:00';
      event.eventEnd = '2026-03-01T15:00';
    });
    expect(problemsOf(dir)).toContain(
      'error event-date-not-real events/1.json/eventStart 2026-02-30T11:00 is not a date on the calendar (that month has fewer days)',
    );
  });
});

function resolvedDefault(field: string): unknown {
  return schemasByFile.get('dog.schema.json')!.properties![field]!.default;
}
