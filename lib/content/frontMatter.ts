import { createRequire as requireFrom } from 'node:module';
import type * as Yaml from 'yaml';

// yaml is loaded the first time a page's front matter is read: `rescue validate` after a dog's
// edit reads no page, and starts without it.
const requireModule = requireFrom(import.meta.url);
let yaml: typeof Yaml | undefined;
/** The yaml package, loaded on first use. */
export const yamlModule = () => (yaml ??= requireModule('yaml') as typeof Yaml);

/**
 * A Markdown page's parts: the YAML between its first `---` line and the next one (and its offset
 * in the text), and the text after. Undefined when the page has no front matter.
 */
export function splitFrontMatter(
  text: string,
): { yaml: string; start: number; body: string } | undefined {
  const opening = /^\uFEFF?---(?=\s|$)/.exec(text);
  if (!opening) return undefined;
  const start = opening[0].length;
  const end = text.indexOf('\n---', start);
  if (end < 0) return { yaml: text.slice(start), start, body: '' };
  // The YAML keeps its last line break (so a CRLF file's last value ends before its `\r`); the
  // body starts on the line after the closing `---`.
  const body = text.slice(end + 4).replace(/^\r?\n?/, '');
  return { yaml: text.slice(start, end + 1), start, body };
}

/** Front matter's YAML as a document: YAML 1.2, with dates read as Date objects as before. */
export function parseFrontMatter(yaml: string) {
  return yamlModule().parseDocument(yaml, { customTags: ['timestamp'], prettyErrors: false });
}

/**
 * A Markdown page's front matter data and body, or its first YAML error and the error's offset
 * in the text. A page without front matter has empty data.
 */
export function readFrontMatter(
  text: string,
): { data: unknown; body: string } | { error: string; offset: number } {
  const parts = splitFrontMatter(text);
  if (!parts) return { data: {}, body: text.replace(/^\uFEFF/, '') };
  const document = parseFrontMatter(parts.yaml);
  // An over-indented line reads as the line before running on into a key: the fix is where it ends.
  const error =
    document.errors.find((found) => found.code === 'MULTILINE_IMPLICIT_KEY') ?? document.errors[0];
  if (error) {
    const at = error.code === 'MULTILINE_IMPLICIT_KEY' ? error.pos[1] : error.pos[0];
    return { error: error.message, offset: parts.start + at };
  }
  return { data: document.contents === null ? {} : document.toJS(), body: parts.body };
}
