import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { photoPaths } from '#lib/content/photoPaths.ts';
import type { ContentAsWritten } from '#lib/content/types.ts';
import { formatProblem } from '#lib/content/problems.ts';
import { formatRecord, namingField, recordPath } from '#lib/content/rules.ts';
import { slugOf } from '#lib/content/slug.ts';
import { closest } from './closest.ts';
import { collectionNames } from './collectionNames.ts';
import { CliError } from './errors.ts';
import type { ReadAsWritten } from './readContentAsWritten.ts';
import type { FileChange } from './problemsAdded.ts';

export type ContentRecord = Record<string, unknown> & { id: string };

export function recordsOf(content: ContentAsWritten, collection: CollectionKey) {
  return content[collection] as unknown as ContentRecord[];
}

/** How a record is named to people: `Biscuit (GSD-2024-07)`. */
export function label(collection: CollectionKey, record: Record<string, unknown>): string {
  const { nameField, refField } = collections[collection];
  return `${String(record[nameField])}${refField ? ` (${String(record[refField])})` : ''}`;
}

/** The file change that writes a record, formatted the one way every record file is. */
export async function recordFile(
  contentDir: string,
  collection: CollectionKey,
  record: ContentRecord,
): Promise<FileChange> {
  const path = recordPath(collection, record.id);
  const data = await formatRecord(collection, record, join(contentDir, path));
  return { path, data };
}

/**
 * The id of a new record, from its Dog ID, Event ID or name (lib/content/rules.ts), so two
 * volunteers adding two dogs at once never pick the same file.
 */
export function newRecordId(
  contentDir: string,
  collection: CollectionKey,
  values: Record<string, unknown>,
): string {
  const { singular } = collections[collection];
  const field = namingField(collection);
  const id = slugOf(String(values[field] ?? ''));
  if (!id) {
    throw new CliError(`The ${singular}'s ${field} needs a letter or digit to name its file.`);
  }
  const path = recordPath(collection, id);
  if (existsSync(join(contentDir, path))) {
    throw new CliError(
      `content/${path} already exists: another ${singular} is named "${String(values[field])}". ` +
        `Give a different ${field}, or change that ${singular} with "rescue update".`,
    );
  }
  return id;
}

/** The record whose id or reference (dogID, eventID) is `wanted`; else an error naming near misses. */
export function findRecord(
  { content, problems }: ReadAsWritten,
  collection: CollectionKey,
  wanted: string,
): ContentRecord {
  const { refField, nameField, dir, singular } = collections[collection];
  const records = recordsOf(content, collection);
  const key = wanted.trim().toLowerCase();
  const found = records.find(
    (record) =>
      String(record.id) === key || (refField && String(record[refField]).toLowerCase() === key),
  );
  if (found) return found;
  const broken = problems.find(
    (problem) => problem.severity === 'error' && problem.file.endsWith(`/${dir}/${key}.json`),
  );
  if (broken) {
    throw new CliError(`${formatProblem(broken)}\nFix that file, then try again.`);
  }
  const near = closest(wanted, records, (record) =>
    [refField && String(record[refField]), String(record[nameField])].filter(
      (text): text is string => Boolean(text),
    ),
  );
  const suggestion = near.length
    ? `Did you mean ${near.map((record) => `${record.id}: ${label(collection, record)}`).join(', or ')}?`
    : `Run "rescue list ${collectionNames[collection].name}" to see them all.`;
  throw new CliError(`No ${singular} "${wanted}" in ${dir}.\n${suggestion}`);
}

/** Photo files of `record` that nothing else in the content refers to, to delete along with it. */
export function photosOnlyIn(
  contentDir: string,
  content: ContentAsWritten,
  record: ContentRecord,
): FileChange[] {
  const others = Object.keys(collections).flatMap((key) =>
    recordsOf(content, key as CollectionKey).filter((other) => other !== record),
  );
  const used = new Set(others.flatMap((other) => photoPaths(other).map(([, href]) => href)));
  const pages = Object.values(content.pages).map((page) => page.body);
  return [...new Set(photoPaths(record).map(([, href]) => href))]
    .filter((href) => !used.has(href) && !pages.some((body) => body.includes(href)))
    .filter((href) => existsSync(join(contentDir, 'media', href)))
    .map((href) => ({ path: `media${href}`, data: null }));
}
