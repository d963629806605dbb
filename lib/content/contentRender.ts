import { marked } from 'marked';
import { defaultLanguage, linksIn } from '../messages/languages.ts';
import { collections, type CollectionKey } from './collections.ts';
import { checkMarkdownStyle } from './contentChecks.ts';
import type { ContentFiles } from './contentFiles.ts';
import { formatTokens } from './markdownStyle.ts';
import { fillPlaceholders } from './placeholders.ts';
import { findUnsafeHtml, markOutsideLinks, sanitizeHtml } from './sanitize.ts';
import { pageTextField, type Untranslated } from './translations.ts';
import type { Page, Site } from './types.generated.ts';
import type { MarkdownPage } from './types.ts';

// The last stage of reading content/: Markdown as clean HTML, with links in the page's language.
// Reading for the CLI (`render` false) checks the same and leaves Markdown as written, so a record
// can be written back as it was.

/** A Markdown field as HTML (when `render`): its style and HTML checked (when `check`), cleaned for the page. */
export function markdownHtml(
  files: ContentFiles,
  render: boolean,
  {
    file,
    field,
    markdown,
    check,
  }: { file: string; field: string; markdown: string; check: boolean },
): string {
  // One reading of the Markdown serves the style check and the HTML.
  const tokens = marked.lexer(markdown);
  if (check) checkMarkdownStyle(files, file, `/${field}`, markdown, formatTokens(tokens));
  if (!render && !mayHoldHtml(markdown)) return markdown;
  const html = marked.parser(tokens);
  const unsafe = check ? findUnsafeHtml(html) : [];
  if (unsafe.length > 0) {
    files.problem(
      'unsafe-html',
      file,
      `/${field}`,
      `contains HTML that is removed from the page: ${unsafe.join(', ')}`,
    );
  }
  return render ? sanitizeHtml(html) : markdown;
}

/**
 * The record with its Markdown fields checked and (unless reading for the CLI) as clean HTML; in
 * another language, English text still standing in for a translation is marked as English.
 */
export function withHtml(
  files: ContentFiles,
  render: boolean,
  {
    key,
    file,
    record,
    lang,
  }: { key: CollectionKey; file: string; record: Record<string, unknown>; lang: string },
): Record<string, unknown> {
  const untranslated = (record.untranslated as string[] | undefined) ?? [];
  const result = { ...record };
  // Where an import found the dog is the volunteers' bookkeeping, never the pages'.
  if (render) delete result.dogImportedFrom;
  for (const field of collections[key].markdownFields) {
    const markdown = result[field];
    if (typeof markdown !== 'string') continue;
    // English text in a translated record was checked where it was read: only its HTML is needed.
    const english = untranslated.includes(field);
    const shownIn = english ? defaultLanguage : lang;
    const check = !english || lang === defaultLanguage;
    const html = markdownHtml(files, render, { file, field, markdown, check });
    if (!render) continue;
    const linked = linksIn(lang, html);
    result[field] =
      english && lang !== defaultLanguage ? `<div lang="${shownIn}">${linked}</div>` : linked;
  }
  return result;
}

/** A page as components show it: facts filled in, Markdown as clean HTML in the language. */
export function pageOf(
  slug: string,
  { data, body }: { data: Page & Untranslated; body: string },
  site: Site | undefined,
  lang: string,
): MarkdownPage {
  const untranslated = data.untranslated ?? [];
  const fill = (words: string) => (site ? fillPlaceholders(words, site, lang).text : words);
  const page = mapStrings(data, fill) as Page;
  const pageHtml = (html: string) =>
    linksIn(lang, withoutEmptyLinks(markOutsideLinks(sanitizeHtml(html, ['h2']))));
  // English standing in for a translation says so, for screen readers and translation tools.
  const english = (field: string, html: string, tag: string) =>
    lang !== defaultLanguage && untranslated.includes(field)
      ? `<${tag} lang="${defaultLanguage}">${html}</${tag}>`
      : html;
  const inline = (field: string, markdown: string) =>
    english(field, pageHtml(marked.parseInline(markdown, { async: false })), 'span');
  return {
    ...page,
    ...(page.lead && { lead: inline('lead', page.lead) }),
    ...(page.note && { note: inline('note', page.note) }),
    ...(page.sections && {
      sections: Object.fromEntries(
        Object.entries(page.sections).map(([key, section]) => [
          key,
          { ...section, ...(section.text && { text: inline('sections', section.text) }) },
        ]),
      ),
    }),
    ...(page.tiles && {
      tiles: page.tiles.map((tile) => ({ ...tile, text: inline('tiles', tile.text) })),
    }),
    slug,
    html: english(pageTextField, pageHtml(marked.parse(fill(body), { async: false })), 'div'),
  };
}

/**
 * A page's list items and paragraphs whose link leads nowhere (a fact the rescue left out of
 * site.json, filled in as nothing) are left out, as the components leave out such links.
 */
function withoutEmptyLinks(html: string): string {
  const leadsNowhere = (block: string) =>
    [...block.matchAll(/<a\b([^>]*)>/g)].some(([, attributes]) => {
      const href = /\bhref="([^"]*)"/.exec(attributes ?? '')?.[1] ?? '';
      return href === '' || href === 'mailto:' || href === 'tel:';
    });
  return html.replace(/<(li|p)>(?:(?!<\/?\1>)[\s\S])*?<\/\1>\n?/g, (block) =>
    leadsNowhere(block) ? '' : block,
  );
}

/** Only raw HTML (`<`) and links (`](`, `]:`) can carry what the sanitizer removes from Markdown. */
function mayHoldHtml(markdown: string): boolean {
  return markdown.includes('<') || markdown.includes('](') || markdown.includes(']:');
}

/** The value with every string in it passed through the function. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    );
  }
  return value;
}
