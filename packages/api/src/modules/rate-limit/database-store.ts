import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rateLimitBuckets } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Bucket, RateLimitStore } from './store';

/** Expired rows are deleted now and then (about one hit in a hundred), not by a job. */
const PURGE_PROBABILITY = 0.01;

/**
 * Counters in rate_limit_buckets, shared by every instance on the database. One upsert per
 * hit: concurrent hits on a key serialise on its row, so none is lost.
 */
export function createDatabaseRateLimitStore(db: Db, now: Clock): RateLimitStore {
  return {
    kind: 'database',
    async hit(key, windowSeconds) {
      const at = now();
      const expiresAt = new Date(at.getTime() + windowSeconds * 1000);
      const ended = sql`${rateLimitBuckets.expiresAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, windowStartedAt: at, expiresAt })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end`,
            windowStartedAt: sql`case when ${ended} then excluded.window_started_at else ${rateLimitBuckets.windowStartedAt} end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitBuckets.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.expiresAt });
      if (Math.random() < PURGE_PROBABILITY) await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.expiresAt, at));
      return row as Bucket;
    },
    async get(key) {
      const [row] = await db
        .select({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.expiresAt })
        .from(rateLimitBuckets)
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.expiresAt, now())));
      return row ?? null;
    },
    async undo(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.expiresAt, now())));
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },
  };
}
