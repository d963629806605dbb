import type { Command } from 'commander';
import { defineCollectionCommands, idHelp } from '../collectionNames.ts';
import type { ContextOf } from '../context.ts';
import { commitOption, yesOption } from '../options.ts';

/** `rescue remove <collection> <id>`. */
export function defineRemove(program: Command, contextOf: ContextOf): void {
  const removeGroup = program
    .command('remove')
    .usage('<collection> <id> [options]')
    .description('Remove a record and the photos only it uses: rescue remove <collection> <id>');
  defineCollectionCommands(removeGroup, (removeCommand, collection) =>
    removeCommand
      .argument('<id>', idHelp(collection))
      .addOption(yesOption())
      .addOption(commitOption())
      .action(async (id: string, options, command: Command) =>
        (await import('./remove.ts')).remove(contextOf(command), {
          collection,
          record: id,
          yes: options.yes === true,
          commit: options.commit === true,
        }),
      ),
  );
}
