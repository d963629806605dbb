import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readFrontMatter } from './frontMatter.ts';
import { jsonSyntaxError } from './locate.ts';
import type { PhotoCheck } from './photoFiles.ts';
import type { ProblemCode } from './problemCatalogue.ts';
import { contentProblem, placeOf, type ContentProblem, type SourcePlace } from './problems.ts';
import { describeError } from './schemas.ts';
import { validatorFor } from './validators.ts';

/** Told of each file read and each file looked for: what a kept check depends on (CheckMemo). */
export interface FileTracer {
  read: (file: string, text: string) => void;
  exists: (file: string, found: boolean) => void;
}

/**
 * Keeps each part of the checking (a record with its translations, a page, a form…) between runs,
 * so `rescue validate` reads again only what changed (cli/validationCache.ts).
 */
export interface CheckMemo {
  /** The part's problems (pushed to `files`) and facts: kept ones while what it read is unchanged, else run. */
  part: <T>(id: string, files: ContentFiles, run: () => T, facts: (value: T) => T) => T;
  /** A photo's check (undefined while it is missing): the kept one while its file is unchanged, else run. */
  photo: (path: string, check: () => PhotoCheck | undefined) => PhotoCheck | undefined;
  /** The memo walked the folder and saw no link in it: there is none to check. */
  linkFree: boolean;
}

/**
 * The first stage of reading content/: its files as text, JSON and front matter, each checked
 * against its schema, with every problem found on the way. Links that lead out of the content
 * folder and files with a merge conflict are reported and never read.
 */
export class ContentFiles {
  readonly problems: ContentProblem[] = [];
  /** Links whose real path is outside the content folder: reported once, never read. */
  private readonly escaping = new Set<string>();
  /** Set while a part of the checking runs whose result is kept (load.ts, CheckMemo). */
  tracer: FileTracer | undefined;
  /** Where each part's problems lie in `problems`, in the order the parts ran (CheckMemo). */
  readonly placed: { id: string; start: number; end: number }[] = [];

  /** `within`: the folders a file's real path may lie in (see ReadOptions). */
  constructor(
    readonly contentDir: string,
    within: string[],
    private readonly memo?: CheckMemo,
  ) {
    if (!existsSync(contentDir)) {
      this.problem('content-folder-missing', contentDir, '', 'content folder not found');
    } else if (!memo?.linkFree) {
      this.checkLinks(contentDir, within.map(realFolder));
    }
  }

  /** A file as problems name it: from the content folder's parent (`content/dogs/1.json`). */
  display(file: string): string {
    return relative(dirname(this.contentDir.replace(/\/$/, '')), file);
  }

  problem(
    code: ProblemCode,
    file: string,
    pointer: string,
    message: string,
    extra?: { place?: SourcePlace; detail?: string },
  ) {
    this.problems.push(contentProblem(code, this.display(file), pointer, message, extra));
  }

  /** Whether the path is a link out of the content folder (already reported). */
  leadsOut(path: string): boolean {
    return this.escaping.has(path);
  }

  /**
   * A part of the checking, run, or kept by the memo while the files it read and looked for are
   * unchanged; then its value is `facts` of it: what the checks across files read (the same with
   * or without a kept result, so a run gives one answer either way).
   */
  part<T>(id: string, run: () => T, facts: (value: T) => T): T {
    const start = this.problems.length;
    const value = this.memo ? this.memo.part(id, this, run, facts) : run();
    this.placed.push({ id, start, end: this.problems.length });
    return value;
  }

  /** A problem the checks across files found of the last part, placed before its own problems. */
  problemBeforeLastPart(problem: ContentProblem) {
    const last = this.placed.at(-1)!;
    this.problems.splice(last.start, 0, problem);
    last.start += 1;
    last.end += 1;
  }

  /** Whether a file is there (every check that looks for a file asks here). */
  exists(file: string): boolean {
    const found = existsSync(file);
    this.tracer?.exists(file, found);
    return found;
  }

  /** A file's text, or undefined when it cannot be used (a link out, a merge conflict). */
  readText(file: string): string | undefined {
    if (this.escaping.has(file)) return undefined;
    const text = readFileSync(file, 'utf8');
    this.tracer?.read(file, text);
    const marker = /^(<{7}|>{7})(?: |$)/m.exec(text);
    if (!marker) return text;
    this.problem('merge-conflict', file, '', 'has an unresolved merge conflict', {
      place: placeOf(text, marker.index),
    });
    return undefined;
  }

  readJson(file: string): unknown {
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

  /** A Markdown file's front matter and text, or undefined when its YAML does not parse. */
  frontMatter(file: string, text: string) {
    const parsed = readFrontMatter(text);
    if ('data' in parsed) return parsed;
    this.problem('yaml-syntax', file, '', `front matter is not valid YAML: ${parsed.error}`, {
      place: placeOf(text, parsed.offset),
    });
    return undefined;
  }

  /**
   * A file of translated fields, or undefined when there is none (or it cannot be read); a field
   * that cannot be translated is a problem, and left out.
   */
  readTranslation(file: string, fields: readonly string[]): Record<string, unknown> | undefined {
    if (!this.exists(file)) return undefined;
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

  /** Whether the data passes the schema; each rule it breaks is a problem. */
  validate(file: string, data: unknown, schemaFile: string): boolean {
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

  /**
   * Every link under the folder must resolve inside the content folder: a link to /etc/passwd,
   * .dev.vars or .git/config in content/media would otherwise be copied into the site.
   */
  private checkLinks(folder: string, roots: string[]) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      // A content folder kept as a repository of its own: git's files are never read nor published.
      if (entry.name === '.git') continue;
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
}

/** A folder's real path, so links are judged by where they really lead. */
function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return resolve(folder);
  }
}
