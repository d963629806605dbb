import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { collectionKeys, collections, type CollectionKey } from '#lib/content/collections.ts';
import { readFrontMatter } from '#lib/content/frontMatter.ts';
import { pageBodyInEditorStyle } from '#lib/content/markdownStyle.ts';
import { inSchemaOrder, recordPath } from '#lib/content/rules.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';
import {
  pageTextField,
  siteTranslatableFields,
  translationFile,
} from '#lib/content/translations.ts';
import type { Photo, Site } from '#lib/content/types.generated.ts';
import { defaultLanguage, siteLanguages } from '#lib/messages/languages.ts';
import { collectionNames } from './collectionNames.ts';
import { CliError } from './errors.ts';
import { fieldsOf, fieldsOfSchema, readValueOf, type Field } from './fields.ts';
import type { FileChange } from './problemsAdded.ts';
import type { ReadAsWritten } from './readContentAsWritten.ts';
import { findRecord, label, recordsOf, type ContentRecord } from './records.ts';

/** What can be translated: a record, a page or site.json, with its English words. */
export interface Target {
  /** The English file under the content folder: dogs/1.json, pages/about.md, site.json. */
  path: string;
  /** How it is named to people: dog Biscuit (GSD-2024-07), page about, site.json. */
  label: string;
  schema: string;
  markdownFields: readonly string[];
  /** The translatable fields that have English text, in schema order. */
  fields: Field[];
  english: Record<string, unknown>;
}

/**
 * Translated values as given by flags or answers: a photo field's alt texts, one per English
 * photo in order (undefined keeps the one there is), any other field's value.
 */
export type Given = Record<string, unknown>;

export function recordTarget(collection: CollectionKey, record: ContentRecord): Target {
  const { schema, markdownFields, translatableFields, singular } = collections[collection];
  const translatable: readonly string[] = translatableFields;
  return {
    path: recordPath(collection, record.id),
    label: `${singular} ${label(collection, record)}`,
    schema,
    markdownFields,
    fields: withText(
      fieldsOf(collection).filter((field) => translatable.includes(field.name)),
      record,
    ),
    english: record,
  };
}

const bodyField: Field = {
  name: pageTextField,
  flag: pageTextField,
  title: 'Text',
  description: "The page's text after its front matter (Markdown)",
  schema: { type: 'string' },
  required: false,
};

/** A page file's words: its front matter and its text (trimmed, left out when empty). */
function readPage(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? pageWords(readFileSync(file, 'utf8')) : undefined;
}

/** A page's words from its text, as readPage gives them. */
function pageWords(text: string): Record<string, unknown> | undefined {
  const parsed = readFrontMatter(text);
  if (!('data' in parsed) || typeof parsed.data !== 'object' || parsed.data === null) {
    return undefined;
  }
  const body = parsed.body.trim();
  return { ...(parsed.data as Record<string, unknown>), ...(body && { [pageTextField]: body }) };
}

export function pageTarget(contentDir: string, slug: string): Target | undefined {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) return undefined;
  const path = `pages/${slug}.md`;
  const english = readPage(join(contentDir, path));
  if (!english) return undefined;
  return {
    path,
    label: `page ${slug}`,
    schema: 'page.schema.json',
    markdownFields: [pageTextField],
    fields: withText([...fieldsOfSchema('page.schema.json'), bodyField], english),
    english,
  };
}

export function siteTarget(site: Site): Target {
  const english = site as unknown as Record<string, unknown>;
  const translatable: readonly string[] = siteTranslatableFields;
  return {
    path: 'site.json',
    label: 'site.json',
    schema: 'site.schema.json',
    markdownFields: [],
    fields: withText(
      fieldsOfSchema('site.schema.json').filter((field) => translatable.includes(field.name)),
      english,
    ),
    english,
  };
}

/** The fields that have English text to translate: an empty or absent one has none. */
function withText(fields: Field[], english: Record<string, unknown>): Field[] {
  const hasText = (value: unknown): boolean =>
    typeof value === 'string'
      ? /\S/.test(value)
      : Array.isArray(value)
        ? value.length > 0
        : value !== undefined && value !== null;
  return fields.filter((field) => hasText(english[field.name]));
}

/**
 * What `rescue translate` names: `site`; a page (`pages/about`, `about`); a record by collection
 * (`dogs/1`, `events/EV-2024-10`), by reference (`GSD-2024-07`) or a dog by its record number.
 */
export function findTarget(current: ReadAsWritten, contentDir: string, wanted: string): Target {
  const text = wanted
    .trim()
    .replace(/^(\.\/)?content\//, '')
    .replace(/\.(json|md)$/, '');
  if (text.toLowerCase() === 'site') return siteTarget(current.content.site);
  const slash = text.indexOf('/');
  if (slash > 0) {
    const group = text.slice(0, slash).toLowerCase();
    const rest = text.slice(slash + 1);
    if (group === 'pages' || group === 'page') return pageTarget(contentDir, rest) ?? noPage(rest);
    const collection = collectionKeys.find((key) =>
      [collectionNames[key].name, ...collectionNames[key].aliases].includes(group),
    );
    if (!collection) {
      const names = collectionKeys.map((key) => collectionNames[key].name).join(', ');
      throw new CliError(`No collection "${group}": name one of ${names}, pages, or site.`);
    }
    return recordTarget(collection, findRecord(current, collection, rest));
  }
  const page = pageTarget(contentDir, text);
  if (page) return page;
  for (const collection of collectionKeys) {
    const { refField } = collections[collection];
    const found =
      refField &&
      recordsOf(current.content, collection).find(
        (record) => String(record[refField]).toLowerCase() === text.toLowerCase(),
      );
    if (found) return recordTarget(collection, found);
  }
  // Else a dog's record number, as `rescue mark` takes; the error names near misses.
  return recordTarget('dogs', findRecord(current, 'dogs', text));
}

function noPage(slug: string): never {
  throw new CliError(`No page "${slug}" in pages. The pages are the .md files of content/pages.`);
}

/** The language to translate into: --lang, or the site's one other language; refuses any other. */
export function translationLanguage(site: Site | undefined, lang: string | undefined): string {
  if (!site) {
    throw new CliError('content/site.json cannot be read: run "rescue validate" to see why.');
  }
  const others = siteLanguages(site).filter((code) => code !== defaultLanguage);
  if (others.length === 0) {
    throw new CliError(
      'The site is published in English only: add the language to "languages" in content/site.json (["en", "es"]) first.',
    );
  }
  if (lang === undefined) {
    if (others.length === 1) return others[0]!;
    throw new CliError(`Which language? Give --lang ${others.join(' or --lang ')}.`);
  }
  if (others.includes(lang)) return lang;
  throw new CliError(
    `Unknown language "${lang}": the site is translated into ${others.join(', ')} ` +
      '(the languages of content/site.json other than English).',
  );
}

/** The translation there is of target (its translated fields), {} for none; refuses one it cannot read. */
export function existingTranslation(
  contentDir: string,
  target: Target,
  lang: string,
): Record<string, unknown> {
  const path = translationFile(target.path, lang);
  const translation = readTranslationFile(join(contentDir, path));
  if (translation) return translation;
  throw new CliError(
    `content/${path} cannot be read (see "rescue validate"): fix it, then try again.`,
  );
}

/** A translation file's fields: {} when there is none, undefined when it cannot be read. */
export function readTranslationFile(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? wordsOf(file, readFileSync(file, 'utf8')) : {};
}

/** The fields of a JSON file's or a page's text; undefined when they cannot be read. */
export function wordsOf(file: string, text: string): Record<string, unknown> | undefined {
  if (file.endsWith('.md')) return pageWords(text);
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `--translation field=text` flags as given values; a wrong field or value names file and field. */
export function givenByFlags(target: Target, pairs: string[], shownFile: string): Given {
  const given: Given = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, Math.max(at, 0)).trim();
    const field = target.fields.find((candidate) =>
      [candidate.name, candidate.flag].includes(name),
    );
    if (!field) {
      const names = target.fields.map((candidate) => candidate.name).join(', ');
      throw new CliError(
        `${shownFile}: ${at > 0 ? `"${name}" is not a field of ${target.label} to translate` : `--translation "${pair}" is not field=text`}.\n` +
          `Nothing was written. Fields with English text: ${names}.`,
      );
    }
    try {
      const value = translatedValue(target, field, pair.slice(at + 1));
      given[field.name] = field.photo
        ? [...((given[field.name] as string[] | undefined) ?? []), value]
        : value;
    } catch (error) {
      throw new CliError(
        `${shownFile}: ${field.name}: ${(error as Error).message}\nNothing was written.`,
      );
    }
  }
  return given;
}

/** Typed text as a field's translated value (a photo field's: one alt text); throws why it is not one. */
export function translatedValue(target: Target, field: Field, text: string): unknown {
  if (field.photo || field === bodyField) {
    const trimmed = text.trim();
    if (trimmed) return trimmed;
    throw new InvalidArgumentError(`${field.photo ? 'Alt text' : field.title} must not be empty.`);
  }
  return readValueOf(target.schema, target.markdownFields.includes(field.name), field, text);
}

/** The translation with the given values in place; a photo's alt text goes with its English photo's href. */
export function translationWith(
  target: Target,
  existing: Record<string, unknown>,
  given: Given,
): Record<string, unknown> {
  const result = { ...existing };
  for (const field of target.fields) {
    const value = given[field.name];
    if (value === undefined) continue;
    if (!field.photo) {
      result[field.name] = value;
      continue;
    }
    const before = new Map(photosIn(existing[field.name]).map((photo) => [photo.href, photo.alt]));
    const alts = value as (string | undefined)[];
    const photos = photosIn(target.english[field.name])
      .map((photo, index) => ({ href: photo.href, alt: alts[index] ?? before.get(photo.href) }))
      .filter((photo): photo is Photo => photo.alt !== undefined);
    if (photos.length === 0) delete result[field.name];
    else result[field.name] = field.photo === 'list' ? photos : photos[0];
  }
  return result;
}

export function photosIn(value: unknown): Photo[] {
  return [value]
    .flat()
    .filter(
      (photo): photo is Photo => typeof photo === 'object' && photo !== null && 'href' in photo,
    );
}

/** The file change that writes a translation: JSON in schema order, or a page's front matter and text; by Prettier. */
export async function translationFileChange(
  contentDir: string,
  target: Target,
  lang: string,
  translation: Record<string, unknown>,
): Promise<FileChange> {
  const path = translationFile(target.path, lang);
  const file = join(contentDir, path);
  const schema = resolvedSchema(target.schema);
  let text: string;
  if (path.endsWith('.md')) {
    const { [pageTextField]: body, ...data } = translation;
    const { stringify } = await import('yaml');
    const yaml = Object.keys(data).length
      ? stringify(inSchemaOrder(schema, data), { lineWidth: 0 })
      : '';
    text = `---\n${yaml}---\n${typeof body === 'string' ? pageBodyInEditorStyle(`\n${body.trim()}\n`) : ''}`;
  } else {
    text = JSON.stringify(inSchemaOrder(schema, translation), null, 2);
  }
  // Prettier is large: loaded by the commands that write.
  const { default: prettier } = await import('prettier');
  const config = await prettier.resolveConfig(file, { editorconfig: true });
  return { path, data: await prettier.format(text, { ...config, filepath: file }) };
}
