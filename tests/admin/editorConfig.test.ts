import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../build/editorConfig.ts';
import { checkKeywords, type EditorField } from '../../build/editorFields.ts';
import { collections } from '#lib/content/collections.ts';
import { siteTranslatableFields } from '#lib/content/translations.ts';
import { resolvedSchema, type JsonSchema } from '#lib/content/schemas.ts';

const settings = {
  repo: 'north-star/rescue-site',
  branch: 'main',
  siteUrl: 'https://www.example.org',
  siteName: 'North Star Shepherd & Corgi Rescue',
  languages: ['en', 'es'],
};
const { config, unenforced } = editorConfig(settings);

type Collection = {
  name: string;
  folder?: string;
  i18n?: unknown;
  fields?: EditorField[];
  files?: { name: string; file: string; i18n?: unknown; fields: EditorField[] }[];
};
const collectionsOf = () => config.collections as Collection[];

/** Walks a schema beside the editor fields made from it, property by property. */
function compare(schema: JsonSchema, fields: EditorField[], at: string): string[] {
  const mismatches: string[] = [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = byName.get(name);
    const where = `${at}/${name}`;
    if (!field) {
      mismatches.push(`${where} missing`);
      continue;
    }
    // What a command keeps (rescue import's bookkeeping) is carried through a save, never shown.
    if (property.readOnly) {
      if (field.widget !== 'hidden') mismatches.push(`${where} not hidden`);
      continue;
    }
    const required = schema.required?.includes(name) ?? false;
    // A translatable field may be required in English only (the translation may leave it out).
    const requiredInEnglish = Array.isArray(field.required)
      ? (field.required as string[]).includes('en')
      : field.required;
    if (requiredInEnglish !== required)
      mismatches.push(`${where} required ${String(field.required)}`);
    if (
      property.enum &&
      JSON.stringify(field.options) !== JSON.stringify(property.enum.map(String))
    )
      mismatches.push(`${where} options`);
    if (property.minimum !== undefined && field.min !== property.minimum)
      mismatches.push(`${where} min`);
    if (property.maximum !== undefined && field.max !== property.maximum)
      mismatches.push(`${where} max`);
    if (property.minItems !== undefined && field.min !== property.minItems)
      mismatches.push(`${where} minItems`);
    if (property.maxLength !== undefined && field.maxlength !== property.maxLength)
      mismatches.push(`${where} maxLength`);
    const isImage = field.widget === 'image';
    if (property.pattern && property.pattern !== '\\S' && !isImage) {
      const [pattern, message] = (field.pattern ?? []) as string[];
      if (pattern !== property.pattern || !message) mismatches.push(`${where} pattern`);
    }
    if (property.format === 'email' && field.type !== 'email') mismatches.push(`${where} email`);
    if (property.format === 'uri' && field.type !== 'url') mismatches.push(`${where} url`);
    if (property.format === 'date' && field.widget !== 'datetime') mismatches.push(`${where} date`);
    if (field.label !== (property.title ?? name)) mismatches.push(`${where} label`);
    if (property.description && field.hint !== property.description)
      mismatches.push(`${where} hint`);
    const inner = property.items?.properties
      ? property.items
      : property.properties
        ? property
        : undefined;
    if (inner) mismatches.push(...compare(inner, (field.fields ?? []) as EditorField[], where));
  }
  // Every field the editor writes is one the schema knows (the loader refuses any other).
  for (const name of byName.keys()) {
    if (name !== 'body' && !(name in (schema.properties ?? {})))
      mismatches.push(`${at}/${name} extra`);
  }
  return mismatches;
}

describe("the browser editor's generated configuration", () => {
  it("validates against the editor's own configuration schema, shipped in its package", () => {
    const schema = JSON.parse(
      readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'),
    ) as object;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
  });

  it('has every schema property of every collection, site.json and the pages, with their rules', () => {
    const byName = new Map(collectionsOf().map((collection) => [collection.name, collection]));
    for (const { dir, schema, markdownFields } of Object.values(collections)) {
      const collection = byName.get(dir)!;
      expect(collection.folder).toBe(`content/${dir}`);
      const { id: _id, ...properties } = resolvedSchema(schema).properties ?? {};
      expect(compare({ ...resolvedSchema(schema), properties }, collection.fields!, dir)).toEqual(
        [],
      );
      for (const name of markdownFields) {
        expect(collection.fields!.find((field) => field.name === name)?.widget).toBe('markdown');
      }
    }
    const [site, , listingBreeds] = byName.get('site')!.files!;
    expect(compare(resolvedSchema('site.schema.json'), site!.fields, 'site')).toEqual([]);
    expect(listingBreeds).toMatchObject({ file: 'content/listing-breeds.json' });
    expect(listingBreeds!.i18n).toBeUndefined();
    expect(
      compare(resolvedSchema('listing-breeds.schema.json'), listingBreeds!.fields, 'breeds'),
    ).toEqual([]);
    expect(
      compare(resolvedSchema('page.schema.json'), byName.get('pages')!.fields!, 'pages'),
    ).toEqual([]);
  });

  it('names new records and places photos by the rules of lib/content, with drafts as pull requests', () => {
    const dogs = collectionsOf().find((collection) => collection.name === 'dogs') as Record<
      string,
      unknown
    >;
    expect(dogs).toMatchObject({
      slug: '{{fields.dogID}}',
      media_folder: '/content/media/images/dogs/{{slug}}',
      public_folder: '/images/dogs/{{slug}}',
    });
    expect(config).toMatchObject({
      publish_mode: 'editorial_workflow',
      backend: {
        name: 'github',
        repo: settings.repo,
        base_url: settings.siteUrl,
        auth_endpoint: 'api/cms/auth',
      },
      output: { omit_empty_optional_fields: true },
    });
  });

  it('links each entry to its page on the site, from the route table', () => {
    const previews = Object.fromEntries(
      collectionsOf().map((collection) => [
        collection.name,
        (collection as Record<string, unknown>).preview_path,
      ]),
    );
    expect(previews).toMatchObject({
      dogs: '/adopt/available-dogs/details-page/{{slug}}',
      'courtesy-postings': '/adopt/courtesy-postings/details-page/{{slug}}',
      events: '/events/event-details/{{slug}}',
      team: '/about/our-team/details-page/{{slug}}',
      'foster-animals': '/get-involved/animals-needing-foster-homes',
      'rainbow-bridge': '/rescue-tails/rainbow-bridge',
    });
    expect(config.site_url).toBe(settings.siteUrl);
  });

  it('keeps translations beside the English files, holding the fields the loader takes', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'es'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
      initial_locales: 'default',
    });
    const byName = new Map(collectionsOf().map((collection) => [collection.name, collection]));
    /** The names of the fields a translation holds (`i18n` set). */
    const translated = (fields: EditorField[]) =>
      fields.filter((field) => field.i18n !== undefined).map((field) => field.name);
    for (const { dir, translatableFields } of Object.values(collections)) {
      const collection = byName.get(dir)!;
      expect(collection.i18n).toBe(true);
      expect(translated(collection.fields!).sort()).toEqual([...translatableFields].sort());
    }
    const pages = byName.get('pages')!;
    expect(translated(pages.fields!)).toEqual(pages.fields!.map((field) => field.name));
    const [site, messages] = byName.get('site')!.files!;
    expect(byName.get('site')!.i18n).toBe(true);
    // site.json and site.es.json; messages/en.json and messages/es.json.
    expect(site).toMatchObject({ file: 'content/site.{{locale}}.json', i18n: true });
    expect(translated(site!.fields).sort()).toEqual([...siteTranslatableFields].sort());
    expect(messages).toMatchObject({
      file: 'content/messages/{{locale}}.json',
      i18n: { omit_default_locale_from_file_path: false },
    });
    expect(translated(messages!.fields)).toEqual(messages!.fields.map((field) => field.name));

    // Words are translated, and may stay English; a photo's path follows the English record.
    const dogs = byName.get('dogs')!.fields!;
    const field = (name: string) => dogs.find((candidate) => candidate.name === name)!;
    expect(field('dogDescription')).toMatchObject({ i18n: true, required: ['en'] });
    expect(field('dogName').i18n).toBeUndefined();
    expect(field('dogPhotoLink')).toMatchObject({
      i18n: 'duplicate',
      fields: [
        { name: 'href', widget: 'image', i18n: 'duplicate' },
        { name: 'alt', i18n: true, required: ['en'] },
      ],
    });
    // In a translated group, what is not words follows English too, so the value is whole.
    const history = site!.fields.find((candidate) => candidate.name === 'history')!;
    expect(history.fields).toMatchObject([
      { name: 'founded', i18n: 'duplicate' },
      { name: 'incorporated', i18n: 'duplicate' },
      { name: 'dogsSaved', i18n: true },
    ]);
    // A catalogue, or a page, in Spanish is whole: its required words are required.
    expect(messages!.fields[0]!.fields).toContainEqual(
      expect.objectContaining({ i18n: true, required: true }),
    );
  });

  it('has no translations for a site in English only', () => {
    const english = editorConfig({ ...settings, languages: ['en'] }).config;
    const text = JSON.stringify(english);
    expect(text).not.toContain('i18n');
    expect(text).toContain('"file":"content/site.json"');
    expect(text).toContain('"file":"content/messages/en.json"');
  });

  it('lists what the schemas say that the editor cannot enforce (rescue validate checks those in CI)', () => {
    expect(unenforced.map(({ schema, pointer, rule }) => `${schema}${pointer}: ${rule}`)).toEqual([
      'dog.schema.json/dogID: unique among the collection',
      'dog.schema.json/dogAge: given, or computed from the birth date',
      'dog.schema.json/dogBirthDate: a real day, not in the future',
      "dog.schema.json/dogAdoptionFee: given, or covered by the site's usual fee",
      'courtesy-posting.schema.json/dogID: unique among the collection',
      'courtesy-posting.schema.json/courtesyPostingDate: within the last 30 days (warning)',
      'foster-animal.schema.json/dogID: unique among the collection',
      'rainbow-bridge-dog.schema.json/dogID: unique among the collection',
      'event.schema.json/eventID: unique among the collection',
      'event.schema.json/eventEnd: after eventStart',
      'form.schema.json/intro: maxlength 5000',
    ]);
  });

  it('fails the build naming a schema keyword it does not understand', () => {
    const schemas = new Map<string, JsonSchema>([
      [
        'dog.schema.json',
        { properties: { dogName: { type: 'string', uniqueItems: true } as JsonSchema } },
      ],
    ]);
    expect(() => checkKeywords(schemas)).toThrow(
      'schemas/dog.schema.json/properties/dogName: the browser editor\'s configuration does not understand the schema keyword "uniqueItems"',
    );
  });
});
