import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { marked } from 'marked';
import { collectionKeys, collections, type CollectionKey } from './collections.ts';
import { readFrontMatter } from './frontMatter.ts';
import { messageKeys, messageOf, messageSyntaxError } from '../messages/catalogue.ts';
import { jsonSyntaxError } from './locate.ts';
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
import { recordIdPattern, slugOf } from './rules.ts';
import { findUnsafeHtml, markOutsideLinks, sanitizeHtml } from './sanitize.ts';
import { failureMessage, themeFailures } from '../theme/palette.ts';
import { describeError } from './schemas.ts';
import { validatorFor } from './validators.ts';
import type {
  CourtesyPosting,
  Dog,
  Event,
  FosterAnimal,
  Page,
  Messages,
  Partner,
  Photo,
  RainbowBridgeDog,
  Site,
  TeamMember,
} from './types.generated.ts';

/** The content folder: CONTENT_DIR, else ./content of the folder the command runs in. */
export const defaultContentDir = resolve(process.env.CONTENT_DIR ?? 'content');

/** The message catalogue, under the content folder. */
export const messagesFile = 'messages/en.json';

/** Courtesy postings come down this many days after their posting date. */
export const courtesyPostingDays = 30;

/**
 * A page of content/pages with the rescue's facts in place of its placeholders: its text as HTML,
 * and its front matter's paragraphs (lead, note, each text) as inline HTML.
 */
export type MarkdownPage = Page & { slug: string; html: string };

export interface CollectionRecords {
  dogs: Dog[];
  courtesyPostings: CourtesyPosting[];
  fosterAnimals: FosterAnimal[];
  rainbowBridgeDogs: RainbowBridgeDog[];
  team: TeamMember[];
  events: Event[];
  partners: Partner[];
}

export interface Content extends CollectionRecords {
  site: Site;
  /** The interface words (content/messages/en.json), each a valid ICU message. */
  messages: Messages;
  pages: Record<string, MarkdownPage>;
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

const perProcess = globalThis as { [cache: symbol]: Content | undefined };
const cacheKey = Symbol.for('rescue:build-content');

/**
 * readValidContent() of the content folder, read once per process and then shared: Vike's
 * prerender and the Vite plugins run in two module graphs of one build process.
 */
export function readValidContentOnce(): Content {
  return (perProcess[cacheKey] ??= readValidContent());
}

/**
 * The content pages render: readValidContentOnce() in a build, read afresh on every call in
 * `vike dev` so edits show. Vite plugins call readValidContentOnce(): Vike warns when code the
 * Vite config runs reads import.meta.env.
 */
export function contentForPages(): Content {
  if (import.meta.env.DEV) return readValidContent();
  return readValidContentOnce();
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Postings still within their 30 days on the given day. */
export function currentCourtesyPostings(postings: CourtesyPosting[], today: string) {
  return postings.filter((posting) => !isExpired(posting, today));
}

export function isExpired(posting: CourtesyPosting, today: string): boolean {
  const ends = new Date(`${posting.courtesyPostingDate}T00:00:00Z`);
  ends.setUTCDate(ends.getUTCDate() + courtesyPostingDays);
  return isoDate(ends) <= today;
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
    const records = Object.fromEntries(
      collectionKeys.map((key) => [key, this.readCollection(key)]),
    ) as unknown as CollectionRecords;
    const { site, valid } = this.readSite();
    return {
      site,
      messages: this.readMessages(),
      ...records,
      pages: this.readPages(valid ? site : undefined),
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
    }
    return { site: site as Site, valid };
  }

  private readMessages(): Messages {
    const file = join(this.contentDir, messagesFile);
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

  private readCollection(key: CollectionKey): unknown[] {
    const { dir, schema, markdownFields, refField } = collections[key];
    const folder = join(this.contentDir, dir);
    if (!existsSync(folder)) return [];
    const records: Record<string, unknown>[] = [];
    const refs = new Map<string, string>();
    for (const name of readdirSync(folder).sort(byNumber)) {
      if (!name.endsWith('.json')) continue;
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
      for (const field of markdownFields) {
        const markdown = record[field];
        if (typeof markdown !== 'string') continue;
        // One reading of the Markdown serves the style check and the HTML.
        const tokens = marked.lexer(markdown);
        this.checkMarkdownStyle(file, `/${field}`, markdown, formatTokens(tokens));
        if (!this.sanitize && !mayHoldHtml(markdown)) continue;
        const html = marked.parser(tokens);
        const unsafe = findUnsafeHtml(html);
        if (unsafe.length > 0) {
          this.problem(
            'unsafe-html',
            file,
            `/${field}`,
            `contains HTML that is removed from the page: ${unsafe.join(', ')}`,
          );
        }
        if (this.sanitize) record[field] = sanitizeHtml(html);
      }
      if (
        key === 'courtesyPostings' &&
        isExpired(record as unknown as CourtesyPosting, this.today)
      ) {
        this.problem(
          'posting-expired',
          file,
          '/courtesyPostingDate',
          `is more than ${courtesyPostingDays} days ago, so the posting is no longer shown`,
        );
      }
      if (key === 'events') this.checkEventTimes(file, record as unknown as Event);
      records.push(record);
    }
    return records;
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

  private checkEventTimes(file: string, event: Event) {
    if (event.eventEnd <= event.eventStart) {
      this.problem(
        'event-end-before-start',
        file,
        '/eventEnd',
        `must be after the start (${event.eventStart})`,
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

  /** The pages, with the site's facts in place of their placeholders (when the facts are valid). */
  private readPages(site: Site | undefined): Record<string, MarkdownPage> {
    const folder = join(this.contentDir, 'pages');
    if (!existsSync(folder)) return {};
    const pages: Record<string, MarkdownPage> = {};
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.md')) continue;
      const file = join(folder, name);
      const text = this.readText(file);
      if (text === undefined) continue;
      const parsed = this.frontMatter(file, text);
      if (!parsed) continue;
      if (!this.validate(file, parsed.data, 'page.schema.json')) continue;
      const fill = (words: string) => (site ? fillPlaceholders(words, site).text : words);
      for (const { placeholder, index } of site ? fillPlaceholders(text, site).unknown : []) {
        this.problem('placeholder-unknown', file, '', `${placeholder} names no fact of site.json`, {
          place: placeOf(text, index),
        });
      }
      const tokens = marked.lexer(parsed.body);
      const firstLine = text.split('\n').length - parsed.body.split('\n').length + 1;
      this.checkMarkdownStyle(file, '', parsed.body, formatTokens(tokens), firstLine);
      const page = mapStrings(parsed.data, fill) as Page;
      // `rescue` reads pages for their words, not their HTML: only the build cleans it.
      const pageHtml = (html: string) =>
        this.sanitize ? withoutEmptyLinks(markOutsideLinks(sanitizeHtml(html, ['h2']))) : html;
      const inline = (markdown: string) => pageHtml(marked.parseInline(markdown, { async: false }));
      pages[basename(name, '.md')] = {
        ...page,
        ...(page.lead && { lead: inline(page.lead) }),
        ...(page.note && { note: inline(page.note) }),
        ...(page.sections && {
          sections: Object.fromEntries(
            Object.entries(page.sections).map(([key, section]) => [
              key,
              { ...section, ...(section.text && { text: inline(section.text) }) },
            ]),
          ),
        }),
        ...(page.tiles && {
          tiles: page.tiles.map((tile) => ({ ...tile, text: inline(tile.text) })),
        }),
        slug: basename(name, '.md'),
        html: pageHtml(marked.parse(fill(parsed.body), { async: false })),
      };
    }
    return pages;
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

/** Fields that hold a picture's path alone: a partner's logo; the site's logo and icon. */
const barePhotoFields = new Set(['partnerImage', 'logo', 'favicon']);

/** Every photo path in a record, with its JSON pointer. */
export function photoPaths(record: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  for (const [field, value] of Object.entries(record)) {
    if (barePhotoFields.has(field) && typeof value === 'string') found.push([`/${field}`, value]);
    const photos = Array.isArray(value) ? value : [value];
    photos.forEach((photo, index) => {
      if (isPhoto(photo)) {
        const at = Array.isArray(value) ? `/${field}/${index}/href` : `/${field}/href`;
        found.push([at, photo.href]);
      }
    });
  }
  return found;
}

function isPhoto(value: unknown): value is Photo {
  return typeof value === 'object' && value !== null && 'href' in value && 'alt' in value;
}

// One collator for every comparison: localeCompare with options builds one per call.
const byNumber = new Intl.Collator('en', { numeric: true }).compare;
