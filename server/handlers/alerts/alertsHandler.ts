import { apiRoutes } from '#lib/routes.ts';
import type { WebHandler } from '../siteRoutes.ts';
import { plain } from '../responses.ts';
import { alertsContext, offPage, type AlertsHandlerOptions } from './alertsContext.ts';
import { confirm } from './confirm.ts';
import { feed } from './feed.ts';
import { manage } from './manage.ts';
import type { RunReport } from './notifier.ts';
import { rescueActions, rescueCall, runNotifier } from './rescueCalls.ts';
import { subscribe } from './subscribe.ts';

export interface AlertsHandler {
  handle: WebHandler;
  /** One run of the notifier (the schedule calls this; POST /api/alerts/run too). */
  run(): Promise<RunReport>;
}

/**
 * Answers /api/alerts/*: the sign-up (POST subscribe), its confirmation link (GET confirm), what
 * is kept and its deletion (GET and one-click POST unsubscribe), the Atom feed of a search (GET
 * feed), and, with ALERTS_RUN_TOKEN, the rescue's calls (a run of the notifier, counts, export).
 */
export function createAlertsHandler(options: AlertsHandlerOptions): AlertsHandler {
  const ctx = alertsContext(options);
  const handle: WebHandler = async (request) => {
    const url = new URL(request.url);
    const action = url.pathname.slice(apiRoutes.alerts.length);
    const { method } = request;
    if (action === 'feed') return method === 'GET' ? feed(ctx, url) : notAllowed('GET');
    if (action === 'subscribe')
      return method === 'POST' ? subscribe(ctx, request, url) : notAllowed('POST');
    if (action === 'confirm' || action === 'unsubscribe') {
      if (method !== 'GET' && (action === 'confirm' || method !== 'POST')) {
        return notAllowed(action === 'confirm' ? 'GET' : 'GET, POST');
      }
      // Leaving works whenever links can be read, even with the mail transport gone.
      const { tokens } = ctx;
      if (!tokens || (action === 'confirm' && !ctx.delivery)) return offPage(ctx);
      return action === 'confirm' ? confirm(ctx, url, tokens) : manage(ctx, request, url, tokens);
    }
    if (rescueActions.includes(action)) return rescueCall(ctx, request, `${method} ${action}`);
    return plain(404, 'Not Found');
  };
  return { handle, run: () => runNotifier(ctx) };
}

function notAllowed(allow: string): Response {
  return plain(405, 'Method Not Allowed', { Allow: allow });
}
