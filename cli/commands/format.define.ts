import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { commitOption } from '../options.ts';

/** `rescue format`. */
export function defineFormat(program: Command, contextOf: ContextOf): void {
  program
    .command('format')
    .description(
      'Rewrite Markdown the way the browser editor writes it (_italics_, "- " lists), so an editor save changes nothing else',
    )
    .addOption(commitOption())
    .action(async (options, command: Command) =>
      (await import('./format.ts')).format(contextOf(command), {
        commit: options.commit === true,
      }),
    );
}
