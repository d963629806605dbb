import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { marked } from 'marked';
import { defaultLanguage } from '../messages/languages.ts';
import { checkMarkdownStyle } from './contentChecks.ts';
import type { ContentFiles } from './contentFiles.ts';
import { pageOf } from './contentRender.ts';
import { formatTokens } from './markdownStyle.ts';
import { fillPlaceholders } from './placeholders.ts';
import { placeOf } from './problems.ts';
import {
  pageTextField,
  translationFile,
  translationFileName,
  withTranslation,
  type Untranslated,
} from './translations.ts';
import type { Page, Site } from './types.generated.ts';
import type { MarkdownPage, PageAsWritten } from './types.ts';

/**
 * The pages in English and each other language, checked; when `render`, with the site's facts in
 * place of their placeholders (when the facts are valid) and as clean HTML, else as written.
 */
export function readPages(
  files: ContentFiles,
  render: boolean,
  sites: Record<string, Site>,
  others: string[],
): Record<string, Record<string, MarkdownPage | PageAsWritten>> {
  const shown = (slug: string, page: { data: Page & Untranslated; body: string }, lang: string) =>
    render ? pageOf(slug, page, sites[lang], lang) : { ...page.data, slug, body: page.body };
  const byLanguage: Record<string, Record<string, MarkdownPage | PageAsWritten>> = {
    [defaultLanguage]: {},
  };
  for (const lang of others) byLanguage[lang] = {};
  const folder = join(files.contentDir, 'pages');
  if (!existsSync(folder)) return byLanguage;
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.md') || translationFileName.test(name)) continue;
    const file = join(folder, name);
    // Nothing of a page is read across files: kept, it is its address alone.
    const inLanguages = files.part(
      file,
      () => readPage(files, file, sites, others, shown),
      (page) =>
        page &&
        Object.fromEntries(
          Object.entries(page).map(([lang, shown]) => [lang, { slug: shown.slug } as typeof shown]),
        ),
    );
    for (const [lang, page] of Object.entries(inLanguages ?? {})) {
      byLanguage[lang]![page.slug] = page;
    }
  }
  return byLanguage;
}

/** A page in English and each other language, by language; undefined when it cannot be read. */
function readPage<Shown>(
  files: ContentFiles,
  file: string,
  sites: Record<string, Site>,
  others: string[],
  shown: (slug: string, page: { data: Page & Untranslated; body: string }, lang: string) => Shown,
): Record<string, Shown> | undefined {
  const slug = basename(file, '.md');
  const site = sites[defaultLanguage];
  const english = readPageFile(files, file, site);
  if (!english) return undefined;
  const inLanguages: Record<string, Shown> = {
    [defaultLanguage]: shown(slug, english, defaultLanguage),
  };
  for (const lang of others) {
    const translationPath = translationFile(file, lang);
    const translation = files.exists(translationPath)
      ? readPageFile(files, translationPath, site)
      : undefined;
    const fields = [...new Set([...Object.keys(english.data), pageTextField])];
    const translated = withTranslation(
      { ...english.data, [pageTextField]: english.body },
      translation && {
        ...translation.data,
        ...(translation.body.trim() && { [pageTextField]: translation.body }),
      },
      fields,
    );
    const { [pageTextField]: body, ...data } = translated;
    inLanguages[lang] = shown(slug, { data, body: body as string }, lang);
  }
  return inLanguages;
}

/** A page file's front matter (valid) and text, its placeholders and style checked. */
function readPageFile(files: ContentFiles, file: string, site: Site | undefined) {
  const text = files.readText(file);
  if (text === undefined) return undefined;
  const parsed = files.frontMatter(file, text);
  if (!parsed) return undefined;
  if (!files.validate(file, parsed.data, 'page.schema.json')) return undefined;
  for (const { placeholder, index } of site ? fillPlaceholders(text, site).unknown : []) {
    files.problem('placeholder-unknown', file, '', `${placeholder} names no fact of site.json`, {
      place: placeOf(text, index),
    });
  }
  const tokens = marked.lexer(parsed.body);
  const firstLine = text.split('\n').length - parsed.body.split('\n').length + 1;
  checkMarkdownStyle(files, file, '', parsed.body, formatTokens(tokens), firstLine);
  return { data: parsed.data as Page & Untranslated, body: parsed.body };
}
