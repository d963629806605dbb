import type { Command } from 'commander';
import { joinedList } from '#lib/messages/siteWords.ts';
import { listingServices } from '../syndication/services.ts';
import type { ContextOf } from '../context.ts';

const names = Object.values(listingServices).map(({ name }) => name);

/** `rescue syndicate`, whose exit code says whether every service got its files. */
export function defineSyndicate(
  program: Command,
  contextOf: ContextOf,
  setExitCode: (code: number) => void,
): void {
  program
    .command('syndicate')
    .description(
      `List the Available dogs on ${joinedList(names)} (each whose <SERVICE>_FTP_USER and _PASSWORD are set)`,
    )
    .option('--dry-run', 'send nothing: print what each service would add, change and remove')
    .option(
      '--allow-removals',
      "go ahead even when a service would lose more than half of the rescue's listings",
    )
    .action(async (options: { dryRun?: boolean; allowRemovals?: boolean }, command: Command) => {
      const { syndicate } = await import('./syndicate.ts');
      setExitCode(
        await syndicate(contextOf(command), {
          dryRun: options.dryRun === true,
          allowRemovals: options.allowRemovals === true,
          env: process.env,
        }),
      );
    });
}
