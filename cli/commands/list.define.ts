import type { Command } from 'commander';
import { defineCollectionCommands } from '../collectionNames.ts';
import type { ContextOf } from '../context.ts';
import { jsonOption } from '../options.ts';

/** `rescue list <collection>`. */
export function defineList(program: Command, contextOf: ContextOf): void {
  const listGroup = program
    .command('list')
    .usage('<collection> [options]')
    .description('Show a collection as a table (id, name, status…): rescue list <collection>');
  defineCollectionCommands(listGroup, (listCommand, collection) =>
    listCommand.addOption(jsonOption()).action(async (options, command: Command) =>
      (await import('./list.ts')).list(contextOf(command), {
        collection,
        json: options.json === true,
      }),
    ),
  );
}
