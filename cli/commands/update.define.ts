import type { Command } from 'commander';
import { defineCollectionCommands, idHelp } from '../collectionNames.ts';
import type { ContextOf } from '../context.ts';
import { commitOption, fieldOptions, fieldValues } from '../options.ts';

/** `rescue update <collection> <id>`: a flag per field to change. */
export function defineUpdate(program: Command, contextOf: ContextOf): void {
  const updateGroup = program
    .command('update')
    .usage('<collection> <id> [options]')
    .description('Change fields of a record: rescue update <collection> <id> --field value…');
  defineCollectionCommands(updateGroup, (updateCommand, collection) => {
    const updateOptions = fieldOptions(collection, false);
    updateCommand.argument('<id>', idHelp(collection)).addOption(commitOption());
    for (const { option } of updateOptions) updateCommand.addOption(option);
    updateCommand.action(async (id: string, options, command: Command) =>
      (await import('./update.ts')).update(contextOf(command), {
        collection,
        record: id,
        values: fieldValues(updateOptions, options),
        commit: options.commit === true,
      }),
    );
  });
}
