// What every public post (a form, an alert sign-up) is checked for before its own questions: where
// it comes from, its size and type, a robot's tells, and how often its visitor has posted.
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { plain } from './responses.ts';

const maxBodyBytes = 64 * 1024;

/**
 * The fields of a web form posted from the site's own pages, or the answer refusing it: from
 * elsewhere (403), larger than maxBodyBytes (413), or not a web form (415).
 */
export async function readWebForm(
  request: Request,
  url: URL,
  siteOrigin: string,
): Promise<URLSearchParams | Response> {
  if (!fromSite(request.headers.get('Origin'), siteOrigin, url)) {
    return plain(403, 'Forbidden: this form accepts posts from its own site only.');
  }
  const body = await readBody(request);
  if (body === undefined)
    return plain(413, `Payload Too Large: a post is at most ${maxBodyBytes / 1024} KB.`);
  if (
    !(request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')
  ) {
    return plain(415, 'Unsupported Media Type: post the form as a web form.');
  }
  return new URLSearchParams(body);
}

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A post from the site's own pages: their origin is `siteUrl`'s, or, on a computer serving the
 * site to itself (`npm start`, `wrangler dev`), the local address it was asked at. The Host a
 * visitor sends decides nothing elsewhere, so a page on another site cannot pass.
 */
function fromSite(origin: string | null, siteOrigin: string, url: URL): boolean {
  if (origin === siteOrigin) return true;
  return origin === url.origin && loopback.test(url.hostname);
}

/** The body as text, or undefined past maxBodyBytes (read no further than that). */
export async function readBody(request: Request): Promise<string | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBodyBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A robot filled the field people cannot see. */
export function filledByRobot(posted: URLSearchParams): boolean {
  return Boolean(posted.get(honeypotField));
}

/** Sent quicker than a person fills the form; only the page script times it (no JavaScript: not timed). */
export function tooFast(posted: URLSearchParams, minFillMs: number): boolean {
  const elapsed = posted.get(elapsedField);
  return elapsed !== null && !(Number(elapsed) >= minFillMs);
}

/** Who sent the request, as its limits count visitors (visitorKey). */
export function visitorOf(request: Request): string {
  return visitorKey(request.headers.get('CF-Connecting-IP') ?? 'unknown');
}

/** A count of messages per visitor within a window: true (and counted) while under `limit`. */
export type PostCounter = (visitor: string, limit: number, windowMs: number) => Promise<boolean>;

/** The times still within the window, with `time` added when under the limit. */
export function countPost(
  times: number[],
  time: number,
  limit: number,
  windowMs: number,
): { allowed: boolean; times: number[] } {
  const recent = times.filter((at) => time - at < windowMs);
  const allowed = recent.length < limit;
  return { allowed, times: allowed ? [...recent, time] : recent };
}

// Bounds memory when many addresses post; the oldest address is forgotten first.
const maxAddresses = 10_000;

/** Counts in this process's memory (`npm start`). */
export function memoryPostCounter(now: () => number): PostCounter {
  const sent = new Map<string, number[]>();
  return async (visitor, limit, windowMs) => {
    const { allowed, times } = countPost(sent.get(visitor) ?? [], now(), limit, windowMs);
    sent.delete(visitor);
    sent.set(visitor, times);
    const oldest = sent.keys().next().value;
    if (sent.size > maxAddresses && oldest !== undefined) sent.delete(oldest);
    return allowed;
  };
}

/**
 * Who a limit counts: an IPv4 address, or the /64 network of an IPv6 one (one home or phone
 * gets a whole /64, so counting single IPv6 addresses would count nothing).
 */
function visitorKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!/^[\da-f:.]+$/i.test(address) || !address.includes(':')) return address;
  // A dotted IPv4 tail stands for two groups.
  const parts = (text: string) =>
    text ? text.split(':').flatMap((part) => (part.includes('.') ? ['0', '0'] : [part])) : [];
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = parts(head);
  const right = parts(tail);
  const zeros = address.includes('::') ? Math.max(0, 8 - left.length - right.length) : 0;
  const groups = [...left, ...Array<string>(zeros).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
}
