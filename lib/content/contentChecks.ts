import { join } from 'node:path';
import { failureMessage, themeFailures } from '../theme/palette.ts';
import type { ContentFiles } from './contentFiles.ts';
import {
  inEditorStyle,
  lineFeeds,
  pageBodyInEditorStyle,
  styleDifference,
} from './markdownStyle.ts';
import { photoPaths } from './photoPaths.ts';
import type { Site } from './types.generated.ts';

// The checks of content that passed its schema, beyond what a schema can say: the photos a
// record names exist, the theme's colours contrast, Markdown is written as the editor writes it.

/** Every photo a record names must be in content/media. */
export function checkPhotos(files: ContentFiles, file: string, record: Record<string, unknown>) {
  for (const [pointer, href] of photoPaths(record)) {
    const path = join(files.contentDir, 'media', href);
    if (files.leadsOut(path)) continue; // already reported as a link out
    if (!files.exists(path)) {
      files.problem('photo-missing', file, pointer, `photo "${href}" not found in content/media`);
    }
  }
}

/** The colours must reach WCAG AA wherever the build cannot pick another shade. */
export function checkTheme(files: ContentFiles, file: string, theme: Site['theme']) {
  for (const failure of themeFailures(theme)) {
    files.problem('theme-contrast', file, `/theme/${failure.field}`, failureMessage(failure), {
      detail: failure.nearest,
    });
  }
}

/**
 * Markdown the browser editor would rewrite on its next save, whether `rescue format` can or not;
 * `formatted` is the text in the editor's style, and a page gives the line its text starts on.
 */
export function checkMarkdownStyle(
  files: ContentFiles,
  file: string,
  pointer: string,
  text: string,
  formatted: string,
  pageFirstLine?: number,
) {
  const page = pageFirstLine !== undefined;
  // A page with no text after its front matter is saved by the editor as it is.
  const styled = page && formatted ? `\n${formatted}\n` : formatted;
  if (styled === lineFeeds(text)) return;
  const fixed = page ? pageBodyInEditorStyle(text) : inEditorStyle(text);
  const { line, shown } = styleDifference(text, fixed === text ? styled : fixed);
  // A page's problem is placed at its line; a field's names the line within the field.
  const place = page ? { line: pageFirstLine + line - 1, column: 1 } : undefined;
  const where = page ? shown : `line ${line}: ${shown}`;
  if (fixed !== text) {
    files.problem(
      'markdown-style',
      file,
      pointer,
      `is not written as the browser editor writes Markdown (${where})`,
      { place },
    );
  } else {
    files.problem(
      'markdown-style-by-hand',
      file,
      pointer,
      `would look different after the browser editor saves it (${where})`,
      { place },
    );
  }
}
