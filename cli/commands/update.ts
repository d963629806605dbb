import { isDeepStrictEqual } from 'node:util';
import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { collectionNames } from '../collectionNames.ts';
import { shownContentFile, type Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { fieldsOf } from '../fields.ts';
import { findRecord, label, recordFile } from '../records.ts';
import { writeContent } from '../writeContent.ts';

export interface UpdateRequest {
  collection: CollectionKey;
  /** Record number or reference (dogID, eventID). */
  record: string;
  /** Field values given as flags, already converted and checked. */
  values: Record<string, unknown>;
  commit: boolean;
}

/** `rescue update <collection> <id> --field value…`: changes the given fields of one record. */
export async function update(ctx: Context, request: UpdateRequest): Promise<void> {
  const { collection, values, commit } = request;
  const { singular } = collections[collection];
  if (Object.keys(values).length === 0) {
    const name = collectionNames[collection].name;
    throw new CliError(
      `Nothing to update: give the fields to change as flags.\n` +
        `Run "rescue update ${name} --help" to see them.`,
    );
  }
  await writeContent(ctx, commit, async (current) => {
    const record = findRecord(current, collection, request.record);
    const updated = { ...record, ...values };
    if (isDeepStrictEqual(updated, record)) {
      ctx.out(`${label(collection, record)} already has those values; nothing changed.`);
      return undefined;
    }
    const file = await recordFile(ctx.contentDir, collection, updated);
    const changed = fieldsOf(collection).filter((field) => field.name in values);
    return {
      files: [file],
      message: `Update ${singular} ${label(collection, updated)}`,
      summary: `Updated ${changed.map((field) => field.title.toLowerCase()).join(', ')} of ${singular} ${label(collection, updated)} in ${shownContentFile(ctx, file.path)}.`,
    };
  });
}
