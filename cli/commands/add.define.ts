import { Option, type Command } from 'commander';
import type { CollectionKey } from '#lib/content/collections.ts';
import { defineCollectionCommands } from '../collectionNames.ts';
import type { ContextOf } from '../context.ts';
import {
  commitOption,
  fieldOptions,
  fieldValues,
  langOption,
  repeatable,
  translationOption,
} from '../options.ts';

/** `rescue add-dog` and `rescue add <collection>`. */
export function defineAdd(program: Command, contextOf: ContextOf): void {
  addCommand(program.command('add-dog'), 'dogs', contextOf).description(
    'Add a dog to Available Dogs, asking for anything not given as a flag',
  );
  const addGroup = program
    .command('add')
    .usage('<collection> [options]')
    .description('Add a record: rescue add <collection> (asks for anything not given as a flag)');
  defineCollectionCommands(addGroup, (command, collection) =>
    addCommand(command, collection, contextOf),
  );
}

/** Options and action of `add-dog` and `add <collection>`: one flag per schema field, plus photos. */
function addCommand(command: Command, collection: CollectionKey, contextOf: ContextOf): Command {
  const options = fieldOptions(collection, true);
  for (const { option } of options) command.addOption(option);
  const photoField = options.find(({ field }) => field.photo)?.field;
  if (photoField) {
    const more = photoField.photo === 'list' ? '; repeat for more photos' : '';
    command.addOption(
      new Option(
        '--photo <file>',
        `${photoField.title}: a JPEG, PNG or WebP file to copy in, without its EXIF or GPS data${more}`,
      ).argParser(repeatable),
    );
  }
  if (photoField && photoField.photo !== 'href') {
    command.addOption(
      new Option(
        '--photo-alt <text>',
        'alt text of the --photo in the same position (default: the name, and the photo number)',
      ).argParser(repeatable),
    );
  }
  return command
    .addOption(
      langOption(
        'also write the translated fields in this language (asked for, or given with --translation)',
      ),
    )
    .addOption(translationOption(collection))
    .addOption(commitOption())
    .action(async (parsed, self: Command) =>
      (await import('./add.ts')).add(contextOf(self), {
        collection,
        values: fieldValues(options, parsed),
        photos: parsed.photo ?? [],
        photoAlts: parsed.photoAlt ?? [],
        lang: parsed.lang,
        translations: parsed.translation ?? [],
        commit: parsed.commit === true,
      }),
    );
}
