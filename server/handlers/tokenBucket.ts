export interface TokenBucketOptions {
  /** Tokens when full: the largest burst. */
  capacity: number;
  refillPerMinute: number;
  /** Tokens only priority takers may use. */
  reserve: number;
}

export interface BucketState {
  tokens: number;
  /** When `tokens` was counted, in milliseconds. */
  last: number;
}

/** Spends one token from the bucket if it may; a bucket never seen before is full. */
export function takeToken(
  { capacity, refillPerMinute, reserve }: TokenBucketOptions,
  state: BucketState | undefined,
  time: number,
  priority: boolean,
): { taken: boolean; state: BucketState } {
  const elapsed = state ? Math.max(0, time - state.last) : 0;
  const tokens = Math.min(
    capacity,
    (state?.tokens ?? capacity) + (elapsed / 60_000) * refillPerMinute,
  );
  const taken = tokens - 1 >= (priority ? 0 : reserve);
  return { taken, state: { tokens: taken ? tokens - 1 : tokens, last: time } };
}

/** Where a bucket's state is kept: this process's memory, or a Durable Object for the Worker. */
export interface BucketStore {
  take(name: string, options: TokenBucketOptions, priority: boolean): Promise<boolean>;
}

/** Buckets in this process's memory: one Node server, or (alone) one Worker isolate. */
export function memoryBuckets(now: () => number): BucketStore {
  const states = new Map<string, BucketState>();
  return {
    async take(name, options, priority) {
      const { taken, state } = takeToken(options, states.get(name), now(), priority);
      states.set(name, state);
      return taken;
    },
  };
}
