export interface RateLimitOptions {
  /** Messages allowed per address within the window. */
  limit: number;
  windowMs: number;
  now: () => number;
}

// Bounds memory when many addresses post; the oldest address is forgotten first.
const maxAddresses = 10_000;

/** Counts messages per address in memory; true while the address is under its limit. */
export function createRateLimit({ limit, windowMs, now }: RateLimitOptions) {
  const sent = new Map<string, number[]>();
  return (address: string): boolean => {
    const time = now();
    const recent = (sent.get(address) ?? []).filter((at) => time - at < windowMs);
    sent.delete(address);
    const allowed = recent.length < limit;
    if (allowed) recent.push(time);
    sent.set(address, recent);
    const oldest = sent.keys().next().value;
    if (sent.size > maxAddresses && oldest !== undefined) sent.delete(oldest);
    return allowed;
  };
}
