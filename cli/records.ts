import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collections, type CollectionKey } from '../lib/content/collections.ts';
import { formatRecord } from './formatRecord.ts';
import type { OpenedContent } from './openContent.ts';
import type { FileChange } from './problemsAdded.ts';

export type ContentRecord = Record<string, unknown> & { id: number };

export function recordsOf(content: OpenedContent['content'], collection: CollectionKey) {
  return content[collection] as unknown as ContentRecord[];
}

/** How a record is named to people: `Biscuit (GSD-2024-07)`. */
export function label(collection: CollectionKey, record: Record<string, unknown>): string {
  const { nameField, refField } = collections[collection];
  return `${String(record[nameField])}${refField ? ` (${String(record[refField])})` : ''}`;
}

export function recordPath(collection: CollectionKey, id: number): string {
  return `${collections[collection].dir}/${id}.json`;
}

/** The file change that writes a record, formatted the one way every record file is. */
export async function recordFile(
  contentDir: string,
  collection: CollectionKey,
  record: ContentRecord,
): Promise<FileChange> {
  const path = recordPath(collection, record.id);
  const data = await formatRecord(collections[collection].schema, record, join(contentDir, path));
  return { path, data };
}

/** One more than the highest id, past any file (even an unreadable one) already using a number. */
export function nextId(contentDir: string, collection: CollectionKey, records: ContentRecord[]) {
  let id = Math.max(0, ...records.map((record) => record.id)) + 1;
  while (existsSync(join(contentDir, recordPath(collection, id)))) id++;
  return id;
}
