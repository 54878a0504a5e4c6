import { createClient } from 'redis';
import type { Bucket, RateLimitStore } from './store';

/** Keys carry a prefix so the counters can share a Redis with other data. */
const PREFIX = 'freightdeck:rl:';

/**
 * Counters in Redis (REDIS_URL): INCR, then PEXPIRE NX starts the window on the first hit
 * (Redis ≥ 7), and PTTL tells when it ends, in one MULTI. Redis keeps its own time, so a
 * test clock does not move these windows.
 */
export async function createRedisRateLimitStore(url: string): Promise<RateLimitStore> {
  let connected = false;
  const client = createClient({
    url,
    socket: {
      connectTimeout: 3000,
      // The first connection fails the start (a clear error naming REDIS_URL); a lost one is retried.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 100, 2000) : cause),
    },
  });
  // Errors after connecting are retried by the client; logging each would flood the log.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`REDIS_URL: cannot connect to Redis (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  connected = true;
  const bucket = (count: number, ttlMs: number): Bucket => ({ count, resetAt: new Date(Date.now() + Math.max(ttlMs, 0)) });
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const [count, , ttl] = (await client.multi().incr(PREFIX + key).pExpire(PREFIX + key, windowSeconds * 1000, 'NX').pTTL(PREFIX + key).exec()) as unknown as [number, number, number];
      return bucket(Number(count), Number(ttl));
    },
    async get(key) {
      const [value, ttl] = (await client.multi().get(PREFIX + key).pTTL(PREFIX + key).exec()) as unknown as [string | null, number];
      return value === null || Number(ttl) <= 0 ? null : bucket(Number(value), Number(ttl));
    },
    async undo(key) {
      // One script, so a window ending in between cannot leave a key without an expiry.
      await client.eval("if redis.call('pttl', KEYS[1]) > 0 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0", { keys: [PREFIX + key] });
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async close() {
      if (client.isOpen) await client.quit().catch(() => undefined);
    },
  };
}
