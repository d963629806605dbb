// The Worker's limits, kept once for every isolate and data centre: a Durable Object (SQLite).
import type { DurableObjectState } from '@cloudflare/workers-types/index.ts';
import { countPost, type PostCounter } from '../handlers/publicPost.ts';
import { takeToken, type BucketStore, type TokenBucketOptions } from '../handlers/tokenBucket.ts';

type Ask =
  | { bucket: string; options: TokenBucketOptions; priority: boolean }
  | { visitor: string; limit: number; windowMs: number };

/** The Durable Object class (wrangler.jsonc `durable_objects`); the Worker exports it. */
export class Limits {
  private readonly sql: DurableObjectState['storage']['sql'];

  constructor(state: DurableObjectState) {
    this.sql = state.storage.sql;
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS buckets (name TEXT PRIMARY KEY, tokens REAL NOT NULL, last REAL NOT NULL)',
    );
    this.sql.exec('CREATE TABLE IF NOT EXISTS posts (visitor TEXT NOT NULL, at REAL NOT NULL)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS posts_by_visitor ON posts (visitor, at)');
  }

  // Each call runs alone (the object handles one event at a time and SQL is synchronous).
  async fetch(request: Request): Promise<Response> {
    const ask = (await request.json()) as Ask;
    const allowed = 'bucket' in ask ? this.take(ask) : this.count(ask);
    return Response.json({ allowed });
  }

  private take({ bucket, options, priority }: Extract<Ask, { bucket: string }>): boolean {
    const [row] = this.sql
      .exec<{ tokens: number; last: number }>(
        'SELECT tokens, last FROM buckets WHERE name = ?',
        bucket,
      )
      .toArray();
    const { taken, state } = takeToken(options, row, Date.now(), priority);
    this.sql.exec(
      'INSERT OR REPLACE INTO buckets (name, tokens, last) VALUES (?, ?, ?)',
      bucket,
      state.tokens,
      state.last,
    );
    return taken;
  }

  private count({ visitor, limit, windowMs }: Extract<Ask, { visitor: string }>): boolean {
    const time = Date.now();
    // Old posts of every visitor go, so the table stays as small as the window.
    this.sql.exec('DELETE FROM posts WHERE at <= ?', time - windowMs);
    const times = this.sql
      .exec<{ at: number }>('SELECT at FROM posts WHERE visitor = ?', visitor)
      .toArray()
      .map((row) => row.at);
    const { allowed } = countPost(times, time, limit, windowMs);
    if (allowed) this.sql.exec('INSERT INTO posts (visitor, at) VALUES (?, ?)', visitor, time);
    return allowed;
  }
}

/** What durableLimits uses of the binding (Env's `DurableObjectNamespace<Limits>`). */
interface LimitsNamespace<Id> {
  idFromName(name: string): Id;
  get(id: Id): {
    fetch(
      url: string,
      init: { method: string; body: string },
    ): Promise<{
      ok: boolean;
      status: number;
      json(): Promise<unknown>;
    }>;
  };
}

/** The listing budget and the forms limit, asked of the one Limits object. */
export function durableLimits<Id>(namespace: LimitsNamespace<Id>): {
  buckets: BucketStore;
  posts: PostCounter;
} {
  async function ask(body: Ask): Promise<boolean> {
    const stub = namespace.get(namespace.idFromName('site'));
    const response = await stub.fetch('https://limits.invalid/', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the limits object answered ${response.status}`);
    return ((await response.json()) as { allowed?: unknown }).allowed === true;
  }
  return {
    buckets: { take: (bucket, options, priority) => ask({ bucket, options, priority }) },
    posts: (visitor, limit, windowMs) => ask({ visitor, limit, windowMs }),
  };
}
