import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type RateLimitStore, secondsUntil } from '../rate-limit';

/**
 * Limits of the public registration calls, per client address, in the shared rate-limit store
 * (database or Redis). Tokens are 256-bit, so this is not about guessing: it keeps one address
 * from hammering the lookup or filing applications (and staff e-mails) in a loop.
 */
export const REGISTRATION_LIMITS = {
  lookup: { max: 60, windowSeconds: 60 },
  submit: { max: 20, windowSeconds: 60 * 60 },
} as const;

export function createRegistrationLimiter(store: RateLimitStore, now: Clock) {
  return {
    /** Counts the call; 429 RATE_LIMITED with Retry-After beyond the limit. */
    async admit(kind: keyof typeof REGISTRATION_LIMITS, ip: string): Promise<void> {
      const limit = REGISTRATION_LIMITS[kind];
      const bucket = await store.hit(`registration:${kind}:${ip}`, limit.windowSeconds);
      if (bucket.count > limit.max) throw errors.rateLimited(secondsUntil(bucket.resetAt, now()));
    },
  };
}
export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;
