import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { formatOption, jsonOption, langOption, type OutputFormat } from '../options.ts';

/** `rescue i18n status`. */
export function defineI18n(program: Command, contextOf: ContextOf): void {
  program
    .command('i18n')
    .description('Translations of the site: rescue i18n status')
    .command('status')
    .description(
      'How much of each collection, page and site.json is translated; what is missing or stale (exit code 0)',
    )
    .addOption(langOption('only this language'))
    .addOption(jsonOption())
    .addOption(formatOption())
    .action(
      async (options: { lang?: string; json?: boolean; format: OutputFormat }, command: Command) =>
        (await import('./i18nStatus.ts')).i18nStatus(contextOf(command), {
          lang: options.lang,
          format: options.json ? 'json' : options.format,
        }),
    );
}
