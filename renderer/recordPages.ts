import { render } from 'vike/abort';
import { recordPageUrl, type PagedCollection } from '#lib/routes.ts';

/** The URL of every record's own page, for the prerenderer. */
export function recordUrls(records: { id: string }[], collection: PagedCollection): string[] {
  return records.map((record) => recordPageUrl(collection, record.id));
}

// Each collection indexed once: a lookup per page must not scan every record (4,000 dogs).
const indexes = new WeakMap<readonly { id: string }[], Map<string, { id: string }>>();

/** The record whose id is in the URL, or the not-found page. */
export function recordById<T extends { id: string }>(records: T[], id: string | undefined): T {
  let index = indexes.get(records);
  if (!index) {
    index = new Map(records.map((record) => [record.id, record]));
    indexes.set(records, index);
  }
  const record = id === undefined ? undefined : index.get(id);
  if (!record) throw render(404);
  return record as T;
}
