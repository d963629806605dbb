import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionKeys, collections } from '#lib/content/collections.ts';
import { splitFrontMatter } from '#lib/content/frontMatter.ts';
import { inEditorStyle, pageBodyInEditorStyle } from '#lib/content/markdownStyle.ts';
import { shownContentFile, type Context } from '../context.ts';
import type { FileChange } from '../problemsAdded.ts';
import { recordFile, recordsOf } from '../records.ts';
import { writeContent } from '../writeContent.ts';

/**
 * `rescue format`: rewrites every Markdown field and page the way the browser editor writes
 * Markdown (lib/content/markdownStyle.ts), where it looks the same on the page, so the next save
 * in /admin changes only what the volunteer changed.
 */
export async function format(ctx: Context, { commit }: { commit: boolean }): Promise<void> {
  await writeContent(ctx, commit, async (current) => {
    const files: FileChange[] = [];
    for (const key of collectionKeys) {
      for (const record of recordsOf(current.content, key)) {
        const styled = { ...record };
        for (const field of collections[key].markdownFields) {
          const text = record[field];
          if (typeof text === 'string') styled[field] = inEditorStyle(text);
        }
        const changed = collections[key].markdownFields.some(
          (field) => styled[field] !== record[field],
        );
        if (changed) files.push(await recordFile(ctx.contentDir, key, styled));
      }
    }
    for (const slug of Object.keys(current.content.pages)) {
      const path = `pages/${slug}.md`;
      const text = readFileSync(join(ctx.contentDir, path), 'utf8');
      const { body } = splitFrontMatter(text) ?? { body: text };
      const styled = pageBodyInEditorStyle(body);
      if (styled !== body)
        files.push({ path, data: text.slice(0, text.length - body.length) + styled });
    }
    const byHand = current.problems.filter(({ code }) => code === 'markdown-style-by-hand').length;
    const handNote = byHand
      ? `\n${byHand} field(s) need a hand edit that rescue cannot make without changing how they look; "rescue validate" names them.`
      : '';
    if (files.length === 0) {
      ctx.out(`All Markdown is already written the way the browser editor writes it.${handNote}`);
      return undefined;
    }
    return {
      files,
      message: 'Format Markdown the way the browser editor writes it',
      summary:
        `Rewrote the Markdown of ${files.length} file(s) the way the browser editor writes it; the pages look the same:\n` +
        files.map(({ path }) => `  ${shownContentFile(ctx, path)}`).join('\n') +
        handNote,
    };
  });
}
