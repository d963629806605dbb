import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { formatOption, jsonOption, type OutputFormat } from '../options.ts';

/** `rescue validate`, whose exit code says whether the content has errors. */
export function defineValidate(
  program: Command,
  contextOf: ContextOf,
  setExitCode: (code: number) => void,
): void {
  program
    .command('validate')
    .description(
      'Check all content (schemas, unique ids, photos, posting dates, unsafe HTML); exit code 1 on errors',
    )
    .addOption(jsonOption())
    .addOption(formatOption())
    .action(async (options: { json?: boolean; format: OutputFormat }, command: Command) => {
      const { validate } = await import('./validate.ts');
      const format = options.json ? 'json' : options.format;
      setExitCode(await validate(contextOf(command), { format }));
    });
}
