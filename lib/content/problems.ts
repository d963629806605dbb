/** One thing wrong with the content, named by file and JSON pointer so a volunteer can find it. */
export interface ContentProblem {
  severity: 'error' | 'warning';
  /** Path shown to people, starting at the content folder: `content/dogs/3.json`. */
  file: string;
  /** JSON pointer into the file (`/dogName`), or '' for the file as a whole. */
  pointer: string;
  message: string;
  hint?: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.pointer ? `${problem.pointer} ` : ''}${problem.message}`;
}

/** Thrown when content has errors; its message lists every one of them. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    super(
      `Content has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((problem) => `  ${formatProblem(problem)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}
