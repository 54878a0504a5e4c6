import { and, eq } from 'drizzle-orm';
import type { TokenPair } from '@freightdeck/contracts';
import { auditLog, sessions, users } from '../../../src/db/schema';
import { FORGOT_PASSWORD_LIMITS } from '../../../src/modules/rate-limit/sign-in-limiter';
import { login, signIn } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { linkToken, outbox, waitForMail } from '../../helpers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const NILS = 'nils@nordic-fresh.test';
const NEW_PASSWORD = 'a-new-Password-42';

describe('password reset: POST /v1/auth/password/forgot and /reset', () => {
  const clock = createFakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  // Each test asks from its own address so the per-address limit never leaks between tests.
  let address = 0;
  const nextAddress = () => `10.0.0.${(address += 1)}`;
  const forgot = (email: string, remoteAddress = nextAddress()) => t.app.inject({ method: 'POST', url: '/v1/auth/password/forgot', payload: { email }, remoteAddress });
  const reset = (token: string, password = NEW_PASSWORD) => t.app.inject({ method: 'POST', url: '/v1/auth/password/reset', payload: { token, password } });

  async function resetLinkFor(email: string): Promise<string> {
    const before = (await outbox(t.app, email)).length;
    expect((await forgot(email)).statusCode).toBe(204);
    const [latest] = await waitForMail(t.app, email, before + 1);
    return linkToken(latest!, 'reset-password');
  }

  it('answers 204 with an empty body whether or not the address has an active account, and mails only an active one', async () => {
    for (const email of ['nobody@nordic-fresh.test', 'ivan@acme-pharma.test', NILS.toUpperCase()]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const [mail] = await waitForMail(t.app, NILS);
    expect(mail!.subject).toBe('Reset your Freightdeck password');
    expect(mail!.text).toMatch(/^Hello Nils,/);
    expect(mail!.text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[\w-]{43}\n/);
    expect(mail!.text).toContain('works once and for 1 hour');
    expect(mail!.subject).not.toContain(linkToken(mail!, 'reset-password'));
    // Nothing for an unknown address, nor for an invited user who has no password yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox(t.app, 'nobody@nordic-fresh.test')).toEqual([]);
    expect((await outbox(t.app, 'ivan@acme-pharma.test')).filter((m) => m.subject.includes('password'))).toEqual([]);
  });

  it('sets the new password, ends every session of the user and works once', async () => {
    const sessionBefore: TokenPair = await signIn(t.app, NILS);
    const token = await resetLinkFor(NILS);
    const response = await reset(token);
    expect(response.statusCode).toBe(204);

    expect((await login(t.app, NILS)).json().code).toBe('INVALID_CREDENTIAL');
    expect((await login(t.app, NILS, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken: sessionBefore.refreshToken } });
    expect(refresh.json().code).toBe('INVALID_REFRESH_TOKEN');
    const [revoked] = await t.database.db.select().from(sessions).where(eq(sessions.publicKey, sessionBefore.publicKey));
    expect(revoked!.revokeReason).toBe('PASSWORD_RESET');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, NILS));
    expect(user!.passwordChangedAt).toEqual(clock.now());
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.password.reset'), eq(auditLog.subjectId, user!.id)));
    expect(audits).toHaveLength(1);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_RESET_PASSWORD_TOKEN', message: 'Invalid reset password token', details: null });
  });

  it('a newer link voids the older one', async () => {
    const first = await resetLinkFor('vera@acme-pharma.test');
    const second = await resetLinkFor('vera@acme-pharma.test');
    expect((await reset(first)).json().code).toBe('INVALID_RESET_PASSWORD_TOKEN');
    expect((await reset(second)).statusCode).toBe(204);
  });

  it('refuses an unknown token with INVALID_RESET_PASSWORD_TOKEN and a link older than 1 hour with RESET_PASSWORD_TOKEN_EXPIRED', async () => {
    expect((await reset('not-a-token')).json().code).toBe('INVALID_RESET_PASSWORD_TOKEN');
    const token = await resetLinkFor('carl@acme-pharma.test');
    clock.advance(60 * 60 + 1);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RESET_PASSWORD_TOKEN_EXPIRED', message: 'Reset password link expired, please submit a new request' });
    expect((await login(t.app, 'carl@acme-pharma.test')).statusCode).toBe(200);
  });

  it('holds new passwords to the policy: 8 to 64 characters', async () => {
    const token = await resetLinkFor('anna@acme-pharma.test');
    for (const password of ['short7!', 'x'.repeat(65)]) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'password', message: expect.any(String) }] });
    }
    expect((await reset(token, 'x'.repeat(64))).statusCode).toBe(204);
  });

  it('mails one account at most 3 times an hour, still answering 204', async () => {
    const email = 'ops@freightdeck.test';
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.email.max + 2; i += 1) expect((await forgot(email)).statusCode).toBe(204);
    await waitForMail(t.app, email, FORGOT_PASSWORD_LIMITS.email.max);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox(t.app, email)).toHaveLength(FORGOT_PASSWORD_LIMITS.email.max);
    clock.advance(FORGOT_PASSWORD_LIMITS.email.windowSeconds);
    expect((await forgot(email)).statusCode).toBe(204);
    await waitForMail(t.app, email, FORGOT_PASSWORD_LIMITS.email.max + 1);
  });

  it('limits one address to 10 requests in 15 minutes: 429 RATE_LIMITED with Retry-After, known or unknown e-mail alike', async () => {
    const from = '192.0.2.7';
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.address.max; i += 1) expect((await forgot(`nobody${i}@example.test`, from)).statusCode).toBe(204);
    for (const email of ['nobody@example.test', 'admin@freightdeck.test']) {
      const limited = await forgot(email, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String), details: { retryAfterSeconds: 900 } });
      expect(limited.headers['retry-after']).toBe('900');
    }
    expect((await forgot('nobody@example.test', '192.0.2.8')).statusCode).toBe(204);
    clock.advance(FORGOT_PASSWORD_LIMITS.address.windowSeconds);
    expect((await forgot('nobody@example.test', from)).statusCode).toBe(204);
  });
});
