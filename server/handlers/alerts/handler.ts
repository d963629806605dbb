import { newestFirst, siteSearches, type AlertDog } from '#lib/alerts/dogs.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { isEmailAddress } from '#lib/forms/validate.ts';
import { parsedTranslator } from '#lib/messages/format.ts';
import type { HostMessages } from '#lib/messages/hostMessages.ts';
import { defaultLanguage } from '#lib/messages/languages.ts';
import { atomFeed } from '#lib/seo/feeds.ts';
import { escapeXml as escape } from '#lib/seo/xml.ts';
import type { Delivery } from '../forms/delivery.ts';
import { fromSite, maxBodyBytes, readBody } from '../forms/handler.ts';
import { memoryPostCounter, visitorKey, type PostCounter } from '../forms/rateLimit.ts';
import type { WebHandler } from '../siteRoutes.ts';
import { answerPage, paragraph } from './answerPage.ts';
import type { DogSource } from './dogSource.ts';
import { alertMessage, alertsEndpoint, confirmationMessage } from './messages.ts';
import { runAlerts, type RunReport } from './notifier.ts';
import { dayMs, type AlertStore } from './store.ts';
import {
  addressDigest,
  createTokens,
  normalizeAddress,
  parseSecrets,
  sameText,
  type Tokens,
} from './tokens.ts';
import { json, noStore, plain } from '../responses.ts';

export interface AlertsHandlerOptions {
  site: Site;
  /** The answers' and e-mails' words, as the build wrote them (English: the alerts' language). */
  messages: HostMessages;
  /** The forms' mail transport; without one, alerts are off (503). */
  delivery: Delivery | undefined;
  /** ALERTS_SECRETS (seals the links) and ALERTS_RUN_TOKEN (runs the notifier). */
  env: Record<string, string | undefined>;
  store: AlertStore;
  dogs: DogSource;
  /** The prerendered not-found page, whose layout frames the answers. */
  loadShell: () => Promise<string>;
  /** Where the per-network and daily counts are kept: this process's memory unless given. */
  posts?: PostCounter;
  now?: () => number;
  log?: (line: string) => void;
  minFillMs?: number;
}

export interface AlertsHandler {
  handle: WebHandler;
  /** One run of the notifier (the schedule calls this; POST /api/alerts/run too). */
  run(): Promise<RunReport>;
}

/** Sign-ups per visitor network (an IPv4 address or an IPv6 /64) and for the whole site, a day. */
export const networkDailyLimit = 10;
export const siteDailyLimit = 200;
/** How long a confirmation link works. */
const confirmMs = dayMs;
const maxAddressLength = 254;

/**
 * Answers /api/alerts/*: the sign-up (POST subscribe), its confirmation link (GET confirm), what
 * is kept and its deletion (GET and one-click POST unsubscribe), the Atom feed of a search (GET
 * feed), and, with ALERTS_RUN_TOKEN, a run of the notifier and the rescue's counts and export.
 */
export function createAlertsHandler(options: AlertsHandlerOptions): AlertsHandler {
  const { site, messages, delivery, env, store, dogs, loadShell, now = Date.now } = options;
  const { log = console.error, minFillMs = 3_000 } = options;
  const posts = options.posts ?? memoryPostCounter(now);
  const secrets = parseSecrets(env.ALERTS_SECRETS);
  const tokens: Tokens | undefined = secrets.length > 0 ? createTokens(secrets) : undefined;
  const runToken = env.ALERTS_RUN_TOKEN ?? '';
  const siteOrigin = new URL(site.siteUrl).origin;
  const t = parsedTranslator(messages[defaultLanguage]!);
  const searches = siteSearches(site, t);
  const describeSearch = searches.describe;
  const unavailable = !delivery
    ? 'no mail transport is set (SMTP_URL or RESEND_API_KEY)'
    : !tokens
      ? 'ALERTS_SECRETS is not set'
      : undefined;

  async function page(status: number, title: string, body: string): Promise<Response> {
    return new Response(answerPage(await loadShell(), site, t, title, body), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore },
    });
  }
  const say = (status: number, title: string, text: string) => page(status, title, paragraph(text));
  const notSent = () => say(502, t('alerts.failedTitle'), t('alerts.failed', { mail: site.email }));
  const offPage = () =>
    say(503, t('alerts.unavailableTitle'), t('alerts.unavailable', { mail: site.email }));

  async function subscribe(request: Request, url: URL): Promise<Response> {
    if (!fromSite(request.headers.get('Origin'), siteOrigin, url)) {
      return plain(403, 'Forbidden: this form accepts posts from its own site only.');
    }
    if (unavailable || !delivery || !tokens) return offPage();
    const body = await readBody(request);
    if (body === undefined) return plain(413, `Payload Too Large: at most ${maxBodyBytes} bytes.`);
    if (
      !(request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      return plain(415, 'Unsupported Media Type: post the form as a web form.');
    }
    const posted = new URLSearchParams(body);
    const checkInbox = () => say(200, t('alerts.checkInboxTitle'), t('alerts.checkInbox'));
    // A robot filled the field people cannot see: it hears what everyone hears.
    if (posted.get(honeypotField)) return checkInbox();
    const typed = (posted.get('email') ?? '').trim();
    if (typed.length > maxAddressLength || !isEmailAddress(typed)) {
      return say(422, t('alerts.invalidTitle'), t('alerts.invalid'));
    }
    const elapsed = posted.get(elapsedField);
    if (elapsed !== null && !(Number(elapsed) >= minFillMs)) {
      return say(422, t('alerts.tooFastTitle'), t('alerts.tooFast'));
    }
    const network = visitorKey(request.headers.get('CF-Connecting-IP') ?? 'unknown');
    try {
      const allowed =
        (await posts(`alerts:${network}`, networkDailyLimit, dayMs)) &&
        (await posts('alerts:site', siteDailyLimit, dayMs));
      if (!allowed) return say(429, t('alerts.limitedTitle'), t('alerts.limited'));
    } catch (error) {
      log(
        `alerts: a sign-up was refused, as its limit could not be read: ${(error as Error).message}`,
      );
      return notSent();
    }
    const email = normalizeAddress(typed);
    const search = searches.of(posted);
    const digest = await addressDigest(secrets[0]!, email);
    // One confirmation a day to an address; the answer is the same whether one went or not.
    if (!(await store.claimConfirmation(digest, now()))) return checkInbox();
    const token = await tokens.seal({ kind: 'confirm', email, search, expires: now() + confirmMs });
    try {
      await delivery.send(confirmationMessage(site, t, email, describeSearch(search), token));
    } catch (error) {
      await store.releaseConfirmation(digest);
      log(`alerts: a confirmation was not delivered: ${(error as Error).message}`);
      return notSent();
    }
    return checkInbox();
  }

  async function confirm(url: URL, tokens: Tokens): Promise<Response> {
    const payload = await tokens.open(url.searchParams.get('token') ?? '');
    if (payload?.kind !== 'confirm' || payload.expires < now()) return badLink();
    const subscriber = await store.confirm(payload.email, payload.search, now());
    const manage = await tokens.seal({ kind: 'subscriber', id: subscriber.id });
    return page(
      200,
      t('alerts.confirmedTitle'),
      `${paragraph(t('alerts.confirmed', { email: subscriber.email, filters: describeSearch(subscriber.search) }))}<p><a href="${alertsEndpoint}unsubscribe?token=${manage}">${escape(t('alerts.alertManage'))}</a></p>`,
    );
  }

  const badLink = () => say(400, t('alerts.badLinkTitle'), t('alerts.badLink'));

  async function unsubscribe(request: Request, url: URL, tokens: Tokens): Promise<Response> {
    const token = url.searchParams.get('token') ?? '';
    const payload = await tokens.open(token);
    if (payload?.kind !== 'subscriber') return badLink();
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
      [t('alerts.keptFilters'), describeSearch(subscriber.search)],
      [t('alerts.keptSince'), day(subscriber.confirmedAt)],
      [t('alerts.keptHeard'), subscriber.alertedAt ? day(subscriber.alertedAt) : t('alerts.never')],
    ];
    return page(
      200,
      t('alerts.keptTitle'),
      `${paragraph(t('alerts.keptIntro'))}<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
<form method="post" action="${alertsEndpoint}unsubscribe?token=${escape(token)}"><button class="button" type="submit">${escape(t('alerts.delete'))}</button></form>`,
    );
  }

  async function feed(url: URL): Promise<Response> {
    const search = searches.of(url.searchParams);
    const path = `${alertsEndpoint}feed${search ? `?${search}` : ''}`;
    // One address per search: junk parameters neither show in the feed nor make new cache entries.
    if (url.search.replace(/^\?/, '') !== search) {
      return new Response(null, { status: 301, headers: { Location: path, ...cacheFor(3600) } });
    }
    const matching = newestFirst((await dogs()).filter((dog) => searches.matches(dog, search)));
    const body = atomFeed(site, {
      path,
      title: t('alerts.feedTitle', { site: site.shortName, filters: describeSearch(search) }),
      now: new Date(now()),
      entries: matching.map((dog: AlertDog) => ({
        title: dog.name,
        path: dog.path,
        updated: dog.listedAt ?? new Date(now()).toISOString(),
        summary: dog.summary,
        ...(dog.photo && { photo: dog.photo }),
      })),
    });
    return new Response(body, {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', ...cacheFor(300) },
    });
  }

  const run = () => {
    if (!delivery || !tokens) throw new Error(`alerts are off: ${unavailable}`);
    return runAlerts({ site, t, searches, store, dogs, delivery, tokens, now, log });
  };

  /** The rescue's own calls: the deploy's run, `rescue alerts`. */
  async function rescueCall(request: Request, action: string): Promise<Response> {
    if (!runToken) return plain(503, 'Service Unavailable: ALERTS_RUN_TOKEN is not set.');
    const given = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
    if (!sameText(given, runToken)) {
      return plain(401, 'Unauthorized: send Authorization: Bearer $ALERTS_RUN_TOKEN.', {
        'WWW-Authenticate': 'Bearer',
      });
    }
    if (unavailable || !delivery || !tokens) {
      return plain(503, `Service Unavailable: alerts are off, as ${unavailable}.`);
    }
    const subscribers = () => store.subscribers();
    switch (action) {
      case 'POST run':
        return json(200, await run());
      case 'GET counts': {
        const counts = new Map<string, number>();
        for (const { search } of await subscribers())
          counts.set(search, (counts.get(search) ?? 0) + 1);
        return json(200, {
          counts: [...counts].map(([search, count]) => ({
            search,
            filters: describeSearch(search),
            count,
          })),
        });
      }
      case 'GET export':
        return json(200, { subscribers: await subscribers() });
      case 'POST erase':
        await store.erase();
        return json(200, { erased: true });
      case 'POST test': {
        const to = (new URLSearchParams((await readBody(request)) ?? '').get('email') ?? '').trim();
        if (!isEmailAddress(to)) return plain(400, 'Bad Request: give email=<address>.');
        const sample = newestFirst(await dogs()).slice(0, 3);
        const token = await tokens.seal({ kind: 'subscriber', id: 'test' });
        await delivery.send(
          alertMessage(site, t, {
            to,
            filters: describeSearch(''),
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

  const handle: WebHandler = async (request) => {
    const url = new URL(request.url);
    const action = url.pathname.slice(alertsEndpoint.length);
    const { method } = request;
    if (action === 'feed') return method === 'GET' ? feed(url) : notAllowed('GET');
    if (action === 'subscribe')
      return method === 'POST' ? subscribe(request, url) : notAllowed('POST');
    if (action === 'confirm' || action === 'unsubscribe') {
      if (method !== 'GET' && (action === 'confirm' || method !== 'POST')) {
        return notAllowed(action === 'confirm' ? 'GET' : 'GET, POST');
      }
      // Leaving works whenever links can be read, even with the mail transport gone.
      if (!tokens || (action === 'confirm' && !delivery)) return offPage();
      return action === 'confirm' ? confirm(url, tokens) : unsubscribe(request, url, tokens);
    }
    if (['run', 'counts', 'export', 'erase', 'test'].includes(action)) {
      return rescueCall(request, `${method} ${action}`);
    }
    return plain(404, 'Not Found');
  };

  return { handle, run };
}

const cacheFor = (seconds: number) => ({ 'Cache-Control': `public, max-age=${seconds}` });

function notAllowed(allow: string): Response {
  return plain(405, 'Method Not Allowed', { Allow: allow });
}
