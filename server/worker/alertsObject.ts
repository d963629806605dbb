// The Worker's alert subscriptions: a SQLite-backed Durable Object of their own, apart from the
// limits, holding the same tables as the Node host's file through the same statements.
import type { DurableObjectState } from '@cloudflare/workers-types/index.ts';
import { sqlAlertStore, type AlertStore, type SqlValue } from '../handlers/alerts/store.ts';
import { randomId } from '../handlers/alerts/tokens.ts';

type Method = keyof AlertStore;
const methods: Method[] = [
  'claimConfirmation',
  'releaseConfirmation',
  'confirm',
  'subscriber',
  'remove',
  'subscribers',
  'markSent',
  'listed',
  'lock',
  'unlock',
  'erase',
];

/** The Durable Object class (wrangler.jsonc `durable_objects`); the Worker exports it. */
export class Alerts {
  private readonly store: AlertStore;

  constructor(state: DurableObjectState) {
    const { sql } = state.storage;
    this.store = sqlAlertStore(
      {
        run: (query: string, ...params: SqlValue[]) => void sql.exec(query, ...params).toArray(),
        all: <Row>(query: string, ...params: SqlValue[]) =>
          sql.exec(query, ...params).toArray() as Row[],
      },
      randomId,
    );
  }

  // Each call runs alone: the store's statements are synchronous and the object takes one event at a time.
  async fetch(request: Request): Promise<Response> {
    const { method, args } = (await request.json()) as { method: Method; args: unknown[] };
    if (!methods.includes(method)) return new Response('Not Found', { status: 404 });
    const call = this.store[method] as (...args: unknown[]) => Promise<unknown>;
    return Response.json({ result: (await call(...args)) ?? null });
  }
}

/** What durableAlertStore uses of the binding (Env's `DurableObjectNamespace<Alerts>`). */
interface AlertsNamespace<Id> {
  idFromName(name: string): Id;
  get(id: Id): {
    fetch(
      url: string,
      init: { method: string; body: string },
    ): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  };
}

/** The AlertStore of the one Alerts object, each method a call to it. */
export function durableAlertStore<Id>(namespace: AlertsNamespace<Id>): AlertStore {
  const call = async (method: Method, args: unknown[]) => {
    const stub = namespace.get(namespace.idFromName('site'));
    const response = await stub.fetch('https://alerts.invalid/', {
      method: 'POST',
      body: JSON.stringify({ method, args }),
    });
    if (!response.ok) throw new Error(`the alerts object answered ${response.status}`);
    return ((await response.json()) as { result: unknown }).result ?? undefined;
  };
  return Object.fromEntries(
    methods.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as AlertStore;
}
