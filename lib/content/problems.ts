import { hintOf, problemCatalogue, type ProblemCode } from './problemCatalogue.ts';

/** One thing wrong with the content, named by file and JSON pointer so a volunteer can find it. */
export interface ContentProblem {
  severity: 'error' | 'warning';
  /** Its kind, a stable name from lib/content/problemCatalogue.ts. */
  code: ProblemCode;
  /** Path shown to people, starting at the content folder: `content/dogs/3.json`. */
  file: string;
  /** JSON pointer into the file (`/dogName`), or '' for the file as a whole. */
  pointer: string;
  message: string;
  /** What to do about it, from the catalogue. */
  hint: string;
  /** Where in the file, when the problem is at a line rather than a field (from 1). */
  line?: number;
  column?: number;
}

/** A problem a record that passed its schema can still have: its fields together, or its age. */
export interface RecordProblem {
  code: ProblemCode;
  pointer: string;
  message: string;
}

/** A place in a file as people count: line and column from 1. */
export interface SourcePlace {
  line: number;
  column: number;
}

/** A problem of a catalogued kind, with the kind's severity and hint (`detail` fills a hint that names one). */
export function contentProblem(
  code: ProblemCode,
  file: string,
  pointer: string,
  message: string,
  { place, detail }: { place?: SourcePlace; detail?: string } = {},
): ContentProblem {
  const { severity } = problemCatalogue[code];
  return { severity, code, file, pointer, message, hint: hintOf(code, detail), ...place };
}

export function placeOf(text: string, offset: number): SourcePlace {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** `content/dogs/3.json: /dogName is required`, or `content/pages/about.md:5:1: …` with a line. */
export function formatProblem(problem: ContentProblem): string {
  const place = problem.line ? `:${problem.line}:${problem.column ?? 1}` : '';
  return `${problem.file}${place}: ${problem.pointer ? `${problem.pointer} ` : ''}${problem.message}`;
}

/** Thrown when content has errors; its message lists every one of them. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    super(
      `Content has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n` +
        errors
          .map(
            (problem) => `  ${formatProblem(problem)}\n    hint: ${problem.hint} (${problem.code})`,
          )
          .join('\n'),
    );
    this.name = 'ContentError';
  }
}
