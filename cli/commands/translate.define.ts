import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { commitOption, langOption, translationOption } from '../options.ts';

/** `rescue translate <record>`. */
export function defineTranslate(program: Command, contextOf: ContextOf): void {
  program
    .command('translate')
    .description(
      "Write a record's, page's or site.json's words in another language: asks for each field, showing the English",
    )
    .argument(
      '<record>',
      'a record (dogs/1, DOG-2025-07, events/EV-2025-05), a page (pages/about, about) or site',
    )
    .addOption(langOption("the language: one of site.json's languages other than English"))
    .addOption(translationOption())
    .addOption(commitOption())
    .action(async (record: string, options, command: Command) =>
      (await import('./translate.ts')).translate(contextOf(command), {
        record,
        lang: options.lang,
        translations: options.translation ?? [],
        commit: options.commit === true,
      }),
    );
}
