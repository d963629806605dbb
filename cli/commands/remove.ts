import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { shownContentFile, type Context } from '../context.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import { confirmed } from '../prompts.ts';
import { findRecord, label, photosOnlyIn } from '../records.ts';
import { recordPath } from '#lib/content/rules.ts';
import { writeContent } from '../writeContent.ts';

export interface RemoveRequest {
  collection: CollectionKey;
  /** Record number or reference (dogID, eventID). */
  record: string;
  yes: boolean;
  commit: boolean;
}

/** `rescue remove <collection> <id>`: deletes a record and the photos only it uses, once confirmed. */
export async function remove(ctx: Context, request: RemoveRequest): Promise<void> {
  const { collection, yes, commit } = request;
  const { singular } = collections[collection];
  const record = findRecord(readContentAsWritten(ctx), collection, request.record);
  const path = recordPath(collection, record.id);
  const file = shownContentFile(ctx, path);
  if (!(await confirmed(ctx, yes, `Remove ${singular} ${label(collection, record)} (${file})?`))) {
    ctx.out('Nothing was removed.');
    return;
  }
  await writeContent(ctx, commit, async (current) => {
    const latest = findRecord(current, collection, String(record.id));
    const photos = photosOnlyIn(ctx.contentDir, current.content, latest);
    return {
      files: [{ path, data: null }, ...photos],
      message: `Remove ${singular} ${label(collection, latest)}`,
      summary: `Removed ${singular} ${label(collection, latest)} (${file}${photos.length ? ` and ${photos.length} photo(s)` : ''}).`,
    };
  });
}
