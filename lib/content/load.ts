import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { marked } from 'marked';
import {
  collectionKeys,
  collections,
  type Collection,
  type CollectionKey,
  type RecordProblem,
} from './collections.ts';
import { isoDate } from './dates.ts';
import { readFrontMatter } from './frontMatter.ts';
import { messageKeys, messageOf, messageSyntaxError } from '../messages/catalogue.ts';
import {
  formatTokens,
  inEditorStyle,
  lineFeeds,
  pageBodyInEditorStyle,
  styleDifference,
} from './markdownStyle.ts';
import type { ProblemCode } from './problemCatalogue.ts';
import {
  ContentError,
  contentProblem,
  placeOf,
  type ContentProblem,
  type SourcePlace,
} from './problems.ts';
import { fillPlaceholders } from './placeholders.ts';
import {
  builtForm,
  formProblems,
  formsDir,
  formTranslatableFields,
  translatedForm,
  type OptionLabels,
} from './formRules.ts';
import { jsonSyntaxError, locateInJson } from './locate.ts';
import { isFormName, requiredForms, type BuiltForm, type FormName } from '../forms/forms.ts';
import {
  pageTextField,
  siteTranslatableFields,
  translationFile,
  translationFileName,
  withTranslation,
  type Untranslated,
} from './translations.ts';
import { defaultLanguage, linksIn, siteLanguages } from '../messages/languages.ts';
import { recordIdPattern } from './rules.ts';
import { slugOf } from './slug.ts';
import { findUnsafeHtml, markOutsideLinks, sanitizeHtml } from './sanitize.ts';
import { failureMessage, themeFailures } from '../theme/palette.ts';
import { describeError } from './schemas.ts';
import { photoPaths } from './photoPaths.ts';
import { validatorFor } from './validators.ts';
import type {
  CourtesyPosting,
  Dog,
  Event,
  Form,
  FosterAnimal,
  ListingBreeds,
  Page,
  Messages,
  Partner,
  RainbowBridgeDog,
  Site,
  TeamMember,
} from './types.generated.ts';

/** The content folder: CONTENT_DIR, else ./content of the folder the command runs in. */
export const defaultContentDir = resolve(process.env.CONTENT_DIR ?? 'content');

/** A language's message catalogue, under the content folder: messages/en.json, messages/es.json. */
export function messagesFile(lang: string = defaultLanguage): string {
  return `messages/${lang}.json`;
}

/**
 * A page of content/pages with the rescue's facts in place of its placeholders: its text as HTML,
 * and its front matter's paragraphs (lead, note, each text) as inline HTML.
 */
export type MarkdownPage = Page & { slug: string; html: string } & Untranslated;

export interface CollectionRecords {
  dogs: (Dog & Untranslated)[];
  courtesyPostings: (CourtesyPosting & Untranslated)[];
  fosterAnimals: (FosterAnimal & Untranslated)[];
  rainbowBridgeDogs: (RainbowBridgeDog & Untranslated)[];
  team: (TeamMember & Untranslated)[];
  events: (Event & Untranslated)[];
  partners: (Partner & Untranslated)[];
}

export interface Content extends CollectionRecords {
  /** The language of these words: English, or another of site.json's `languages`. */
  lang: string;
  site: Site;
  /** The interface words (content/messages/<lang>.json), each a valid ICU message. */
  messages: Messages;
  pages: Record<string, MarkdownPage>;
  /** listing-breeds.json: the breed words in the listing services' own, where the rescue keeps one. */
  listingBreeds?: ListingBreeds;
  /** The forms of content/forms in this language, by name, as pages draw them and hosts check them. */
  forms: Partial<Record<FormName, BuiltForm>>;
  /**
   * The same content in each other language of the site: translated fields in place, and
   * English (marked `lang="en"`, listed in `untranslated`) where no translation exists yet.
   */
  translations: Record<string, Content>;
}

export interface ReadOptions {
  /** The day expiry is judged against (YYYY-MM-DD); today by default. */
  today?: string;
  /** False returns Markdown fields as written (not HTML), so the CLI can write a record back unchanged. */
  sanitize?: boolean;
  /**
   * Folders a file's real path may lie in (the content folder by default): the CLI checks a change
   * on a copy made of links to the real folder, which must pass as the real folder would.
   */
  within?: string[];
}

/**
 * The content under contentDir and every problem in it, read afresh: validated, Markdown fields as
 * sanitized HTML (unless `sanitize: false`); never throws for bad content.
 */
export function readContentAndProblems(
  contentDir: string = defaultContentDir,
  options: ReadOptions = {},
): { content: Content; problems: ContentProblem[] } {
  const reader = new ContentReader(
    contentDir,
    options.today ?? isoDate(new Date()),
    options.sanitize ?? true,
    options.within ?? [contentDir],
  );
  const content = reader.read();
  return { content, problems: reader.problems };
}

/** The content, read afresh as readContentAndProblems does; throws a ContentError naming every error (warnings pass). */
export function readValidContent(
  contentDir: string = defaultContentDir,
  options: ReadOptions = {},
): Content {
  const { content, problems } = readContentAndProblems(contentDir, options);
  if (problems.some((problem) => problem.severity === 'error')) throw new ContentError(problems);
  return content;
}

/** The content in one of its languages (English for a language the site is not published in). */
export function inLanguage(content: Content, lang: string): Content {
  return content.translations[lang] ?? content;
}

class ContentReader {
  readonly problems: ContentProblem[] = [];
  /** Links whose real path is outside the content folder: reported once, never read. */
  private readonly escaping = new Set<string>();

  constructor(
    private readonly contentDir: string,
    private readonly today: string,
    private readonly sanitize: boolean,
    private readonly within: string[],
  ) {}

  read(): Content {
    if (!existsSync(this.contentDir)) {
      this.problem('content-folder-missing', this.contentDir, '', 'content folder not found');
    } else {
      this.checkLinks(this.contentDir, this.within.map(realFolder));
    }
    const { site, valid } = this.readSite();
    const others = valid ? siteLanguages(site).filter((lang) => lang !== defaultLanguage) : [];
    const sites: Record<string, Site> = { [defaultLanguage]: site };
    for (const lang of others) sites[lang] = this.readSiteTranslation(site, lang);
    const collected = collectionKeys.map((key) => [key, this.readCollection(key, others)] as const);
    const pages = this.readPages(valid ? sites : {}, others);
    const listingBreeds = this.readListingBreeds();
    const dogs = collected.find(([key]) => key === 'dogs')![1] as Record<string, Dog[]>;
    const forms = this.readForms(others, dogs);
    const inLanguage = (lang: string): Omit<Content, 'translations'> => {
      return {
        lang,
        site: sites[lang]!,
        messages: this.readMessages(lang),
        ...(Object.fromEntries(
          collected.map(([key, records]) => [key, records[lang]]),
        ) as unknown as CollectionRecords),
        pages: pages[lang]!,
        ...(listingBreeds && { listingBreeds }),
        forms: forms[lang]!,
      };
    };
    return {
      ...inLanguage(defaultLanguage),
      translations: Object.fromEntries(
        others.map((lang) => [lang, { ...inLanguage(lang), translations: {} }]),
      ),
    };
  }

  private display(file: string): string {
    return relative(dirname(this.contentDir.replace(/\/$/, '')), file);
  }

  private problem(
    code: ProblemCode,
    file: string,
    pointer: string,
    message: string,
    extra?: { place?: SourcePlace; detail?: string },
  ) {
    this.problems.push(contentProblem(code, this.display(file), pointer, message, extra));
  }

  /**
   * Every link under the folder must resolve inside the content folder: a link to /etc/passwd,
   * .dev.vars or .git/config in content/media would otherwise be copied into the site.
   */
  private checkLinks(folder: string, roots: string[]) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) this.checkLinks(path, roots);
      if (!entry.isSymbolicLink()) continue;
      let target: string;
      try {
        target = realpathSync(path);
      } catch {
        this.escaping.add(path);
        this.problem('link-broken', path, '', 'is a link to a file that does not exist');
        continue;
      }
      if (roots.some((root) => target === root || target.startsWith(root + sep))) continue;
      this.escaping.add(path);
      this.problem(
        'link-outside-content',
        path,
        '',
        `is a link to ${target}, outside the content folder, so it is never published`,
      );
    }
  }

  /** A file's text, or undefined when it cannot be used (a link out, a merge conflict). */
  private readText(file: string): string | undefined {
    if (this.escaping.has(file)) return undefined;
    const text = readFileSync(file, 'utf8');
    const marker = /^(<{7}|>{7})(?: |$)/m.exec(text);
    if (!marker) return text;
    this.problem('merge-conflict', file, '', 'has an unresolved merge conflict', {
      place: placeOf(text, marker.index),
    });
    return undefined;
  }

  private readJson(file: string): unknown {
    const text = this.readText(file);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      const syntax = jsonSyntaxError(text);
      const why = syntax
        ? `${syntax.reason} at line ${syntax.place.line}, column ${syntax.place.column}`
        : (error as Error).message;
      this.problem('json-syntax', file, '', `is not valid JSON: ${why}`);
      return undefined;
    }
  }

  private validate(file: string, data: unknown, schemaFile: string): boolean {
    const validate = validatorFor(schemaFile);
    if (validate(data)) return true;
    // A field can break several rules that read the same to people (minLength and pattern).
    const described = new Map(
      (validate.errors ?? []).map(describeError).map((error) => [JSON.stringify(error), error]),
    );
    for (const { code, pointer, message } of described.values()) {
      this.problem(code, file, pointer, message);
    }
    return false;
  }

  /** The site's facts, and whether they are valid (only then can pages take facts from them). */
  private readSite(): { site: Site; valid: boolean } {
    const file = join(this.contentDir, 'site.json');
    if (!existsSync(file)) {
      this.problem('site-missing', file, '', 'is missing');
      return { site: undefined as unknown as Site, valid: false };
    }
    const site = this.readJson(file);
    const valid = site !== undefined && this.validate(file, site, 'site.schema.json');
    if (valid) {
      this.checkPhotos(file, site as Record<string, unknown>);
      this.checkTheme(file, (site as Site).theme);
      // rescue init's default before the rescue has a Cloudflare account: the subdomain is theirs.
      if (/^https:\/\/[^.]+\.workers\.dev$/i.test((site as Site).siteUrl)) {
        this.problem(
          'site-url-incomplete',
          file,
          '/siteUrl',
          "is a workers.dev address without your account's subdomain",
        );
      }
    }
    return { site: site as Site, valid };
  }

  /** listing-breeds.json, optional: a rescue that lists on no service needs none. */
  private readListingBreeds(): ListingBreeds | undefined {
    const file = join(this.contentDir, 'listing-breeds.json');
    if (!existsSync(file)) return undefined;
    const breeds = this.readJson(file);
    return breeds !== undefined && this.validate(file, breeds, 'listing-breeds.schema.json')
      ? (breeds as ListingBreeds)
      : undefined;
  }

  /**
   * site.json with the words of site.<lang>.json, checked as site.json is; the facts still in
   * English are listed in `untranslated` (read with untranslatedOf).
   */
  private readSiteTranslation(site: Site, lang: string): Site {
    const file = translationFile(join(this.contentDir, 'site.json'), lang);
    const translation = this.readTranslation(file, siteTranslatableFields);
    const merged = (words: Record<string, unknown> | undefined) => {
      const { untranslated, ...translated } = withTranslation(
        site as unknown as Record<string, unknown>,
        words,
        siteTranslatableFields,
      );
      return words && !this.validate(file, translated, 'site.schema.json')
        ? undefined
        : { ...translated, ...(untranslated && { untranslated }) };
    };
    const translated = merged(translation);
    if (translated && translation) this.checkPhotos(file, translation);
    return (translated ?? merged(undefined)) as unknown as Site;
  }

  /**
   * A file of translated fields, or undefined when there is none (or it cannot be read); a field
   * that cannot be translated is a problem, and left out.
   */
  private readTranslation(
    file: string,
    fields: readonly string[],
  ): Record<string, unknown> | undefined {
    if (!existsSync(file)) return undefined;
    const translation = this.readJson(file);
    if (translation === undefined) return undefined;
    if (typeof translation !== 'object' || translation === null || Array.isArray(translation)) {
      this.problem('translation-not-object', file, '', 'must hold an object of translated fields');
      return undefined;
    }
    const kept: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(translation)) {
      if (fields.includes(field)) kept[field] = value;
      else {
        const allowed = fields.join(', ');
        this.problem(
          'translation-field-unknown',
          file,
          `/${field}`,
          `is not a translatable field (${allowed})`,
        );
      }
    }
    return kept;
  }

  private readMessages(lang: string): Messages {
    const file = join(this.contentDir, messagesFile(lang));
    if (!existsSync(file)) {
      this.problem('messages-missing', file, '', 'is missing');
      return undefined as unknown as Messages;
    }
    const messages = this.readJson(file) as Messages;
    if (!this.validate(file, messages, 'messages.schema.json')) return messages;
    for (const key of messageKeys(messages)) {
      const error = messageSyntaxError(messageOf(messages, key)!);
      if (error) {
        const pointer = `/${key.replace('.', '/')}`;
        this.problem('message-syntax', file, pointer, `does not parse: ${error}`);
      }
    }
    return messages;
  }

  /** The collection's records in English and in each other language, in file-name order. */
  private readCollection(key: CollectionKey, others: string[]): Record<string, unknown[]> {
    const { dir, schema, refField, translatableFields, check }: Collection = collections[key];
    const byLanguage: Record<string, unknown[]> = { [defaultLanguage]: [] };
    for (const lang of others) byLanguage[lang] = [];
    const folder = join(this.contentDir, dir);
    if (!existsSync(folder)) return byLanguage;
    const refs = new Map<string, string>();
    for (const name of readdirSync(folder).sort(byNumber)) {
      if (!name.endsWith('.json') || translationFileName.test(name)) continue;
      const file = join(folder, name);
      const id = basename(name, '.json');
      if (!recordIdPattern.test(id)) {
        this.problem(
          'file-name-invalid',
          file,
          '',
          'has a file name that cannot be a page address',
          {
            detail: slugOf(id) || 'biscuit',
          },
        );
        continue;
      }
      const stored = this.readJson(file) as Record<string, unknown> | undefined;
      if (stored === undefined || !this.validate(file, stored, schema)) continue;
      // The file name is the id: the file itself never repeats it, so it cannot disagree.
      const record: Record<string, unknown> = { id, ...stored };
      if (refField) {
        const ref = String(record[refField]);
        const other = refs.get(ref);
        if (other) {
          const used = `"${ref}" is already used by ${this.display(other)}`;
          this.problem('duplicate-id', file, `/${refField}`, used);
        }
        refs.set(ref, file);
      }
      this.checkPhotos(file, record);
      // The record passed its collection's schema: it is what the collection's check takes.
      for (const problem of check?.(record as never, this.today) ?? []) {
        this.problem(problem.code, file, problem.pointer, problem.message);
      }
      byLanguage[defaultLanguage]!.push(this.withHtml(key, file, record));
      for (const lang of others) {
        const translationPath = translationFile(file, lang);
        const translation = this.readTranslation(translationPath, translatableFields);
        const translated = withTranslation(stored, translation, translatableFields);
        const { untranslated, ...fields } = translated;
        const valid = !translation || this.validate(translationPath, fields, schema);
        if (translation && valid) this.checkPhotos(translationPath, translation);
        byLanguage[lang]!.push(
          valid
            ? this.withHtml(key, translationPath, { id, ...translated }, lang)
            : { ...this.withHtml(key, file, record, lang), untranslated: translatableFields },
        );
      }
    }
    return byLanguage;
  }

  /**
   * The record with its Markdown fields checked and (unless reading for the CLI) as clean HTML; in
   * another language, English text still standing in for a translation is marked as English.
   */
  private withHtml(
    key: CollectionKey,
    file: string,
    record: Record<string, unknown>,
    lang: string = defaultLanguage,
  ): Record<string, unknown> {
    const untranslated = (record.untranslated as string[] | undefined) ?? [];
    const result = { ...record };
    for (const field of collections[key].markdownFields) {
      const markdown = result[field];
      if (typeof markdown !== 'string') continue;
      // English text in a translated record was checked where it was read: only its HTML is needed.
      const english = untranslated.includes(field);
      const shownIn = english ? defaultLanguage : lang;
      const html = this.markdownHtml(file, field, markdown, !english || lang === defaultLanguage);
      if (!this.sanitize) continue;
      const linked = linksIn(lang, html);
      result[field] =
        english && lang !== defaultLanguage ? `<div lang="${shownIn}">${linked}</div>` : linked;
    }
    return result;
  }

  /** A Markdown field as HTML: its style and HTML checked (when `check`), cleaned for the page. */
  private markdownHtml(file: string, field: string, markdown: string, check: boolean): string {
    // One reading of the Markdown serves the style check and the HTML.
    const tokens = marked.lexer(markdown);
    if (check) this.checkMarkdownStyle(file, `/${field}`, markdown, formatTokens(tokens));
    if (!this.sanitize && !mayHoldHtml(markdown)) return markdown;
    const html = marked.parser(tokens);
    const unsafe = check ? findUnsafeHtml(html) : [];
    if (unsafe.length > 0) {
      this.problem(
        'unsafe-html',
        file,
        `/${field}`,
        `contains HTML that is removed from the page: ${unsafe.join(', ')}`,
      );
    }
    return this.sanitize ? sanitizeHtml(html) : markdown;
  }

  /** Markdown the browser editor would rewrite on its next save, whether `rescue format` can or not. */
  private checkMarkdownStyle(
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
      this.problem(
        'markdown-style',
        file,
        pointer,
        `is not written as the browser editor writes Markdown (${where})`,
        { place },
      );
    } else {
      this.problem(
        'markdown-style-by-hand',
        file,
        pointer,
        `would look different after the browser editor saves it (${where})`,
        { place },
      );
    }
  }

  /** The colours must reach WCAG AA wherever the build cannot pick another shade. */
  private checkTheme(file: string, theme: Site['theme']) {
    for (const failure of themeFailures(theme)) {
      this.problem('theme-contrast', file, `/theme/${failure.field}`, failureMessage(failure), {
        detail: failure.nearest,
      });
    }
  }

  private checkPhotos(file: string, record: Record<string, unknown>) {
    for (const [pointer, href] of photoPaths(record)) {
      const path = join(this.contentDir, 'media', href);
      if (this.escaping.has(path)) continue; // already reported as a link out
      if (!existsSync(path)) {
        this.problem('photo-missing', file, pointer, `photo "${href}" not found in content/media`);
      }
    }
  }

  /**
   * The forms of content/forms in English and each other language: checked (their questions
   * against each other, a translation against the English), the introduction as clean HTML.
   */
  private readForms(
    others: string[],
    dogs: Record<string, Dog[]>,
  ): Record<string, Partial<Record<FormName, BuiltForm>>> {
    const byLanguage: Record<string, Partial<Record<FormName, BuiltForm>>> = {
      [defaultLanguage]: {},
    };
    for (const lang of others) byLanguage[lang] = {};
    const folder = join(this.contentDir, formsDir);
    const names = existsSync(folder) ? readdirSync(folder).sort() : [];
    for (const name of requiredForms) {
      if (!names.includes(`${name}.json`)) {
        const file = join(folder, `${name}.json`);
        this.problem('form-missing', file, '', 'is missing: its page shows no form');
      }
    }
    for (const fileName of names) {
      if (!fileName.endsWith('.json') || translationFileName.test(fileName)) continue;
      const file = join(folder, fileName);
      const name = basename(fileName, '.json');
      if (!isFormName(name)) {
        this.problem('form-unknown', file, '', 'is not a form the site has a page for');
        continue;
      }
      const english = this.readJson(file) as Form | undefined;
      if (english === undefined || !this.validate(file, english, 'form.schema.json')) continue;
      const problems = formProblems(english);
      for (const problem of problems) this.formProblem(file, problem);
      if (problems.length > 0) continue;
      const built = (lang: string, form: Form, source: string, labels?: OptionLabels) => {
        const intro = form.intro && this.markdownHtml(source, 'intro', form.intro, true);
        const html = intro && this.sanitize ? linksIn(lang, intro) : intro;
        const shown = { ...form, ...(html && { intro: html }) };
        return builtForm(name, lang, shown, english, dogs[lang] ?? [], labels);
      };
      byLanguage[defaultLanguage]![name] = built(defaultLanguage, english, file);
      for (const lang of others) {
        const translationPath = translationFile(file, lang);
        const words = this.readTranslation(translationPath, formTranslatableFields);
        const translation = words as Partial<Form> | undefined;
        const { form, optionLabels, problems } = translatedForm(english, translation);
        for (const problem of problems) this.formProblem(translationPath, problem);
        const valid =
          problems.length === 0 && this.validate(translationPath, form, 'form.schema.json');
        byLanguage[lang]![name] = valid
          ? built(lang, form, translationPath, optionLabels)
          : built(defaultLanguage, english, file);
      }
    }
    return byLanguage;
  }

  /** A problem of a form's file, placed at the line of the question it names. */
  private formProblem(file: string, { code, pointer, message }: RecordProblem) {
    const place = locateInJson(readFileSync(file, 'utf8'), pointer);
    this.problem(code, file, pointer, message, { place });
  }

  /**
   * The pages in English and each other language, with the site's facts in place of their
   * placeholders (when the facts are valid).
   */
  private readPages(
    sites: Record<string, Site>,
    others: string[],
  ): Record<string, Record<string, MarkdownPage>> {
    const byLanguage: Record<string, Record<string, MarkdownPage>> = { [defaultLanguage]: {} };
    for (const lang of others) byLanguage[lang] = {};
    const folder = join(this.contentDir, 'pages');
    if (!existsSync(folder)) return byLanguage;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.md') || translationFileName.test(name)) continue;
      const slug = basename(name, '.md');
      const file = join(folder, name);
      const site = sites[defaultLanguage];
      const english = this.readPageFile(file, site);
      if (!english) continue;
      byLanguage[defaultLanguage]![slug] = this.pageOf(slug, english, site, defaultLanguage);
      for (const lang of others) {
        const translationPath = translationFile(file, lang);
        const translation = existsSync(translationPath)
          ? this.readPageFile(translationPath, site)
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
        const page = { data, body: body as string };
        byLanguage[lang]![slug] = this.pageOf(slug, page, sites[lang], lang);
      }
    }
    return byLanguage;
  }

  /** A page file's front matter (valid) and text, its placeholders and style checked. */
  private readPageFile(file: string, site: Site | undefined) {
    const text = this.readText(file);
    if (text === undefined) return undefined;
    const parsed = this.frontMatter(file, text);
    if (!parsed) return undefined;
    if (!this.validate(file, parsed.data, 'page.schema.json')) return undefined;
    for (const { placeholder, index } of site ? fillPlaceholders(text, site).unknown : []) {
      this.problem('placeholder-unknown', file, '', `${placeholder} names no fact of site.json`, {
        place: placeOf(text, index),
      });
    }
    const tokens = marked.lexer(parsed.body);
    const firstLine = text.split('\n').length - parsed.body.split('\n').length + 1;
    this.checkMarkdownStyle(file, '', parsed.body, formatTokens(tokens), firstLine);
    return { data: parsed.data as Page & Untranslated, body: parsed.body };
  }

  /** A page as components show it: facts filled in, Markdown as clean HTML in the language. */
  private pageOf(
    slug: string,
    { data, body }: { data: Page & Untranslated; body: string },
    site: Site | undefined,
    lang: string,
  ): MarkdownPage {
    const untranslated = data.untranslated ?? [];
    const fill = (words: string) => (site ? fillPlaceholders(words, site, lang).text : words);
    const page = mapStrings(data, fill) as Page;
    // `rescue` reads pages for their words, not their HTML: only the build cleans it.
    const pageHtml = (html: string) =>
      this.sanitize
        ? linksIn(lang, withoutEmptyLinks(markOutsideLinks(sanitizeHtml(html, ['h2']))))
        : html;
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

  private frontMatter(file: string, text: string) {
    const parsed = readFrontMatter(text);
    if ('data' in parsed) return parsed;
    this.problem('yaml-syntax', file, '', `front matter is not valid YAML: ${parsed.error}`, {
      place: placeOf(text, parsed.offset),
    });
    return undefined;
  }
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

/** A folder's real path, so links are judged by where they really lead. */
function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return resolve(folder);
  }
}

// One collator for every comparison: localeCompare with options builds one per call.
const byNumber = new Intl.Collator('en', { numeric: true }).compare;
