import { contentToday, courtesyPostingDays, isExpired } from '#lib/content/dates.ts';
import type { CourtesyPosting } from '#lib/content/types.generated.ts';
import { shownContentFile, type Context } from '../context.ts';
import { readContentAsWritten, type ReadAsWritten } from '../readContentAsWritten.ts';
import { confirmed } from '../prompts.ts';
import { label, photosOnlyIn, recordsOf } from '../records.ts';
import { recordPath } from '#lib/content/rules.ts';
import { writeContent } from '../writeContent.ts';

export interface PruneRequest {
  yes: boolean;
  commit: boolean;
}

/** `rescue prune-postings`: lists, then removes, courtesy postings past their 30 days. */
export async function prunePostings(ctx: Context, { yes, commit }: PruneRequest): Promise<void> {
  const expiredIn = ({ content }: ReadAsWritten) =>
    recordsOf(content, 'courtesyPostings').filter((posting) =>
      isExpired(posting as unknown as CourtesyPosting, contentToday(content.site)),
    );
  const expired = expiredIn(readContentAsWritten(ctx));
  if (expired.length === 0) {
    ctx.out(`No courtesy posting is more than ${courtesyPostingDays} days old; nothing to remove.`);
    return;
  }
  ctx.out(`Courtesy postings more than ${courtesyPostingDays} days old:`);
  for (const posting of expired) {
    ctx.out(
      `  ${shownContentFile(ctx, recordPath('courtesyPostings', posting.id))}  ${label('courtesyPostings', posting)}, posted ${String(posting.courtesyPostingDate)}`,
    );
  }
  if (!(await confirmed(ctx, yes, `Remove these ${expired.length} posting(s)?`))) {
    ctx.out('Nothing was removed.');
    return;
  }
  await writeContent(ctx, commit, async (current) => {
    const postings = expiredIn(current);
    if (postings.length === 0) return undefined;
    return {
      files: postings.flatMap((posting) => [
        { path: recordPath('courtesyPostings', posting.id), data: null },
        ...photosOnlyIn(ctx.contentDir, current.content, posting),
      ]),
      message: `Remove ${postings.length} expired courtesy posting(s)`,
      summary: `Removed ${postings.length} expired courtesy posting(s).`,
    };
  });
}
