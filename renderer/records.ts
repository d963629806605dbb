import { render } from 'vike/abort';

/** The URL of every record's own page, for the prerenderer. */
export function recordUrls(records: { id: number }[], prefix: string): string[] {
  return records.map((record) => `${prefix}/${record.id}`);
}

/** The record whose id is in the URL, or the not-found page. */
export function recordById<T extends { id: number }>(records: T[], id: string | undefined): T {
  const record = records.find((candidate) => String(candidate.id) === id);
  if (!record) throw render(404);
  return record;
}
