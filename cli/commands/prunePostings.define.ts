import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { commitOption, yesOption } from '../options.ts';

/** `rescue prune-postings`. */
export function definePrunePostings(program: Command, contextOf: ContextOf): void {
  program
    .command('prune-postings')
    .description('Remove courtesy postings more than 30 days old (lists them first)')
    .addOption(yesOption())
    .addOption(commitOption())
    .action(async (options, command: Command) =>
      (await import('./prunePostings.ts')).prunePostings(contextOf(command), {
        yes: options.yes === true,
        commit: options.commit === true,
      }),
    );
}
