import { randomUUID } from 'node:crypto';
import { rateLimitBuckets } from '../../../src/db/schema';
import { createDatabaseRateLimitStore } from '../../../src/modules/rate-limit/database-store';
import { createRedisRateLimitStore } from '../../../src/modules/rate-limit/redis-store';
import { SIGN_IN_LIMITS } from '../../../src/modules/rate-limit/sign-in-limiter';
import type { RateLimitStore } from '../../../src/modules/rate-limit/store';
import { createFakeClock } from '../../helpers/clock';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { REDIS_ENV } from '../../helpers/env';
import { createTestApp } from '../../helpers/test-app';

/** What both stores promise (the sign-in limiter relies on nothing else). */
function behavesAsAStore(open: () => RateLimitStore, now: () => number) {
  const key = () => `test:${randomUUID()}`;

  it('counts hits in a window and tells when it ends', async () => {
    const store = open();
    const k = key();
    const before = now();
    const first = await store.hit(k, 60);
    const second = await store.hit(k, 60);
    expect([first.count, second.count]).toEqual([1, 2]);
    // The window starts at the first hit; later hits do not extend it.
    expect(second.resetAt.getTime()).toBeLessThanOrEqual(first.resetAt.getTime() + 50);
    expect(first.resetAt.getTime()).toBeGreaterThan(before + 58_000);
    expect(await store.get(k)).toEqual({ count: 2, resetAt: expect.any(Date) });
  });

  it('answers null for an unknown key, and reset clears a key', async () => {
    const store = open();
    const k = key();
    expect(await store.get(k)).toBeNull();
    await store.hit(k, 60);
    await store.reset(k);
    expect(await store.get(k)).toBeNull();
    expect((await store.hit(k, 60)).count).toBe(1);
  });

  it('takes a hit back with undo, never below zero, and never creates a key', async () => {
    const store = open();
    const k = key();
    await store.hit(k, 60);
    await store.hit(k, 60);
    await store.undo(k);
    expect((await store.get(k))?.count).toBe(1);
    await store.undo(k);
    await store.undo(k);
    expect((await store.get(k))?.count ?? 0).toBe(0);
    const other = key();
    await store.undo(other);
    expect((await store.hit(other, 60)).count).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    const store = open();
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit(k, 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}

describe('rate-limit store: database (rate_limit_buckets)', () => {
  const clock = createFakeClock();
  let t: TestDatabase;
  let store: RateLimitStore;
  beforeAll(async () => {
    t = await createTestDatabase();
    store = createDatabaseRateLimitStore(t.database.db, clock.now);
  });
  afterAll(() => t.dispose());

  behavesAsAStore(() => store, () => clock.now().getTime());

  it('starts a new window once the old one has ended', async () => {
    await store.hit('test:window', 60);
    await store.hit('test:window', 60);
    clock.advance(60);
    expect(await store.get('test:window')).toBeNull();
    expect(await store.hit('test:window', 60)).toEqual({ count: 1, resetAt: new Date(clock.now().getTime() + 60_000) });
  });
});

const redisUrl = process.env[REDIS_ENV.url];
const skipReason = process.env[REDIS_ENV.skipReason] ?? 'no Redis';
// Skipped, with the reason in the test name, when Redis does not answer (globalSetup probes it).
(redisUrl ? describe : describe.skip)(`rate-limit store: Redis${redisUrl ? '' : ` — skipped: ${skipReason}`}`, () => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await createRedisRateLimitStore(redisUrl!);
  });
  afterAll(() => store.close?.());

  behavesAsAStore(() => store, Date.now);

  it('with REDIS_URL the app keeps its sign-in counters in Redis, not in the database', async () => {
    const t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    try {
      const email = `${randomUUID()}@example.test`;
      const attempt = () => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'wrong-password' }, remoteAddress: '198.18.0.1' });
      for (let i = 0; i < SIGN_IN_LIMITS.accountAddress.max; i += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      expect(await t.database.db.select().from(rateLimitBuckets)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keys expire with their window (Redis keeps its own time)', async () => {
    const bucket = await store.hit(`test:${randomUUID()}`, 1);
    expect(bucket.resetAt.getTime() - Date.now()).toBeLessThanOrEqual(1000);
  });
});
