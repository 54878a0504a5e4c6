import { randomUUID } from 'node:crypto';
import { SIGN_IN_LIMITS } from '../../src/modules/rate-limit/sign-in-limiter';
import { DEMO_PASSWORD } from '../../src/seed';
import { REDIS_ENV } from '../helpers/env';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The per-account limit holds under parallel attempts: each attempt is counted atomically
 * before its password is checked (docs/adr/017-hardening.md#sign-in-limit).
 */
const redisUrl = process.env[REDIS_ENV.url];
const stores: [string, Record<string, string>][] = [['database', {}], ...(redisUrl ? [['redis', { REDIS_URL: redisUrl }] as [string, Record<string, string>]] : [])];

describe.each(stores)('the sign-in limit is not overshot by parallel requests (%s counters)', (_store, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

  it('30 parallel wrong passwords: no more than the limit are checked, the rest answer 429', async () => {
    // An unknown e-mail is limited exactly like a real one; a fresh one, as Redis counters outlive a run.
    const email = `race-${randomUUID()}@acme-pharma.test`;
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(email, 'wrong-password', address)));
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIAL').length).toBe(SIGN_IN_LIMITS.accountAddress.max);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBe(30 - SIGN_IN_LIMITS.accountAddress.max);
  });

  it('successful sign-ins do not count: 12 in a row from one address all succeed', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < 12; i += 1) expect((await attempt('vera@acme-pharma.test', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });
});
