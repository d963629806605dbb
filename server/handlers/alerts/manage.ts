import { apiRoutes } from '#lib/routes.ts';
import { escapeXml as escape } from '#lib/reach/xml.ts';
import { readBody } from '../publicPost.ts';
import { badLink, type AlertsContext } from './alertsContext.ts';
import { paragraph } from './answerPage.ts';
import type { Tokens } from './tokens.ts';

/**
 * GET and POST unsubscribe, the link in every alert: GET shows what is kept of the subscriber
 * with a button deleting it; POST deletes it.
 */
export async function manage(
  ctx: AlertsContext,
  request: Request,
  url: URL,
  tokens: Tokens,
): Promise<Response> {
  const { t, say, store } = ctx;
  const token = url.searchParams.get('token') ?? '';
  const payload = await tokens.open(token);
  if (payload?.kind !== 'subscriber') return badLink(ctx);
  // RFC 8058: one POST, from the mail program, deletes; the body needs no checking.
  if (request.method === 'POST') {
    // Read, not cancelled: a cancelled request body can stall workerd's answer.
    await readBody(request);
    await store.remove(payload.id);
    return say(200, t('alerts.deletedTitle'), t('alerts.deleted'));
  }
  const subscriber = await store.subscriber(payload.id);
  if (!subscriber) return say(200, t('alerts.deletedTitle'), t('alerts.nothingKept'));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const rows: [string, string][] = [
    [t('alerts.keptEmail'), subscriber.email],
    [t('alerts.keptFilters'), ctx.searches.describe(subscriber.search)],
    [t('alerts.keptSince'), day(subscriber.confirmedAt)],
    [t('alerts.keptHeard'), subscriber.alertedAt ? day(subscriber.alertedAt) : t('alerts.never')],
  ];
  return ctx.page(
    200,
    t('alerts.keptTitle'),
    `${paragraph(t('alerts.keptIntro'))}<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
<form method="post" action="${apiRoutes.alerts}unsubscribe?token=${escape(token)}"><button class="button" type="submit">${escape(t('alerts.delete'))}</button></form>`,
  );
}
