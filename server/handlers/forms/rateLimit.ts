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
export function visitorKey(address: string): string {
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
