import { apiRoutes } from '#lib/routes.ts';
import { escapeXml as escape } from '#lib/reach/xml.ts';
import { badLink, type AlertsContext } from './alertsContext.ts';
import { paragraph } from './answerPage.ts';
import type { Tokens } from './tokens.ts';

/** GET confirm: the link of the confirmation e-mail starts the alerts and links to what is kept. */
export async function confirm(ctx: AlertsContext, url: URL, tokens: Tokens): Promise<Response> {
  const { t, store, now } = ctx;
  const payload = await tokens.open(url.searchParams.get('token') ?? '');
  if (payload?.kind !== 'confirm' || payload.expires < now()) return badLink(ctx);
  const subscriber = await store.confirm(payload.email, payload.search, now());
  const manage = await tokens.seal({ kind: 'subscriber', id: subscriber.id });
  const filters = ctx.searches.describe(subscriber.search);
  return ctx.page(
    200,
    t('alerts.confirmedTitle'),
    `${paragraph(t('alerts.confirmed', { email: subscriber.email, filters }))}<p><a href="${apiRoutes.alerts}unsubscribe?token=${manage}">${escape(t('alerts.alertManage'))}</a></p>`,
  );
}
