import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { problemCatalogue } from '#lib/content/problemCatalogue.ts';
import type { ContentProblem } from '#lib/content/problems.ts';
import type { Site } from '#lib/content/types.generated.ts';
import type { Context } from '../context.ts';
import type { OutputFormat } from '../options.ts';
import { openValidationCache } from '../validationCache.ts';

/** `rescue validate`: every problem in the content; exit code 1 when any is an error. */
export async function validate(
  ctx: Context,
  { format }: { format: OutputFormat },
): Promise<number> {
  // Unchanged content gets the last run's answer without loading the checks (a fraction of the
  // time); a few records edited, the last answer with theirs checked again; other changes, the
  // last run's checks of every file unchanged since.
  const cache = openValidationCache(ctx.contentDir, siteAsWritten(ctx.contentDir));
  let problems = cache.kept ?? (await cache.edited());
  if (!problems) {
    const { contentProblems } = await import('../contentProblems.ts');
    problems = contentProblems(ctx, cache.today, cache.memo());
    cache.keep(problems);
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  if (format === 'json') {
    ctx.out(JSON.stringify({ valid: errors === 0, errors, warnings, problems }, null, 2));
  } else if (format === 'github') {
    // Only this format places problems on their lines (which loads the YAML and JSONC parsers).
    const { locate } = await import('#lib/content/locate.ts');
    for (const problem of problems) ctx.out(workflowCommand(ctx, problem, locate));
    ctx.out(summary(errors, warnings, new Set(problems.map(({ file }) => file)).size));
  } else {
    printText(ctx, problems, errors, warnings);
  }
  return errors === 0 ? 0 : 1;
}

/** site.json as it is, for its zone (undefined while unreadable): read without the checks. */
function siteAsWritten(contentDir: string): Site | undefined {
  try {
    return JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')) as Site;
  } catch {
    return undefined;
  }
}

/** The same warning found this many times or more is one entry, not one per place. */
const groupedFrom = 3;
/** How many of a group's places its entry names before "and N more". */
const namedPlaces = 5;

function printText(ctx: Context, problems: ContentProblem[], errors: number, warnings: number) {
  // The same kind and words, in many places: a new site's 44 pages that keep their starting text.
  const byKind = new Map<string, ContentProblem[]>();
  for (const problem of problems.filter(({ severity }) => severity === 'warning')) {
    const kind = `${problem.code} ${problem.message}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), problem]);
  }
  const groups = [...byKind.values()].filter((group) => group.length >= groupedFrom);
  const grouped = new Set(groups.flat());
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems.filter((problem) => !grouped.has(problem))) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  for (const [file, inFile] of byFile) {
    ctx.out(file);
    for (const problem of inFile) {
      const where =
        problem.pointer ||
        (problem.line ? `line ${problem.line}, column ${problem.column ?? 1}:` : '(whole file)');
      ctx.out(`  ${problem.severity.padEnd(7)}  ${where} ${problem.message}`);
      ctx.out(`           hint: ${problem.hint} (${problem.code})`);
    }
    ctx.out('');
  }
  // After the rest, one entry each, so no error hides among them.
  for (const group of groups) {
    const { code, hint } = group[0]!;
    const files = new Set(group.map(({ file }) => file));
    const count =
      files.size === group.length
        ? `${group.length} files`
        : `${group.length} places in ${files.size} files`;
    const places = group.map(
      ({ file, pointer, line = 1 }) =>
        `${file}${line > 1 ? `:${line}` : pointer ? ` ${pointer}` : ''}`,
    );
    const more = places.length - namedPlaces;
    ctx.out(`warning  ${problemCatalogue[code].title}: ${count}`);
    ctx.out(`  ${places.slice(0, namedPlaces).join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
    ctx.out(`  hint: ${hint} (${code})`);
    ctx.out('');
  }
  ctx.out(summary(errors, warnings, new Set(problems.map(({ file }) => file)).size));
}

function summary(errors: number, warnings: number, files: number): string {
  return errors === 0
    ? `The content is valid${warnings ? `, with ${warnings} warning(s)` : ''}.`
    : `${errors} error(s) and ${warnings} warning(s) in ${files} file(s).`;
}

/**
 * A GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::…`), so a pull
 * request shows the problem on the line of the file where the field is written.
 */
function workflowCommand(
  ctx: Context,
  problem: ContentProblem,
  locate: typeof import('#lib/content/locate.ts').locate,
): string {
  // Problem files are shown from the content folder's parent, the repository root.
  const path = join(dirname(ctx.contentDir), problem.file);
  let place = { line: problem.line ?? 1, column: problem.column ?? 1 };
  try {
    if (!problem.line) place = locate(path, readFileSync(path, 'utf8'), problem.pointer);
  } catch {
    // A missing file (content folder not found) is reported at its first line.
  }
  const message = problem.pointer ? `${problem.pointer} ${problem.message}` : problem.message;
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    `line=${place.line}`,
    `col=${place.column}`,
    `title=${escapeProperty(`${problemCatalogue[problem.code].title} (${problem.code})`)}`,
  ].join(',');
  return `::${problem.severity} ${properties}::${escapeData(`${message}\n${problem.hint}`)}`;
}

// Escapes from GitHub's runner (toolkit/core command.ts), so messages cannot end a command early.
function escapeData(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(value: string): string {
  return escapeData(value).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
