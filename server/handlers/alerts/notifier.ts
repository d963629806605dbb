import { newestFirst, type Searches } from '#lib/alerts/alertDogs.ts';
import type { Site } from '#lib/content/types.generated.ts';
import type { Translate } from '#lib/messages/translator.ts';
import type { Delivery } from '../forms/delivery.ts';
import type { DogSource } from './dogSource.ts';
import { alertMessage } from './alertMessages.ts';
import { dayMs, type AlertStore } from './store.ts';
import type { Tokens } from './tokens.ts';

export interface RunReport {
  /** Another run held the lease: this one did nothing. */
  busy: boolean;
  dogs: number;
  subscribers: number;
  sent: number;
  failed: number;
}

export interface NotifierOptions {
  site: Site;
  /** `t(key, args)` over the site's message catalogue. */
  t: Translate;
  searches: Searches;
  store: AlertStore;
  dogs: DogSource;
  delivery: Delivery;
  tokens: Tokens;
  now: () => number;
  log: (line: string) => void;
}

// Long enough for a run over every subscriber; a run that died frees the lease after it.
const leaseMs = 15 * 60_000;

/**
 * One run: each subscriber whose search matches dogs that became news since the site last wrote
 * to them gets one message, at most one a day. A failed send is tried again at the next run; the
 * lease keeps two runs (the schedule and a deploy) from sending the same message twice.
 */
export async function runAlerts(options: NotifierOptions): Promise<RunReport> {
  const { site, t, searches, store, delivery, tokens, now, log } = options;
  const started = now();
  const report: RunReport = { busy: false, dogs: 0, subscribers: 0, sent: 0, failed: 0 };
  if (!(await store.lock(started, leaseMs))) return { ...report, busy: true };
  try {
    const dogs = await options.dogs(0);
    const newAt = await store.listed(
      dogs.map(({ key, listedAt }) => ({
        key,
        ...(listedAt && { listedAt: Date.parse(listedAt) }),
      })),
      started,
    );
    const subscribers = await store.subscribers();
    Object.assign(report, { dogs: dogs.length, subscribers: subscribers.length });
    for (const subscriber of subscribers) {
      if (subscriber.alertedAt !== null && started - subscriber.alertedAt < dayMs) continue;
      const news = newestFirst(
        dogs.filter(
          (dog) => newAt[dog.key]! > subscriber.heardAt && searches.matches(dog, subscriber.search),
        ),
      );
      if (news.length === 0) continue;
      const token = await tokens.seal({ kind: 'subscriber', id: subscriber.id });
      try {
        await delivery.send(
          alertMessage(site, t, {
            to: subscriber.email,
            filters: searches.describe(subscriber.search),
            dogs: news,
            token,
          }),
        );
      } catch (error) {
        report.failed += 1;
        // Never the address: a log line must not tell who subscribed.
        log(
          `alerts: an alert was not delivered (tried again next run): ${(error as Error).message}`,
        );
        continue;
      }
      await store.markSent(subscriber.id, started);
      report.sent += 1;
    }
    return report;
  } finally {
    await store.unlock();
  }
}
