/** A fixed-window counter: how many hits a key had in its current window, and when it ends. */
export interface Bucket {
  count: number;
  resetAt: Date;
}

/**
 * Where rate-limit counters live: PostgreSQL (rate_limit_buckets) by default, Redis when REDIS_URL
 * is set (nothing an instance needs stays in one process's memory:
 * docs/product/api.md#several-instances).
 */
export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Counts one hit; a key whose window has ended starts a new window of `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<Bucket>;
  /** The key's live bucket, or null when it has none (or its window ended). */
  get(key: string): Promise<Bucket | null>;
  reset(key: string): Promise<void>;
  /** Takes one hit back (never below zero; a key without a live window stays without one). */
  undo(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** Seconds until a bucket's window ends, at least 1 (for Retry-After). */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}
