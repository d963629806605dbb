import type { ContentProblem } from '../../lib/content/problems.ts';
import type { Context } from '../context.ts';
import { openContent } from '../openContent.ts';

export interface ValidateRequest {
  json: boolean;
}

/** `rescue validate`: every problem in the content, grouped by file; exit code 1 when any is an error. */
export function validate(ctx: Context, { json }: ValidateRequest): number {
  const { problems } = openContent(ctx);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  if (json) {
    ctx.out(JSON.stringify({ valid: errors === 0, errors, warnings, problems }, null, 2));
    return errors === 0 ? 0 : 1;
  }
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems)
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  for (const [file, inFile] of byFile) {
    ctx.out(file);
    for (const problem of inFile) {
      const where = problem.pointer || '(whole file)';
      ctx.out(`  ${problem.severity.padEnd(7)}  ${where} ${problem.message}`);
      if (problem.hint) ctx.out(`           hint: ${problem.hint}`);
    }
    ctx.out('');
  }
  ctx.out(
    errors === 0
      ? `The content is valid${warnings ? `, with ${warnings} warning(s)` : ''}.`
      : `${errors} error(s) and ${warnings} warning(s) in ${byFile.size} file(s).`,
  );
  return errors === 0 ? 0 : 1;
}
