import { eq, sql } from 'drizzle-orm';
import { AccessTokenClaimsSchema, type LoginResponse } from '@freightdeck/contracts';
import { twoFaChallenges, users } from '../../../src/db/schema';
import { DEMO_USERS } from '../../../src/seed';
import { latestCode, login } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const TINA = 'tina@nordic-fresh.test';

function claimsOf(accessToken: string) {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'));
  return AccessTokenClaimsSchema.parse(payload);
}

describe('POST /v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(DEMO_USERS.filter((u) => !u.twoFaEnabled).map((u) => [u.email, u.organization]))('signs %s in with tokens naming %s', async (email, organization) => {
    const response = await login(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.twoFa).toBeNull();
    const tokens = body.tokens!;
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(tokens.publicKey).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(tokens.accessTokenExpireAt) - Date.now()).toBeGreaterThan(890_000);
    expect(Date.parse(tokens.refreshTokenExpireAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const claims = claimsOf(tokens.accessToken);
    expect(claims.organizations).toEqual([{ id: expect.any(String), name: organization, isPrimary: organization === 'Freightdeck Operations' }]);
    expect(claims.impersonatedById).toBeNull();
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('answers an unknown e-mail and a wrong password alike: 401 INVALID_CREDENTIAL', async () => {
    for (const [email, password] of [['nobody@freightdeck.test', 'Freightdeck-demo-2026'], ['admin@freightdeck.test', 'wrong-password']]) {
      const response = await login(t.app, email!, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIAL', message: 'Invalid email or password', details: null });
    }
  });

  it('refuses a deactivated user with INVALID_CREDENTIAL', async () => {
    await t.database.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.email, 'vera@acme-pharma.test'));
    const response = await login(t.app, 'vera@acme-pharma.test');
    expect(response.json().code).toBe('INVALID_CREDENTIAL');
    await t.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.email, 'vera@acme-pharma.test'));
  });

  describe('two-factor (tina)', () => {
    async function challenge() {
      const response = await login(t.app, TINA);
      expect(response.statusCode).toBe(200);
      const body = response.json<LoginResponse>();
      expect(body.tokens).toBeNull();
      return body.twoFa!;
    }
    const withCode = (token: string, code: string) => login(t.app, TINA, undefined, { 'x-2fa-token': token, 'x-2fa-code': code });

    it('answers with the challenge and e-mails a 6-digit code, then signs in with it', async () => {
      const twoFa = await challenge();
      expect(twoFa).toEqual({ userId: expect.any(String), token: expect.any(String), email: 't***@nordic-fresh.test', method: 'EMAIL' });
      const code = await latestCode(t.app, TINA);
      const response = await withCode(twoFa.token, code);
      expect(response.statusCode).toBe(200);
      expect(response.json<LoginResponse>().tokens?.accessToken).toEqual(expect.any(String));
      // A code works once.
      expect((await withCode(twoFa.token, code)).json().code).toBe('INVALID_TWO_FA_TOKEN');
    });

    it('refuses a wrong code or token with INVALID_TWO_FA_TOKEN', async () => {
      const twoFa = await challenge();
      const code = await latestCode(t.app, TINA);
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await withCode(twoFa.token, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_TWO_FA_TOKEN', message: 'Invalid verification code' });
      expect((await withCode('not-the-token', code)).json().code).toBe('INVALID_TWO_FA_TOKEN');
      expect((await login(t.app, TINA, undefined, { 'x-2fa-token': twoFa.token })).json().code).toBe('INVALID_TWO_FA_TOKEN');
      // The right code with a wrong password is still a wrong password.
      expect((await login(t.app, TINA, 'wrong-password', { 'x-2fa-token': twoFa.token, 'x-2fa-code': code })).json().code).toBe('INVALID_CREDENTIAL');
      expect((await withCode(twoFa.token, code)).statusCode).toBe(200);
    });

    it('refuses an expired code with TWO_FA_TOKEN_EXPIRED', async () => {
      const twoFa = await challenge();
      const code = await latestCode(t.app, TINA);
      await t.database.db.update(twoFaChallenges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(twoFaChallenges.userId, twoFa.userId));
      const response = await withCode(twoFa.token, code);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TWO_FA_TOKEN_EXPIRED');
    });

    it('allows at most 5 wrong tries per token', async () => {
      const twoFa = await challenge();
      const code = await latestCode(t.app, TINA);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await withCode(twoFa.token, wrong)).json().code).toBe('INVALID_TWO_FA_TOKEN');
      const response = await withCode(twoFa.token, code);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_TWO_FA_TOKEN');
    });

    it('resends a new token and code, with a 60-second cooldown', async () => {
      const twoFa = await challenge();
      const cooling = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: twoFa.userId, token: twoFa.token } });
      expect(cooling.statusCode).toBe(429);
      expect(cooling.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(cooling.headers['retry-after'])).toBeGreaterThan(55);

      await t.database.db.update(twoFaChallenges).set({ lastSentAt: sql`now() - interval '61 seconds'` }).where(eq(twoFaChallenges.userId, twoFa.userId));
      const sent = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: twoFa.userId, token: twoFa.token } });
      expect(sent.statusCode).toBe(200);
      const renewed = sent.json<typeof twoFa>();
      expect(renewed.token).not.toBe(twoFa.token);
      const code = await latestCode(t.app, TINA);
      expect((await withCode(twoFa.token, code)).json().code).toBe('INVALID_TWO_FA_TOKEN');
      expect((await withCode(renewed.token, code)).statusCode).toBe(200);
    });

    it('refuses a resend naming a token that is not the user\'s', async () => {
      const twoFa = await challenge();
      await t.database.db.update(twoFaChallenges).set({ lastSentAt: sql`now() - interval '61 seconds'` }).where(eq(twoFaChallenges.userId, twoFa.userId));
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: twoFa.userId, token: 'someone-elses-token' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_TWO_FA_TOKEN');
    });

    it('refuses to send codes for users without two-factor, and bad ids with 400', async () => {
      const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@freightdeck.test'));
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: admin!.id } });
      expect(response.statusCode).toBe(401);
      const bad = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: 'nope' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ path: 'userId', message: expect.any(String) }]);
    });
  });
});
