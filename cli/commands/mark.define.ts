import { Argument, type Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { fieldsOf, readValue } from '../fields.ts';
import { commitOption } from '../options.ts';

/** `rescue mark <dog> <status>`. */
export function defineMark(program: Command, contextOf: ContextOf): void {
  const statusField = fieldsOf('dogs').find((field) => field.name === 'dogAdoptionStatus')!;
  program
    .command('mark')
    .description('Mark a dog available or unavailable (adopted dogs are unavailable)')
    .argument('<dog>', 'record number or Dog ID')
    .addArgument(
      new Argument('<status>', 'available or unavailable').argParser((text) =>
        readValue('dogs', statusField, text),
      ),
    )
    .addOption(commitOption())
    .action(async (dog: string, status: 'Available' | 'Unavailable', options, command: Command) =>
      (await import('./mark.ts')).mark(contextOf(command), {
        dog,
        status,
        commit: options.commit === true,
      }),
    );
}
