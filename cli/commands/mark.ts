import type { DogStatus } from '#lib/content/dogLife.ts';
import { shownContentFile, type Context } from '../context.ts';
import { findRecord, label, recordFile } from '../records.ts';
import { writeContent } from '../writeContent.ts';

export interface MarkRequest {
  /** Record number or dogID. */
  dog: string;
  status: DogStatus;
  commit: boolean;
}

/** `rescue mark <dog> <available|pending|adopted|unavailable>`: sets a dog's adoption status. */
export async function mark(ctx: Context, { dog, status, commit }: MarkRequest): Promise<void> {
  await writeContent(ctx, commit, async (current) => {
    const record = findRecord(current, 'dogs', dog);
    if (record.dogAdoptionStatus === status) {
      ctx.out(`${label('dogs', record)} is already ${status}; nothing changed.`);
      return undefined;
    }
    const file = await recordFile(ctx.contentDir, 'dogs', { ...record, dogAdoptionStatus: status });
    return {
      files: [file],
      message: `Mark dog ${label('dogs', record)} ${status.toLowerCase()}`,
      summary: `Marked ${label('dogs', record)} ${status} in ${shownContentFile(ctx, file.path)}.`,
    };
  });
}
