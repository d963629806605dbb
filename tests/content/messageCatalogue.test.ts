import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messagesFile, readContentAndProblems, readValidContent } from '#lib/content/load.ts';
import { formatProblem } from '#lib/content/problems.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';
import {
  catalogueTranslator,
  messageArgs,
  messageKeys,
  messageOf,
} from '#lib/messages/catalogue.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const codeFolders = ['components', 'renderer', 'pages', 'lib', 'server'];

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('.generated.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const code = codeFolders.flatMap(codeFiles).map((file) => readFileSync(file, 'utf8'));
const content = readValidContent();
const { messages, site } = content;
const keys = messageKeys(messages);
const groups = Object.keys(messages).join('|');
/** Every quoted `group.key` in the code, a group being one of the catalogue's. */
const quoted = new Set(
  code.flatMap((text) =>
    [...text.matchAll(new RegExp(`['"\`]((?:${groups})\\.[A-Za-z0-9]+)['"\`]`, 'g'))].map(
      (match) => match[1]!,
    ),
  ),
);

describe('the message catalogue', () => {
  it('holds every key the code names', () => {
    expect([...quoted].filter((key) => !keys.includes(key as never))).toEqual([]);
  });

  it('holds no key the code does not use', () => {
    expect(keys.filter((key) => !quoted.has(key))).toEqual([]);
  });

  it('is complete in Spanish: the same keys, each with only the arguments the English has', () => {
    const spanish = content.translations.es!;
    expect(messageKeys(spanish.messages)).toEqual(keys);
    const argumentsOf = (message: string) => {
      const names: string[] = [];
      const walk = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if ('value' in element && element.type !== TYPE.literal) {
            names.push(element.value as string);
          }
          if ('options' in element) {
            for (const option of Object.values(element.options)) walk(option.value);
          }
        }
      };
      walk(parse(message, { ignoreTag: true }));
      return names;
    };
    const siteWords = new Set(Object.keys(messageArgs(site)));
    for (const key of keys) {
      const english = new Set(argumentsOf(messageOf(messages, key)!));
      for (const name of argumentsOf(messageOf(spanish.messages, key)!)) {
        // Spanish may say any of the site's words ({breeds} where English says {breedNames}).
        expect(english.has(name) || siteWords.has(name), `${key}: {${name}}`).toBe(true);
      }
    }
    const t = catalogueTranslator(spanish.messages, spanish.site, 'es');
    expect(t('nav.availableDogs')).toBe('Perros disponibles');
    expect(t('filters.ofTotal', { total: 1 })).toBe(' de 1 perro');
    expect(t('adopt.fee', { fee: 275 })).toContain('$275.00');
  });

  it('gives every key a title and a description for the editor', () => {
    const schema = resolvedSchema('messages.schema.json');
    for (const [group, groupSchema] of Object.entries(schema.properties!)) {
      expect(groupSchema.title, group).toBeTruthy();
      for (const [key, property] of Object.entries(groupSchema.properties!)) {
        expect(property.title, `${group}.${key}`).toBeTruthy();
        expect(property.description, `${group}.${key}`).toBeTruthy();
      }
    }
  });

  it('formats plurals, arguments and the animal words of site.json', () => {
    const t = catalogueTranslator(
      messages,
      {
        ...site,
        animal: { singular: 'cat', plural: 'cats' },
      },
      'en',
    );
    expect(t('listing.loading')).toBe('Loading cats…');
    expect(t('nav.availableDogs')).toBe('Available Cats');
    expect(t('filters.ofTotal', { total: 3 })).toBe(' of 3 cats');
    expect(catalogueTranslator(messages, site, 'en')('banner.text')).toBe(
      'Need to surrender or return a dog? We are here to help, without judgement.',
    );
  });

  it("says the rescue's breeds, state and fees from site.json", () => {
    const t = catalogueTranslator(messages, site, 'en');
    expect(t('pages.availableDogsDescription')).toBe(
      'German Shepherds and Welsh Corgis ready for adoption from foster homes in Minnesota.',
    );
    expect(t('adopt.fee', { fee: 275 })).toBe('Adoption fee: $275.00 plus MN sales tax.');
    const beagles = catalogueTranslator(
      messages,
      {
        ...site,
        breeds: [{ name: 'Beagle', plural: 'Beagles' }],
        address: { street: '12 Harbor Rd', city: 'Madison', state: 'WI', zip: '53703' },
        adoptionFees: { usual: 200, application: 15 },
      },
      'en',
    );
    expect(beagles('pages.availableDogsDescription')).toBe(
      'Beagles ready for adoption from foster homes in Wisconsin.',
    );
    expect(beagles('pages.adoptionApplicationDescription')).toBe('Apply to adopt a Beagle.');
    expect(beagles('adopt.feeNote')).toContain(
      'is $200.00 plus WI sales tax. A $15.00 non-refundable',
    );
    // Fees carry sales tax only where the rescue says so.
    const untaxed = catalogueTranslator(messages, { ...site, salesTaxOnFees: undefined }, 'en');
    expect(untaxed('adopt.fee', { fee: 275 })).toBe('Adoption fee: $275.00.');
    expect(untaxed('adopt.feeNote')).toContain('is $350.00. A $25.00 non-refundable');
    const everyBreed = catalogueTranslator(messages, { ...site, breeds: [] }, 'en');
    expect(everyBreed('pages.adoptionApplicationDescription')).toBe('Apply to adopt a dog.');
  });

  it('is a content problem naming file and key when a message does not parse, or a key is missing or unknown', () => {
    const dir = copyContent();
    editJson(dir, messagesFile(), (data) => {
      const listing = data.listing as Record<string, string>;
      listing.loading = 'Loading {animals…';
      delete listing.retry;
      listing.retyr = 'Retry';
    });
    const problems = readContentAndProblems(dir).problems;
    expect(problems.map((problem) => problem.code).sort()).toEqual([
      'schema-required',
      'schema-unknown-field',
    ]);
    expect(problems.map(formatProblem).join('\n')).toContain('content/messages/en.json: /listing');

    editJson(dir, messagesFile(), (data) => {
      const listing = data.listing as Record<string, string>;
      listing.retry = 'Retry';
      delete listing.retyr;
    });
    const [syntax, ...others] = readContentAndProblems(dir).problems;
    expect(others).toEqual([]);
    expect(syntax?.code).toBe('message-syntax');
    expect(formatProblem(syntax!)).toBe(
      'content/messages/en.json: /listing/loading does not parse: malformed argument at character 9',
    );
  });
});
