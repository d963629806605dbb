import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  catalogueTranslator,
  messageKeys,
  messageOf,
  messageSyntaxError,
} from '../messages/catalogue.ts';
import { defaultLanguage, siteLanguages } from '../messages/languages.ts';
import { collectionKeys, collections, type Collection, type CollectionKey } from './collections.ts';
import { checkPhotos, checkTheme } from './contentChecks.ts';
import { ContentFiles, type CheckMemo } from './contentFiles.ts';
import { readForms } from './contentForms.ts';
import { readPages } from './contentPages.ts';
import { withHtml } from './contentRender.ts';
import { contentToday } from './dates.ts';
import { dogAsShown } from './dogLife.ts';
import { isPhoto, photoPaths } from './photoPaths.ts';
import { ContentError, contentProblem, type ContentProblem } from './problems.ts';
import { recordIdPattern } from './rules.ts';
import { slugOf } from './slug.ts';
import {
  siteTranslatableFields,
  translationFile,
  translationFileName,
  withTranslation,
} from './translations.ts';
import type { Dog, ListingBreeds, Messages, Site } from './types.generated.ts';
import type {
  CollectionRecords,
  Content,
  ContentAsWritten,
  ContentOf,
  MarkdownPage,
  PageAsWritten,
} from './types.ts';

/** The content folder: CONTENT_DIR, else ./content of the folder the command runs in. */
export const defaultContentDir = resolve(process.env.CONTENT_DIR ?? 'content');

/** A language's message catalogue, under the content folder: messages/en.json, messages/es.json. */
export function messagesFile(lang: string = defaultLanguage): string {
  return `messages/${lang}.json`;
}

export interface ReadOptions {
  /** The day expiry is judged against (YYYY-MM-DD); by default today in the rescue's zone (buildNow). */
  today?: string;
  /**
   * Folders a file's real path may lie in (the content folder by default): the CLI checks a change
   * on a copy made of links to the real folder, which must pass as the real folder would.
   */
  within?: string[];
  /**
   * Keeps each part's result between runs (rescue validate): the records are then their facts, in
   * English only (recordFacts).
   */
  memo?: CheckMemo;
}

/**
 * The content under contentDir and every problem in it, read afresh and checked, rendered as the
 * build shows it (Content); never throws for bad content.
 */
export function readContentAndProblems(
  contentDir: string = defaultContentDir,
  options: ReadOptions = {},
): { content: Content; problems: ContentProblem[] } {
  return readContent(contentDir, options, true) as { content: Content; problems: ContentProblem[] };
}

/**
 * The content under contentDir and every problem in it, read afresh and checked as
 * readContentAndProblems does, but as its files hold it (ContentAsWritten): nothing rendered.
 */
export function readContentAsWritten(
  contentDir: string = defaultContentDir,
  options: ReadOptions = {},
): { content: ContentAsWritten; problems: ContentProblem[] } {
  return readContent(contentDir, options, false) as {
    content: ContentAsWritten;
    problems: ContentProblem[];
  };
}

function readContent(contentDir: string, options: ReadOptions, render: boolean) {
  const reader = new ContentReader(
    contentDir,
    options.today,
    render,
    options.within ?? [contentDir],
    options.memo,
  );
  const content = reader.read();
  return { content, problems: reader.files.problems };
}

/**
 * The problems of the given records checked again, each a part of the memo (which keeps the
 * site's); undefined, checking none, when a file is not a record's.
 */
export function recheckRecords(
  contentDir: string,
  records: string[],
  { today, memo }: { today: string; memo: CheckMemo },
): ContentProblem[] | undefined {
  const reader = new ContentReader(contentDir, today, false, [contentDir], memo);
  return reader.recheckRecords(records) ? reader.files.problems : undefined;
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

/**
 * Reads content/ in stages: its files (ContentFiles: text, JSON, links, schemas), the checks that
 * span fields and files (contentChecks.ts and the collections' rules), then the Markdown rendered
 * (contentRender.ts), in English and each other language of the site.
 */
class ContentReader {
  readonly files: ContentFiles;

  constructor(
    private readonly contentDir: string,
    private today: string | undefined,
    private readonly render: boolean,
    within: string[],
    memo: CheckMemo | undefined,
  ) {
    this.files = new ContentFiles(contentDir, within, memo);
  }

  read(): ContentOf<MarkdownPage | PageAsWritten> {
    const { site, valid, others } = this.readSite();
    this.today ??= contentToday(site);
    const sites: Record<string, Site> = { [defaultLanguage]: site };
    for (const lang of others) sites[lang] = this.readSiteTranslation(site, lang);
    const collected = collectionKeys.map(
      (key) => [key, this.readCollection(key, others, valid ? site : undefined)] as const,
    );
    const pages = readPages(this.files, this.render, valid ? sites : {}, others);
    const listingBreeds = this.readListingBreeds();
    const dogs = collected.find(([key]) => key === 'dogs')![1] as Record<string, Dog[]>;
    const forms = readForms(this.files, this.render, others, dogs);
    const inLanguage = (
      lang: string,
    ): Omit<ContentOf<MarkdownPage | PageAsWritten>, 'translations'> => {
      const messages = this.readMessages(lang);
      const records = Object.fromEntries(
        collected.map(([key, records]) => [key, records[lang]]),
      ) as unknown as CollectionRecords;
      // Rendered, a dog's age and fee are as they stand today; as written, as its file has them.
      if (this.render && valid && messages) {
        const t = catalogueTranslator(messages, sites[lang]!, lang);
        records.dogs = records.dogs.map((dog) => dogAsShown(dog, sites[lang]!, this.today!, t));
      }
      return {
        lang,
        site: sites[lang]!,
        messages,
        ...records,
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

  /**
   * Checks again only the given records, as readCollection does (rescue validate after an edit:
   * cli/validationCache.ts); false, checking none, when a file is not a record's.
   */
  recheckRecords(files: string[]): boolean {
    const keys = files.map((file) =>
      collectionKeys.find(
        (key) =>
          dirname(file) === join(this.contentDir, collections[key].dir) &&
          file.endsWith('.json') &&
          !translationFileName.test(basename(file)),
      ),
    );
    if (keys.includes(undefined)) return false;
    const { site, valid, others } = this.readSite();
    for (const [index, file] of files.entries()) {
      this.readRecordPart(keys[index]!, file, others, valid ? site : undefined);
    }
    return true;
  }

  /**
   * The site's facts, whether they are valid (only then can pages take facts from them) and the
   * site's languages other than English.
   */
  private readSite(): { site: Site; valid: boolean; others: string[] } {
    const file = join(this.contentDir, 'site.json');
    const { site, valid } = this.files.part(file, () => this.checkSite(file), whole);
    const others = valid ? siteLanguages(site).filter((lang) => lang !== defaultLanguage) : [];
    return { site, valid, others };
  }

  private checkSite(file: string): { site: Site; valid: boolean } {
    if (!this.files.exists(file)) {
      this.files.problem('site-missing', file, '', 'is missing');
      return { site: undefined as unknown as Site, valid: false };
    }
    const site = this.files.readJson(file);
    const valid = site !== undefined && this.files.validate(file, site, 'site.schema.json');
    if (valid) {
      checkPhotos(this.files, file, site as Record<string, unknown>);
      checkTheme(this.files, file, (site as Site).theme);
      // rescue init's default before the rescue has a Cloudflare account: the subdomain is theirs.
      if (/^https:\/\/[^.]+\.workers\.dev$/i.test((site as Site).siteUrl)) {
        this.files.problem(
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
    return this.files.part(
      file,
      () => {
        if (!this.files.exists(file)) return undefined;
        const breeds = this.files.readJson(file);
        return breeds !== undefined &&
          this.files.validate(file, breeds, 'listing-breeds.schema.json')
          ? (breeds as ListingBreeds)
          : undefined;
      },
      whole,
    );
  }

  /**
   * site.json with the words of site.<lang>.json, checked as site.json is; the facts still in
   * English are listed in `untranslated` (read with untranslatedOf).
   */
  private readSiteTranslation(site: Site, lang: string): Site {
    const file = translationFile(join(this.contentDir, 'site.json'), lang);
    return this.files.part(file, () => this.checkSiteTranslation(site, file), whole);
  }

  private checkSiteTranslation(site: Site, file: string): Site {
    const translation = this.files.readTranslation(file, siteTranslatableFields);
    const merged = (words: Record<string, unknown> | undefined) => {
      const { untranslated, ...translated } = withTranslation(
        site as unknown as Record<string, unknown>,
        words,
        siteTranslatableFields,
      );
      return words && !this.files.validate(file, translated, 'site.schema.json')
        ? undefined
        : { ...translated, ...(untranslated && { untranslated }) };
    };
    const translated = merged(translation);
    if (translated && translation) checkPhotos(this.files, file, translation);
    return (translated ?? merged(undefined)) as unknown as Site;
  }

  private readMessages(lang: string): Messages {
    const file = join(this.contentDir, messagesFile(lang));
    return this.files.part(file, () => this.checkMessages(file), whole);
  }

  private checkMessages(file: string): Messages {
    if (!this.files.exists(file)) {
      this.files.problem('messages-missing', file, '', 'is missing');
      return undefined as unknown as Messages;
    }
    const messages = this.files.readJson(file) as Messages;
    if (!this.files.validate(file, messages, 'messages.schema.json')) return messages;
    for (const key of messageKeys(messages)) {
      const error = messageSyntaxError(messageOf(messages, key)!);
      if (error) {
        const pointer = `/${key.replace('.', '/')}`;
        this.files.problem('message-syntax', file, pointer, `does not parse: ${error}`);
      }
    }
    return messages;
  }

  /** The collection's records in English and in each other language, in file-name order. */
  private readCollection(
    key: CollectionKey,
    others: string[],
    site: Site | undefined,
  ): Record<string, unknown[]> {
    const { dir, refField }: Collection = collections[key];
    const byLanguage: Record<string, unknown[]> = { [defaultLanguage]: [] };
    for (const lang of others) byLanguage[lang] = [];
    const folder = join(this.contentDir, dir);
    if (!existsSync(folder)) return byLanguage;
    const refs = new Map<string, string>();
    for (const name of readdirSync(folder).sort(byNumber)) {
      if (!name.endsWith('.json') || translationFileName.test(name)) continue;
      const file = join(folder, name);
      const read = this.readRecordPart(key, file, others, site);
      if (!read) continue;
      if (refField) {
        const other = refs.get(read.ref);
        if (other) {
          // The record's first problem, as its file reads: the fields after it are checked next.
          const used = `"${read.ref}" is already used by ${this.files.display(other)}`;
          const problem = contentProblem(
            'duplicate-id',
            this.files.display(file),
            `/${refField}`,
            used,
          );
          this.files.problemBeforeLastPart(problem);
        }
        refs.set(read.ref, file);
      }
      for (const [lang, record] of Object.entries(read.records)) byLanguage[lang]!.push(record);
    }
    return byLanguage;
  }

  /** A record's part: kept, its reference and its facts in English (recordFacts). */
  private readRecordPart(
    key: CollectionKey,
    file: string,
    others: string[],
    site: Site | undefined,
  ) {
    return this.files.part(
      file,
      () => this.readRecord(key, file, others, site),
      (read) =>
        read && {
          ref: read.ref,
          records: { [defaultLanguage]: recordFacts(read.records[defaultLanguage]!) },
        },
    );
  }

  /**
   * A record and its translations, each checked; undefined when its file cannot be read or fails
   * its schema. `ref` is its reference (Dog ID, Event ID), for the check across the collection.
   */
  private readRecord(
    key: CollectionKey,
    file: string,
    others: string[],
    site: Site | undefined,
  ): { ref: string; records: Record<string, Record<string, unknown>> } | undefined {
    const { schema, refField, translatableFields, check }: Collection = collections[key];
    const id = basename(file, '.json');
    if (!recordIdPattern.test(id)) {
      this.files.problem(
        'file-name-invalid',
        file,
        '',
        'has a file name that cannot be a page address',
        {
          detail: slugOf(id) || 'biscuit',
        },
      );
      return undefined;
    }
    const stored = this.files.readJson(file) as Record<string, unknown> | undefined;
    if (stored === undefined || !this.files.validate(file, stored, schema)) return undefined;
    // The file name is the id: the file itself never repeats it, so it cannot disagree.
    const record: Record<string, unknown> = { id, ...stored };
    checkPhotos(this.files, file, record);
    // The record passed its collection's schema: it is what the collection's check takes.
    for (const problem of check?.(record as never, this.today!, site) ?? []) {
      this.files.problem(problem.code, file, problem.pointer, problem.message);
    }
    const records: Record<string, Record<string, unknown>> = {
      [defaultLanguage]: withHtml(this.files, this.render, {
        key,
        file,
        record,
        lang: defaultLanguage,
      }),
    };
    for (const lang of others) {
      const translationPath = translationFile(file, lang);
      const translation = this.files.readTranslation(translationPath, translatableFields);
      const translated = withTranslation(stored, translation, translatableFields);
      const { untranslated, ...fields } = translated;
      const valid = !translation || this.files.validate(translationPath, fields, schema);
      if (translation && valid) checkPhotos(this.files, translationPath, translation);
      records[lang] = valid
        ? withHtml(this.files, this.render, {
            key,
            file: translationPath,
            record: { id, ...translated },
            lang,
          })
        : {
            ...withHtml(this.files, this.render, { key, file, record, lang }),
            untranslated: translatableFields,
          };
    }
    return { ref: refField ? String(record[refField]) : '', records };
  }
}

/** A part's value kept whole: small, and read by the checks across files. */
const whole = <T>(value: T): T => value;

/**
 * Of a record, what the checks across files read (of the English records only): its id, status,
 * breed and photos (their files, not their alt texts).
 */
function recordFacts(record: Record<string, unknown>): Record<string, unknown> {
  const photoFields = new Set(photoPaths(record).map(([pointer]) => pointer.split('/')[1]));
  const file = (photo: unknown) => (isPhoto(photo) ? { href: photo.href, alt: '' } : photo);
  return Object.fromEntries(
    Object.entries(record).flatMap(([field, value]) => {
      if (factFields.has(field)) return [[field, value]];
      if (!photoFields.has(field)) return [];
      return [[field, Array.isArray(value) ? value.map(file) : file(value)]];
    }),
  );
}

const factFields = new Set(['id', 'dogAdoptionStatus', 'dogBreed']);

// One collator for every comparison: localeCompare with options builds one per call.
const byNumber = new Intl.Collator('en', { numeric: true }).compare;
