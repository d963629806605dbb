// Where alerts keep their state: one SQLite database, the Worker's Durable Object or a file of the
// Node host, through the same statements.

/** What the store keeps of a confirmed subscriber: this, and nothing else. */
interface Subscriber {
  /** Random; the subscriber's links name it (sealed), never the address. */
  id: string;
  /** As confirmed, normalised (trimmed, lower case). */
  email: string;
  /** The saved search: the list page's filter fields as a query, '' for any dog. */
  search: string;
  confirmedAt: number;
  /** When the site last wrote to this address (the confirmation or an alert): newer dogs are news. */
  heardAt: number;
  /** When the last alert went, for the one-a-day rule; null before the first. */
  alertedAt: number | null;
}

/** A listed dog as the notifier reports it: its key and, when known, when it was listed (ms). */
interface ListedDog {
  key: string;
  listedAt?: number;
}

/** One small interface over both hosts' storage; every method may be a call to another object. */
export interface AlertStore {
  /** Notes a confirmation sent to this address digest: false when one went within a day. */
  claimConfirmation(digest: string, now: number): Promise<boolean>;
  /** Forgets a claim whose message could not be sent, so the visitor may try again. */
  releaseConfirmation(digest: string): Promise<void>;
  /** Keeps the address with its search (replacing an earlier search of the same address). */
  confirm(email: string, search: string, now: number): Promise<Subscriber>;
  subscriber(id: string): Promise<Subscriber | undefined>;
  remove(id: string): Promise<void>;
  subscribers(): Promise<Subscriber[]>;
  markSent(id: string, at: number): Promise<void>;
  /** Records the dogs listed now; answers when each became news (ms). */
  listed(dogs: ListedDog[], now: number): Promise<Record<string, number>>;
  /** Takes the run lease unless another run holds it; true when taken. */
  lock(now: number, leaseMs: number): Promise<boolean>;
  unlock(): Promise<void>;
  /** Deletes every subscriber and every record: the rescue's erase. */
  erase(): Promise<void>;
}

export type SqlValue = string | number | null;

/** The two things the stores need of SQLite; both hosts' drivers run statements synchronously. */
export interface Sql {
  run(query: string, ...params: SqlValue[]): void;
  all<Row>(query: string, ...params: SqlValue[]): Row[];
}

export const dayMs = 86_400_000;
/** A dog away for less than this has not "arrived" when it comes back. */
const returnGapMs = 14 * dayMs;

const schema = [
  `CREATE TABLE IF NOT EXISTS alert_subscribers (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE,
     search TEXT NOT NULL, confirmed_at REAL NOT NULL, heard_at REAL NOT NULL, alerted_at REAL)`,
  'CREATE TABLE IF NOT EXISTS alert_confirmations (digest TEXT PRIMARY KEY, at REAL NOT NULL)',
  `CREATE TABLE IF NOT EXISTS alert_listed (key TEXT PRIMARY KEY, new_at REAL NOT NULL,
     last_seen REAL NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS alert_lock (id INTEGER PRIMARY KEY CHECK (id = 1), until REAL NOT NULL)',
];

interface SubscriberRow {
  id: string;
  email: string;
  search: string;
  confirmed_at: number;
  heard_at: number;
  alerted_at: number | null;
}

const subscriberOf = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  search: row.search,
  confirmedAt: row.confirmed_at,
  heardAt: row.heard_at,
  alertedAt: row.alerted_at,
});

/** The store over a SQLite database; `newId` makes subscriber ids. */
export function sqlAlertStore(sql: Sql, newId: () => string): AlertStore {
  for (const statement of schema) sql.run(statement);
  const byId = (id: string) =>
    sql.all<SubscriberRow>('SELECT * FROM alert_subscribers WHERE id = ?', id).map(subscriberOf)[0];
  return {
    async claimConfirmation(digest, now) {
      sql.run('DELETE FROM alert_confirmations WHERE at <= ?', now - dayMs);
      if (sql.all('SELECT 1 FROM alert_confirmations WHERE digest = ?', digest).length > 0) {
        return false;
      }
      sql.run('INSERT INTO alert_confirmations (digest, at) VALUES (?, ?)', digest, now);
      return true;
    },
    async releaseConfirmation(digest) {
      sql.run('DELETE FROM alert_confirmations WHERE digest = ?', digest);
    },
    async confirm(email, search, now) {
      sql.run(
        `INSERT INTO alert_subscribers (id, email, search, confirmed_at, heard_at, alerted_at)
         VALUES (?, ?, ?, ?, ?, NULL)
         ON CONFLICT (email) DO UPDATE SET search = excluded.search,
           confirmed_at = excluded.confirmed_at, heard_at = excluded.heard_at`,
        newId(),
        email,
        search,
        now,
        now,
      );
      return sql
        .all<SubscriberRow>('SELECT * FROM alert_subscribers WHERE email = ?', email)
        .map(subscriberOf)[0]!;
    },
    async subscriber(id) {
      return byId(id);
    },
    async remove(id) {
      sql.run('DELETE FROM alert_subscribers WHERE id = ?', id);
    },
    async subscribers() {
      return sql
        .all<SubscriberRow>('SELECT * FROM alert_subscribers ORDER BY id')
        .map(subscriberOf);
    },
    async markSent(id, at) {
      sql.run('UPDATE alert_subscribers SET heard_at = ?, alerted_at = ? WHERE id = ?', at, at, id);
    },
    async listed(dogs, now) {
      const known = new Map(
        sql
          .all<{ key: string; new_at: number; last_seen: number }>('SELECT * FROM alert_listed')
          .map((row) => [row.key, row]),
      );
      // The first run ever meets the dogs already listed: only a known listing date makes one news.
      const unknownDate = known.size === 0 ? 0 : now;
      const newAt: Record<string, number> = {};
      for (const { key, listedAt } of dogs) {
        const row = known.get(key);
        // First seen: news from when it was listed; back after a long absence: news now.
        const arrived = !row
          ? Math.min(listedAt ?? unknownDate, now)
          : now - row.last_seen > returnGapMs
            ? now
            : row.new_at;
        newAt[key] = arrived;
        sql.run(
          'INSERT OR REPLACE INTO alert_listed (key, new_at, last_seen) VALUES (?, ?, ?)',
          key,
          arrived,
          now,
        );
      }
      // A dog gone for a year is forgotten: were it to return, it would be news anyway.
      sql.run('DELETE FROM alert_listed WHERE last_seen <= ?', now - 365 * dayMs);
      return newAt;
    },
    async lock(now, leaseMs) {
      sql.run('DELETE FROM alert_lock WHERE until <= ?', now);
      if (sql.all('SELECT 1 FROM alert_lock').length > 0) return false;
      sql.run('INSERT INTO alert_lock (id, until) VALUES (1, ?)', now + leaseMs);
      return true;
    },
    async unlock() {
      sql.run('DELETE FROM alert_lock');
    },
    async erase() {
      for (const table of ['subscribers', 'confirmations', 'listed', 'lock']) {
        sql.run(`DELETE FROM alert_${table}`);
      }
    },
  };
}
