import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type RateLimitStore, secondsUntil } from '../rate-limit';

/**
 * Limits of the public share-link calls, per client address, in the shared rate-limit store
 * (database or Redis, like the sign-in limits). Tokens are 256-bit, so this is not about
 * guessing: it keeps one address from hammering the lookups or writing receipts in a loop.
 */
export const SHARE_LINK_LIMITS = {
  view: { max: 120, windowSeconds: 60 },
  receipt: { max: 10, windowSeconds: 15 * 60 },
} as const;

export function createShareLinkLimiter(store: RateLimitStore, now: Clock) {
  return {
    /** Counts the call; 429 RATE_LIMITED with Retry-After beyond the limit. */
    async admit(kind: keyof typeof SHARE_LINK_LIMITS, ip: string): Promise<void> {
      const limit = SHARE_LINK_LIMITS[kind];
      const bucket = await store.hit(`share:${kind}:${ip}`, limit.windowSeconds);
      if (bucket.count > limit.max) throw errors.rateLimited(secondsUntil(bucket.resetAt, now()));
    },
  };
}
export type ShareLinkLimiter = ReturnType<typeof createShareLinkLimiter>;
