import { newestFirst } from '#lib/alerts/alertDogs.ts';
import { isEmailAddress } from '#lib/forms/answerChecks.ts';
import { readBody } from '../publicPost.ts';
import { json, plain } from '../responses.ts';
import type { AlertsContext } from './alertsContext.ts';
import { alertMessage } from './alertMessages.ts';
import { runAlerts, type RunReport } from './notifier.ts';
import { sameText } from './tokens.ts';

/** The rescue's own calls, with ALERTS_RUN_TOKEN: what `rescue alerts` and the deploy ask. */
export const rescueActions = ['run', 'counts', 'export', 'erase', 'test'];

/** One run of the notifier: every confirmed subscriber hears of the dogs new to their search. */
export function runNotifier(ctx: AlertsContext): Promise<RunReport> {
  const { delivery, tokens } = ctx;
  if (!delivery || !tokens) throw new Error(`alerts are off: ${ctx.unavailable}`);
  return runAlerts({ ...ctx, delivery, tokens });
}

/** POST run, GET counts and export, POST erase and test: the rescue's calls, by `METHOD action`. */
export async function rescueCall(
  ctx: AlertsContext,
  request: Request,
  action: string,
): Promise<Response> {
  const { runToken, delivery, tokens, store, dogs, searches } = ctx;
  if (!runToken) return plain(503, 'Service Unavailable: ALERTS_RUN_TOKEN is not set.');
  const given = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!sameText(given, runToken)) {
    return plain(401, 'Unauthorized: send Authorization: Bearer $ALERTS_RUN_TOKEN.', {
      'WWW-Authenticate': 'Bearer',
    });
  }
  if (ctx.unavailable || !delivery || !tokens) {
    return plain(503, `Service Unavailable: alerts are off, as ${ctx.unavailable}.`);
  }
  switch (action) {
    case 'POST run':
      return json(200, await runNotifier(ctx));
    case 'GET counts': {
      const counts = new Map<string, number>();
      for (const { search } of await store.subscribers())
        counts.set(search, (counts.get(search) ?? 0) + 1);
      return json(200, {
        counts: [...counts].map(([search, count]) => ({
          search,
          filters: searches.describe(search),
          count,
        })),
      });
    }
    case 'GET export':
      return json(200, { subscribers: await store.subscribers() });
    case 'POST erase':
      await store.erase();
      return json(200, { erased: true });
    case 'POST test': {
      const to = (new URLSearchParams((await readBody(request)) ?? '').get('email') ?? '').trim();
      if (!isEmailAddress(to)) return plain(400, 'Bad Request: give email=<address>.');
      const sample = newestFirst(await dogs()).slice(0, 3);
      const token = await tokens.seal({ kind: 'subscriber', id: 'test' });
      await delivery.send(
        alertMessage(ctx.site, ctx.t, {
          to,
          filters: searches.describe(''),
          dogs: sample,
          token,
          test: true,
        }),
      );
      return json(200, { sent: 1, dogs: sample.length });
    }
    default:
      return plain(405, 'Method Not Allowed');
  }
}
