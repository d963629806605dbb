import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collections, type CollectionKey } from './collections.ts';
import { resolvedSchema, type JsonSchema } from './schemas.ts';

/**
 * The rules for writing content, shared by the two doors: the `rescue` CLI and the browser
 * editor at /admin (whose configuration is generated from these and the schemas).
 */

/** A record's file name, without `.json`, is its id and the last part of its page address. */
export const recordIdPattern = /^[a-z0-9][a-z0-9._~-]*$/;

/** The field a new record's file is named after: its reference (Dog ID, Event ID), else its name. */
export function namingField(collection: CollectionKey): string {
  const { refField, nameField } = collections[collection];
  return refField ?? nameField;
}

export function recordPath(collection: CollectionKey, id: string): string {
  return `${collections[collection].dir}/${id}.json`;
}

/**
 * A record's photos live in a folder of its own, content/media/images/<collection>/<id>/, served
 * from /images/<collection>/<id>/: two records' photos never share a name, whoever adds them.
 */
export function photoFolder(collection: CollectionKey, id: string): string {
  return `/images/${collections[collection].dir}/${id}`;
}

/** Paths `/images/<collection>/<id>/<n>.<ext>` for a record's new photos, numbered past any file already there. */
export function newPhotoHrefs(
  contentDir: string,
  collection: CollectionKey,
  id: string,
  exts: string[],
): string[] {
  let n = 0;
  return exts.map((ext) => {
    let href: string;
    do href = `${photoFolder(collection, id)}/${++n}.${ext}`;
    while (existsSync(join(contentDir, 'media', href)));
    return href;
  });
}

/** Longest side kept: plenty for the site, and a phone's 12-megapixel original stays out of git. */
export const maxPhotoSide = 2400;

/** The largest photo file taken in (a phone's original is 3 to 8 MB). */
export const maxPhotoBytes = 20 * 1024 * 1024;

/**
 * Long text is written in one Markdown style, the browser editor's (_italics_, **bold**, "- "
 * lists, `###` headings…), so a save in /admin changes only what the volunteer changed: the
 * style and its measurements are in markdownStyle.ts.
 */
export { inEditorStyle } from './markdownStyle.ts';

/** The Markdown a long-text field may use: what the sanitizer lets through (lib/content/sanitize.ts). */
export const markdownButtons = [
  'bold',
  'italic',
  'link',
  'heading-three',
  'heading-four',
  'bulleted-list',
  'numbered-list',
] as const;

/**
 * A record as its file should read: no id (the file name is the id), keys in schema order,
 * Prettier's JSON style and a final newline, so a change is a one-line diff.
 */
export async function formatRecord(
  collection: CollectionKey,
  record: Record<string, unknown>,
  file: string,
): Promise<string> {
  const { id: _id, ...stored } = record;
  // Prettier is large: loaded by the commands that write, never by `rescue validate`.
  const { default: prettier } = await import('prettier');
  const config = await prettier.resolveConfig(file, { editorconfig: true });
  const ordered = inSchemaOrder(resolvedSchema(collections[collection].schema), stored);
  return prettier.format(JSON.stringify(ordered, null, 2), { ...config, filepath: file });
}

export function inSchemaOrder(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(schema.items ?? {}, item));
  if (typeof value !== 'object' || value === null) return value;
  const properties = schema.properties ?? {};
  const known = Object.keys(properties).filter((key) => key in value);
  const others = Object.keys(value).filter((key) => !(key in properties));
  return Object.fromEntries(
    [...known, ...others].map((key) => [
      key,
      inSchemaOrder(properties[key] ?? {}, (value as Record<string, unknown>)[key]),
    ]),
  );
}
