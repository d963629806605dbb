import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { initQuestions } from '../initQuestions.ts';

/** `rescue init`: a flag per question, for answers given ahead. */
export function defineInit(program: Command, contextOf: ContextOf): void {
  const initCommand = program
    .command('init')
    .description(
      `Start a new rescue's site from this template (once): checks git, asks ${initQuestions.length} questions, writes site.json, the colours and the logo, package.json and README.md, removes the sample rescue's records and commits`,
    )
    .option('--keep-samples', "keep the sample rescue's dogs, events, team… as examples");
  for (const { flag, title, description } of initQuestions) {
    initCommand.option(`--${flag} <value>`, `${title}: ${description}`);
  }
  initCommand.action(async (options: Record<string, string>, command: Command) =>
    (await import('./init.ts')).init(contextOf(command), {
      given: Object.fromEntries(
        initQuestions
          .filter(({ key }) => options[key] !== undefined)
          .map(({ key }) => [key, options[key]]),
      ),
      keepSamples: options.keepSamples !== undefined,
    }),
  );
}
