/**
 * A token bucket per socket for chat SENDs: a burst of `capacity` lines, then `refillPerSecond`.
 * People type in bursts ('ㅋㅋ', 'ㅇㅇ', '지금 가요') and then pause; a script does not pause. The
 * gateway forgets sockets without telling features, so buckets that have filled up again (they
 * would answer the same as a new one) are swept once the map grows.
 */
export interface SendRateOptions {
  capacity: number;
  refillPerSecond: number;
  /** Sweep full buckets when more than this many are kept. */
  sweepAbove?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface SendRate {
  /** True when `key` may send now (a token is spent), false when it must wait. */
  take(key: string): boolean;
  readonly size: number;
}

export function createSendRate({
  capacity,
  refillPerSecond,
  sweepAbove = 10_000,
  now = () => performance.now(),
}: SendRateOptions): SendRate {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * refillPerSecond);
    bucket.at = at;
  };
  const sweep = (at: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= capacity) buckets.delete(key);
    }
  };
  return {
    take(key) {
      const at = now();
      let bucket = buckets.get(key);
      if (bucket) refill(bucket, at);
      else {
        if (buckets.size >= sweepAbove) sweep(at);
        bucket = { tokens: capacity, at };
        buckets.set(key, bucket);
      }
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    get size() {
      return buckets.size;
    },
  };
}
