import type { Command } from 'commander';
import { defineAdd } from './commands/add.define.ts';
import { defineAlerts } from './commands/alerts.define.ts';
import { defineFormat } from './commands/format.define.ts';
import { defineI18n } from './commands/i18nStatus.define.ts';
import { defineImport } from './commands/import.define.ts';
import { defineInit } from './commands/init.define.ts';
import { defineList } from './commands/list.define.ts';
import { defineMark } from './commands/mark.define.ts';
import { definePrunePostings } from './commands/prunePostings.define.ts';
import { defineRemove } from './commands/remove.define.ts';
import { defineSyndicate } from './commands/syndicate.define.ts';
import { defineTranslate } from './commands/translate.define.ts';
import { defineUpdate } from './commands/update.define.ts';
import { defineValidate } from './commands/validate.define.ts';
import type { ContextOf } from './context.ts';

/**
 * Every command of `rescue`. Each declares itself in cli/commands/<name>.define.ts, in the order
 * --help lists them; its module (and what it needs: prompts, sharp, Prettier, git) loads only when
 * it runs.
 */
export function defineCommands(
  program: Command,
  contextOf: ContextOf,
  setExitCode: (code: number) => void,
): void {
  defineAdd(program, contextOf);
  defineUpdate(program, contextOf);
  defineRemove(program, contextOf);
  defineList(program, contextOf);
  defineMark(program, contextOf);
  defineValidate(program, contextOf, setExitCode);
  defineTranslate(program, contextOf);
  defineI18n(program, contextOf);
  defineInit(program, contextOf);
  defineFormat(program, contextOf);
  definePrunePostings(program, contextOf);
  defineAlerts(program, contextOf);
  defineSyndicate(program, contextOf, setExitCode);
  defineImport(program, contextOf, setExitCode);
}
