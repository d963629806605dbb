import { dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { collectionKeys, collections } from '#lib/content/collections.ts';
import { translationFile } from '#lib/content/translations.ts';
import { defaultLanguage, siteLanguages } from '#lib/messages/languages.ts';
import { fileVersions, type FileVersion } from '#lib/git.ts';
import type { Context } from '../context.ts';
import type { OutputFormat } from '../options.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import { recordsOf } from '../records.ts';
import {
  pageTarget,
  photosIn,
  readTranslationFile,
  recordTarget,
  siteTarget,
  translationLanguage,
  wordsOf,
  type Target,
} from '../translationTargets.ts';

/** A field of a translation file, named as in the repository: content/dogs/1.es.json, dogDescription. */
interface Item {
  file: string;
  field: string;
}

/** A collection, a page or site.json in one language: how many of its fields are translated. */
interface Group {
  name: string;
  translated: number;
  total: number;
  percent: number;
  missing: Item[];
  stale: Item[];
}

export interface LanguageStatus {
  lang: string;
  translated: number;
  total: number;
  percent: number;
  missing: number;
  stale: number;
  groups: Group[];
}

/**
 * `rescue i18n status`: per collection, page and site.json, the fields with English text that
 * have a translation, those that have none, and those whose English changed after the
 * translation did (stale, from the git history of both files). A report: exit code 0.
 */
export async function i18nStatus(
  ctx: Context,
  request: { lang?: string; format: OutputFormat },
): Promise<void> {
  const { content } = readContentAsWritten(ctx);
  const langs =
    request.lang === undefined && content.site
      ? siteLanguages(content.site).filter((lang) => lang !== defaultLanguage)
      : [translationLanguage(content.site, request.lang)];
  const targets: [string, Target][] = [
    ...collectionKeys.flatMap((key) =>
      recordsOf(content, key).map(
        (record) => [collections[key].dir, recordTarget(key, record)] as [string, Target],
      ),
    ),
    ...Object.keys(content.pages).flatMap((slug) => {
      const target = pageTarget(ctx.contentDir, slug);
      return target ? [[`pages/${slug}`, target] as [string, Target]] : [];
    }),
    ['site.json', siteTarget(content.site)],
  ];
  const changes = new LastChanges(ctx.contentDir, targets, langs);
  const shown = (path: string) => relative(dirname(ctx.contentDir), join(ctx.contentDir, path));
  const statuses = langs.map((lang): LanguageStatus => {
    const groups = new Map<string, Group>();
    for (const [name, target] of targets) {
      const path = translationFile(target.path, lang);
      const translation = readTranslationFile(join(ctx.contentDir, path)) ?? {};
      const group = groups.get(name) ?? {
        name,
        translated: 0,
        total: 0,
        percent: 100,
        missing: [],
        stale: [],
      };
      groups.set(name, group);
      for (const field of target.fields) {
        const item = { file: shown(path), field: field.name };
        group.total++;
        if (!isTranslated(target.english[field.name], translation[field.name], !!field.photo)) {
          group.missing.push(item);
          continue;
        }
        group.translated++;
        const englishAt = changes.at(target.path, target.english, field.name);
        const translatedAt = changes.at(path, translation, field.name);
        if (englishAt < translatedAt) group.stale.push(item);
      }
    }
    const shownGroups = [...groups.values()]
      .filter((group) => group.total > 0)
      .map((group) => ({ ...group, percent: percent(group.translated, group.total) }));
    const sum = (count: (group: Group) => number) =>
      shownGroups.reduce((total, group) => total + count(group), 0);
    const translated = sum((group) => group.translated);
    const total = sum((group) => group.total);
    return {
      lang,
      translated,
      total,
      percent: percent(translated, total),
      missing: sum((group) => group.missing.length),
      stale: sum((group) => group.stale.length),
      groups: shownGroups,
    };
  });

  if (request.format === 'json') {
    ctx.out(JSON.stringify({ languages: statuses }, null, 2));
    return;
  }
  if (statuses.length === 0) {
    ctx.out('The site is published in English only: there is nothing to translate.');
    return;
  }
  for (const status of statuses) {
    if (request.format === 'github') {
      for (const group of status.groups) {
        for (const { file, field } of group.stale) {
          ctx.out(
            `::warning file=${file},title=Stale translation::${field}: the English changed after the ${status.lang} text was last changed`,
          );
        }
        for (const { file, field } of group.missing) {
          ctx.out(
            `::notice file=${file},title=Missing translation::${field} has no ${status.lang} text yet: the English is shown`,
          );
        }
      }
    } else {
      printTable(ctx, status);
    }
    ctx.out(
      `Total: ${status.translated} of ${status.total} fields translated into ${status.lang} ` +
        `(${status.percent}%), ${status.missing} missing, ${status.stale} stale.`,
    );
  }
}

function printTable(ctx: Context, status: LanguageStatus): void {
  const rows = [
    ['Content', 'Translated', ''],
    ...status.groups.map((group) => [
      group.name,
      `${group.translated} of ${group.total}`,
      `${group.percent}%`,
    ]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  ctx.out(`Translations into ${status.lang}:`);
  for (const row of rows) {
    ctx.out(
      `  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padStart(widths[1]!)}  ${row[2]!.padStart(widths[2]!)}`.trimEnd(),
    );
  }
  const list = (title: string, items: Item[]) => {
    if (items.length === 0) return;
    ctx.out(`${title}:`);
    const width = Math.max(...items.map(({ file }) => file.length));
    for (const { file, field } of items) ctx.out(`  ${file.padEnd(width)}  ${field}`);
  };
  list(
    'Missing (the English is shown)',
    status.groups.flatMap((group) => group.missing),
  );
  list(
    'Stale (the English changed since)',
    status.groups.flatMap((group) => group.stale),
  );
}

/** Whole percents, rounded down: 100% only when every field is translated. */
function percent(part: number, total: number): number {
  return total === 0 ? 100 : Math.floor((part * 100) / total);
}

/** A field has its translation; a photo field once each of its English photos has an alt text. */
function isTranslated(english: unknown, translated: unknown, photo: boolean): boolean {
  if (translated === undefined) return false;
  if (!photo) return true;
  const hrefs = new Set(photosIn(translated).map(({ href }) => href));
  return photosIn(english).every(({ href }) => hrefs.has(href));
}

/**
 * When each field of a file last changed, from the git history of the English files and their
 * translations: the age of the newest commit that changed it (0: the newest commit), -1 for a
 * change not yet committed. Outside git every field counts as changed at once: nothing is stale.
 */
class LastChanges {
  private readonly versions: Map<string, FileVersion[]> | undefined;
  private readonly parsed = new Map<string, (Record<string, unknown> | undefined)[]>();

  constructor(contentDir: string, targets: [string, Target][], langs: string[]) {
    const paths = new Set(
      targets.flatMap(([, { path }]) => [
        path,
        ...langs.map((lang) => translationFile(path, lang)),
      ]),
    );
    this.versions = fileVersions(contentDir, (path) => paths.has(path));
  }

  at(path: string, current: Record<string, unknown>, field: string): number {
    if (!this.versions) return 0;
    const history = this.versions.get(path) ?? [];
    let values = this.parsed.get(path);
    if (!values) {
      values = history.map(({ text }) => (text === undefined ? undefined : wordsOf(path, text)));
      this.parsed.set(path, values);
    }
    const value = (index: number) => values[index]?.[field];
    if (history.length === 0 || !isDeepStrictEqual(current[field], value(0))) return -1;
    const changed = history.findIndex(
      (_, index) => !isDeepStrictEqual(value(index), value(index + 1)),
    );
    return changed < 0 ? Infinity : history[changed]!.age;
  }
}
