import { isEmailAddress } from '#lib/forms/answerChecks.ts';
import { filledByRobot, readWebForm, tooFast, visitorOf } from '../publicPost.ts';
import { notSent, offPage, type AlertsContext } from './alertsContext.ts';
import { confirmationMessage } from './alertMessages.ts';
import { dayMs } from './store.ts';
import { addressDigest, normalizeAddress } from './tokens.ts';

/** Sign-ups per visitor network (an IPv4 address or an IPv6 /64) and for the whole site, a day. */
const networkDailyLimit = 10;
const siteDailyLimit = 200;
/** How long a confirmation link works. */
const confirmMs = dayMs;
const maxAddressLength = 254;

/** POST subscribe: checks the sign-up and e-mails the address a link confirming it. */
export async function subscribe(ctx: AlertsContext, request: Request, url: URL) {
  const { t, say, store, tokens, delivery, searches, now, log } = ctx;
  const posted = await readWebForm(request, url, ctx.siteOrigin);
  if (posted instanceof Response) return posted;
  if (ctx.unavailable || !delivery || !tokens) return offPage(ctx);
  const checkInbox = () => say(200, t('alerts.checkInboxTitle'), t('alerts.checkInbox'));
  // A robot hears what everyone hears.
  if (filledByRobot(posted)) return checkInbox();
  const typed = (posted.get('email') ?? '').trim();
  if (typed.length > maxAddressLength || !isEmailAddress(typed)) {
    return say(422, t('alerts.invalidTitle'), t('alerts.invalid'));
  }
  if (tooFast(posted, ctx.minFillMs))
    return say(422, t('alerts.tooFastTitle'), t('alerts.tooFast'));
  const network = visitorOf(request);
  try {
    const allowed =
      (await ctx.posts(`alerts:${network}`, networkDailyLimit, dayMs)) &&
      (await ctx.posts('alerts:site', siteDailyLimit, dayMs));
    if (!allowed) return say(429, t('alerts.limitedTitle'), t('alerts.limited'));
  } catch (error) {
    log(
      `alerts: a sign-up was refused, as its limit could not be read: ${(error as Error).message}`,
    );
    return notSent(ctx);
  }
  const email = normalizeAddress(typed);
  const search = searches.of(posted);
  const digest = await addressDigest(ctx.secrets[0]!, email);
  // One confirmation a day to an address; the answer is the same whether one went or not.
  if (!(await store.claimConfirmation(digest, now()))) return checkInbox();
  const token = await tokens.seal({ kind: 'confirm', email, search, expires: now() + confirmMs });
  try {
    await delivery.send(confirmationMessage(ctx.site, t, email, searches.describe(search), token));
  } catch (error) {
    await store.releaseConfirmation(digest);
    log(`alerts: a confirmation was not delivered: ${(error as Error).message}`);
    return notSent(ctx);
  }
  return checkInbox();
}
