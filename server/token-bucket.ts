export interface TokenBucketOptions {
  /** Tokens when full: the largest burst. */
  capacity: number;
  refillPerMinute: number;
  /** Tokens only priority takers may use. */
  reserve: number;
}

/** A token bucket: `take` spends one token if there is one to spend. */
export function createTokenBucket(
  { capacity, refillPerMinute, reserve }: TokenBucketOptions,
  now: () => number,
) {
  let tokens = capacity;
  let last = now();
  return {
    take(priority: boolean): boolean {
      const time = now();
      tokens = Math.min(capacity, tokens + ((time - last) / 60_000) * refillPerMinute);
      last = time;
      if (tokens - 1 < (priority ? 0 : reserve)) return false;
      tokens -= 1;
      return true;
    },
  };
}
