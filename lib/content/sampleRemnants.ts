import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { contentProblem, placeOf, type ContentProblem } from './problems.ts';
import { isSampleSite, mayBeSamplePhoto, photoKey, sampleRescue } from './sampleRescue.ts';

const textFile = new Set(['.json', '.md', '.yml', '.yaml']);

/** The codes of the problems sampleRemnantProblems finds. */
export const remnantCodes = new Set<string>([
  'sample-fact',
  'sample-photo',
  'starter-text-unchanged',
]);

/**
 * Warnings where a new rescue's content still holds the sample rescue's facts or photos, or a page
 * still holds its starting text (starter/pages beside the content folder); none for the sample itself.
 */
export function sampleRemnantProblems(
  contentDir: string,
  site: { name?: unknown } | undefined,
): ContentProblem[] {
  if (!site || isSampleSite(site)) return [];
  return filesUnder(contentDir).flatMap((file) => fileRemnantProblems(contentDir, file));
}

/** sampleRemnantProblems of one file of the content folder. */
export function fileRemnantProblems(contentDir: string, file: string): ContentProblem[] {
  const shown = relative(dirname(contentDir), file);
  if (!textFile.has(extname(file))) {
    // A photo is read only when its size is one of the sample's.
    return mayBeSamplePhoto(statSync(file).size) &&
      sampleRescue.photos.has(photoKey(readFileSync(file)))
      ? [contentProblem('sample-photo', shown, '', "is the sample rescue's picture")]
      : [];
  }
  const text = readFileSync(file, 'utf8');
  const lower = text.toLowerCase();
  const found: { at: number; what: string; length: number }[] = [];
  for (const { what, text: fact } of sampleRescue.facts) {
    for (let at = lower.indexOf(fact.toLowerCase()); at >= 0;) {
      found.push({ at, what, length: fact.length });
      at = lower.indexOf(fact.toLowerCase(), at + fact.length);
    }
  }
  const problems = found
    .sort((a, b) => a.at - b.at)
    .map(({ at, what, length }) => {
      const message = `still holds the sample rescue's ${what} "${text.slice(at, at + length)}"`;
      return contentProblem('sample-fact', shown, '', message, { place: placeOf(text, at) });
    });
  if (file.endsWith('.md') && isStarterText(contentDir, relative(contentDir, file), text)) {
    problems.push(
      contentProblem('starter-text-unchanged', shown, '', 'still has its starting text', {
        place: { line: 1, column: 1 },
      }),
    );
  }
  return problems;
}

/**
 * Whether a page of content/ (`pages/about.md`) still holds its starting text, as starter/ beside
 * the content folder has it; not a page that is missing (the loader names that).
 */
export function isStarterText(contentDir: string, path: string, text?: string): boolean {
  const starter = join(dirname(contentDir), 'starter', path);
  const page = join(contentDir, path);
  if (!existsSync(starter) || (text === undefined && !existsSync(page))) return false;
  return sameText(text ?? readFileSync(page, 'utf8'), readFileSync(starter, 'utf8'));
}

function sameText(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .replace(/\r\n/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .trim();
  return normal(a) === normal(b);
}

/** Every file under dir, dot files (locks, temporary files) left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}
