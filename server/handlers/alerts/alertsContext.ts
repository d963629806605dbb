import { siteSearches, type Searches } from '#lib/alerts/alertDogs.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { parsedTranslator, type Translate } from '#lib/messages/translator.ts';
import type { HostMessages } from '#lib/messages/hostMessages.ts';
import { defaultLanguage } from '#lib/messages/languages.ts';
import type { Delivery } from '../forms/delivery.ts';
import { memoryPostCounter, type PostCounter } from '../publicPost.ts';
import { noStore } from '../responses.ts';
import { answerPage, paragraph } from './answerPage.ts';
import type { DogSource } from './dogSource.ts';
import type { AlertStore } from './store.ts';
import { createTokens, parseSecrets, type Tokens } from './tokens.ts';

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

/** What every part of the alerts (subscribe, confirm, manage, feed, the rescue's calls) works with. */
export interface AlertsContext {
  site: Site;
  siteOrigin: string;
  delivery: Delivery | undefined;
  store: AlertStore;
  dogs: DogSource;
  posts: PostCounter;
  now: () => number;
  log: (line: string) => void;
  minFillMs: number;
  /** The first of ALERTS_SECRETS (addresses' digests) and the links they seal, if any are set. */
  secrets: string[];
  tokens: Tokens | undefined;
  runToken: string;
  /** Why alerts are off, if they are. */
  unavailable: string | undefined;
  t: Translate;
  searches: Searches;
  /** A page of the site with this title and HTML body. */
  page: (status: number, title: string, bodyHtml: string) => Promise<Response>;
  /** A page of the site saying one paragraph. */
  say: (status: number, title: string, text: string) => Promise<Response>;
}

export function alertsContext(options: AlertsHandlerOptions): AlertsContext {
  const { site, delivery, env, store, dogs, loadShell, now = Date.now } = options;
  const { log = console.error, minFillMs = 3_000 } = options;
  const secrets = parseSecrets(env.ALERTS_SECRETS);
  const tokens = secrets.length > 0 ? createTokens(secrets) : undefined;
  const t = parsedTranslator(options.messages[defaultLanguage]!);
  const page = async (status: number, title: string, bodyHtml: string) =>
    new Response(answerPage(await loadShell(), site, t, title, bodyHtml), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore },
    });
  return {
    site,
    siteOrigin: new URL(site.siteUrl).origin,
    delivery,
    store,
    dogs,
    posts: options.posts ?? memoryPostCounter(now),
    now,
    log,
    minFillMs,
    secrets,
    tokens,
    runToken: env.ALERTS_RUN_TOKEN ?? '',
    unavailable: !delivery
      ? 'no mail transport is set (SMTP_URL or RESEND_API_KEY)'
      : !tokens
        ? 'ALERTS_SECRETS is not set'
        : undefined,
    t,
    searches: siteSearches(site, t),
    page,
    say: (status, title, text) => page(status, title, paragraph(text)),
  };
}

/** The answer when a sign-up or its confirmation could not be sent. */
export function notSent({ say, t, site }: AlertsContext): Promise<Response> {
  return say(502, t('alerts.failedTitle'), t('alerts.failed', { mail: site.email }));
}

/** The answer while alerts are off (no mail transport or no secrets). */
export function offPage({ say, t, site }: AlertsContext): Promise<Response> {
  return say(503, t('alerts.unavailableTitle'), t('alerts.unavailable', { mail: site.email }));
}

/** The answer to a link that is not one of ours, or has expired. */
export function badLink({ say, t }: AlertsContext): Promise<Response> {
  return say(400, t('alerts.badLinkTitle'), t('alerts.badLink'));
}
