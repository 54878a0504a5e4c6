import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type RateLimitStore, secondsUntil } from '../rate-limit';

/**
 * The public shared timeline (`GET /v1/tracking/shared/{token}`) has limits of its own, per
 * client address, in the shared rate-limit store (database or Redis), so a token cannot be
 * guessed by asking: a 256-bit token already makes guessing hopeless, and the limit keeps one
 * address from trying at all (docs/adr/015-track-and-trace.md#share-links-notifications-webhooks).
 * Every answer counts (a wrong token as much as a right one), and wrong tokens have a second,
 * much tighter budget: a viewer reloading a good link never meets it, a scan does at once.
 */
export const TRACKING_SHARE_LIMITS = {
  view: { max: 60, windowSeconds: 60 },
  miss: { max: 10, windowSeconds: 15 * 60 },
} as const;

export function createTrackingShareLimiter(store: RateLimitStore, now: Clock) {
  const refuse = (bucket: { resetAt: Date }) => errors.rateLimited(secondsUntil(bucket.resetAt, now()));
  return {
    /** Before the lookup: 429 RATE_LIMITED (with Retry-After) once the address used either budget up. */
    async admit(ip: string): Promise<void> {
      const misses = await store.get(`tracking-share:miss:${ip}`);
      if (misses && misses.count >= TRACKING_SHARE_LIMITS.miss.max) throw refuse(misses);
      const views = await store.hit(`tracking-share:view:${ip}`, TRACKING_SHARE_LIMITS.view.windowSeconds);
      if (views.count > TRACKING_SHARE_LIMITS.view.max) throw refuse(views);
    },
    /** After a lookup that found nothing (unknown, expired or revoked token). */
    async missed(ip: string): Promise<void> {
      await store.hit(`tracking-share:miss:${ip}`, TRACKING_SHARE_LIMITS.miss.windowSeconds);
    },
  };
}
export type TrackingShareLimiter = ReturnType<typeof createTrackingShareLimiter>;
