import type { StoredAnswer } from '../handlers/listings/answers.ts';
import type { SharedAnswerStore } from '../handlers/listings/cache.ts';

// Kept a day, so a stale answer can stand in through a long outage of the service.
const keepSeconds = 86_400;

/** Keeps the proxy's answers in a Workers Cache API cache, shared by the isolates of a data centre. */
export function cacheApiStore(cache: Cache): SharedAnswerStore {
  // The Cache API is keyed by URL; this host is never fetched.
  const keyUrl = (key: string) => `https://listings-cache.invalid/${encodeURIComponent(key)}`;
  return {
    async get(key) {
      const cached = await cache.match(keyUrl(key));
      if (!cached) return undefined;
      const status = Number(cached.headers.get('X-Answer-Status'));
      const fetchedAt = Number(cached.headers.get('X-Fetched-At'));
      if ((status !== 200 && status !== 404) || !Number.isFinite(fetchedAt)) return undefined;
      return { status, fetchedAt, body: await cached.text() } satisfies StoredAnswer;
    },
    async put(key, { status, body, fetchedAt }) {
      const headers = {
        'Cache-Control': `max-age=${keepSeconds}`,
        'X-Answer-Status': String(status),
        'X-Fetched-At': String(fetchedAt),
      };
      await cache.put(keyUrl(key), new Response(body, { headers }));
    },
  };
}
