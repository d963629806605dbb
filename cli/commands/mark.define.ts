import { Argument, type Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { fieldsOf, readValue } from '../fields.ts';
import { commitOption } from '../options.ts';
import { dogStatuses, type DogStatus } from '#lib/content/dogLife.ts';

/** Each status by the word a volunteer types: its last word ("pending" for "Adoption pending"). */
const statusByWord = new Map(
  dogStatuses.map((status) => [status.split(' ').at(-1)!.toLowerCase(), status]),
);
const statusWords = [...statusByWord.keys()];

/** `rescue mark <dog> <status>`. */
export function defineMark(program: Command, contextOf: ContextOf): void {
  const statusField = fieldsOf('dogs').find((field) => field.name === 'dogAdoptionStatus')!;
  program
    .command('mark')
    .description(
      'Mark where a dog is in its adoption: available, pending (an application accepted), adopted (it moves to Forever Stories) or unavailable',
    )
    .argument('<dog>', 'record number or Dog ID')
    .addArgument(
      new Argument('<status>', statusWords.join(', ')).argParser(
        (text) =>
          statusByWord.get(text.trim().toLowerCase()) ?? readValue('dogs', statusField, text),
      ),
    )
    .addOption(commitOption())
    .action(async (dog: string, status: DogStatus, options, command: Command) =>
      (await import('./mark.ts')).mark(contextOf(command), {
        dog,
        status,
        commit: options.commit === true,
      }),
    );
}
