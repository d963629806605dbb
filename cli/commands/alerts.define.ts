import type { Command } from 'commander';
import type { ContextOf } from '../context.ts';

/** `rescue alerts`: asks the running site, with the token of ALERTS_RUN_TOKEN. */
export function defineAlerts(program: Command, contextOf: ContextOf): void {
  program
    .command('alerts')
    .description(
      'Search alerts of the running site: subscriptions per search (counts only), or a test alert',
    )
    .option('--site <url>', 'the site to ask (default: siteUrl of content/site.json)')
    .option('--test <address>', 'send a test alert to this address')
    .action(async (options: { site?: string; test?: string }, command: Command) =>
      (await import('./alerts.ts')).alerts(contextOf(command), {
        ...options,
        token: process.env.ALERTS_RUN_TOKEN,
      }),
    );
}
