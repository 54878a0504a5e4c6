import { eq } from 'drizzle-orm';
import { SecuritySettingsSchema, type SecurityPatchResponse, type TokenPair, type TwoFaChallenge } from '@freightdeck/contracts';
import { auditLog, sessions, users } from '../../../src/db/schema';
import { DEMO_PASSWORD } from '../../../src/seed';
import { authHeaders, latestCode, login, signIn, signInWithEmailCode } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { outbox } from '../../helpers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const TINA = 'tina@nordic-fresh.test';
const NEW_PASSWORD = 'Brand-new-password-1';

describe('security settings: GET and PATCH /v1/auth/security', () => {
  const clock = createFakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const get = (tokens: TokenPair) => t.app.inject({ method: 'GET', url: '/v1/auth/security', headers: authHeaders(tokens) });
  const patch = (tokens: TokenPair, payload: object, twoFa?: { token: string; code: string }) =>
    t.app.inject({
      method: 'PATCH', url: '/v1/auth/security', payload,
      headers: { ...authHeaders(tokens), ...(twoFa ? { 'x-2fa-token': twoFa.token, 'x-2fa-code': twoFa.code } : {}) },
    });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refreshToken } });
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('GET answers the signed-in user\'s settings; without a token 401 INVALID_ACCESS_TOKEN', async () => {
    const anna = await signIn(t.app, 'anna@acme-pharma.test');
    const response = await get(anna);
    expect(response.statusCode).toBe(200);
    expect(SecuritySettingsSchema.parse(response.json())).toEqual({
      email: 'anna@acme-pharma.test', twoFaEnabled: false, twoFaMethod: 'EMAIL', totpEnrolled: false, passwordChangedAt: expect.any(String),
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/auth/security' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('answers 400 NOTHING_TO_CHANGE when the body changes nothing', async () => {
    const anna = await signIn(t.app, 'anna@acme-pharma.test');
    for (const body of [{}, { twoFaEnabled: false }, { twoFaMethod: 'EMAIL' }, { currentPassword: DEMO_PASSWORD }, { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }]) {
      const response = await patch(anna, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'NOTHING_TO_CHANGE', message: 'No valid changes applied', details: null });
    }
  });

  it('answers 400 INVALID_PASSWORD for a wrong current password, and validates the new one', async () => {
    const anna = await signIn(t.app, 'anna@acme-pharma.test');
    const wrong = await patch(anna, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'INVALID_PASSWORD', message: 'Current password not matched', details: null });
    expect((await patch(anna, { newPassword: NEW_PASSWORD })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'currentPassword' }] });
    for (const newPassword of ['seven77', 'y'.repeat(65)]) {
      expect((await patch(anna, { currentPassword: DEMO_PASSWORD, newPassword })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'newPassword' }] });
    }
    // The session that made the failed attempts still works: no 401 (which would make the browser refresh and resend).
    expect((await get(anna)).statusCode).toBe(200);
  });

  it('a new password ends the user\'s other sessions, not the current one', async () => {
    const phone = await signIn(t.app, 'carl@acme-pharma.test');
    const laptop = await signIn(t.app, 'carl@acme-pharma.test');
    const response = await patch(laptop, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<SecurityPatchResponse>();
    expect(body.twoFa).toBeNull();
    expect(body.settings).toMatchObject({ email: 'carl@acme-pharma.test', passwordChangedAt: clock.now().toISOString() });

    expect((await get(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
    expect((await get(phone)).json().code).toBe('INVALID_ACCESS_TOKEN');
    expect((await refresh(phone.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    const [ended] = await t.database.db.select().from(sessions).where(eq(sessions.publicKey, phone.publicKey));
    expect(ended!.revokeReason).toBe('PASSWORD_CHANGED');

    expect((await login(t.app, 'carl@acme-pharma.test')).json().code).toBe('INVALID_CREDENTIAL');
    expect((await login(t.app, 'carl@acme-pharma.test', NEW_PASSWORD)).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.security.update'));
    expect(entry!.data).toMatchObject({ passwordChanged: true, sessionsRevoked: 1 });
  });

  it('turning two-factor on (from off) applies at once, with no challenge', async () => {
    const vera = await signIn(t.app, 'vera@acme-pharma.test');
    const response = await patch(vera, { twoFaEnabled: true });
    expect(response.json<SecurityPatchResponse>()).toEqual({ settings: expect.objectContaining({ twoFaEnabled: true, twoFaMethod: 'EMAIL' }), twoFa: null });
    expect((await login(t.app, 'vera@acme-pharma.test')).json().twoFa).toMatchObject({ method: 'EMAIL' });
  });

  describe('with two-factor on (tina)', () => {
    let tina: TokenPair;
    beforeEach(async () => {
      tina = await signInWithEmailCode(t.app, TINA);
      clock.advance(61);
    });

    async function challengeFor(body: object): Promise<TwoFaChallenge> {
      const response = await patch(tina, body);
      expect(response.statusCode).toBe(200);
      const answer = response.json<SecurityPatchResponse>();
      expect(answer.settings).toBeNull();
      return answer.twoFa!;
    }

    it('first answers a challenge and changes nothing; the repeat with the e-mailed code applies the change', async () => {
      const before = (await outbox(t.app, TINA)).length;
      const twoFa = await challengeFor({ twoFaEnabled: false });
      expect(twoFa).toEqual({ userId: expect.any(String), token: expect.any(String), email: 't***@nordic-fresh.test', method: 'EMAIL' });
      expect((await get(tina)).json().twoFaEnabled).toBe(true);
      const mails = await outbox(t.app, TINA);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]!.subject).toBe('Your Freightdeck verification code');
      expect(mails[0]!.text).toContain('confirms a change of your password or two-factor settings');

      const code = await latestCode(t.app, TINA);
      const wrong = await patch(tina, { twoFaEnabled: false }, { token: twoFa.token, code: wrongCodeFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FA_TOKEN', message: 'Invalid verification code' });
      const applied = await patch(tina, { twoFaEnabled: false }, { token: twoFa.token, code });
      expect(applied.statusCode).toBe(200);
      expect(applied.json<SecurityPatchResponse>().settings).toMatchObject({ twoFaEnabled: false });
      // The code worked once.
      await t.database.db.update(users).set({ twoFaEnabled: true }).where(eq(users.email, TINA));
      expect((await patch(tina, { twoFaEnabled: false }, { token: twoFa.token, code })).json().code).toBe('INVALID_TWO_FA_TOKEN');
    });

    it('checks the current password before sending any code', async () => {
      const before = (await outbox(t.app, TINA)).length;
      expect((await patch(tina, { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_PASSWORD');
      expect((await patch(tina, { twoFaEnabled: true })).json().code).toBe('NOTHING_TO_CHANGE');
      expect(await outbox(t.app, TINA)).toHaveLength(before);
    });

    it('a sign-in code cannot confirm a settings change, nor one issued to another session', async () => {
      const signInChallenge = (await login(t.app, TINA)).json().twoFa as TwoFaChallenge;
      const signInCode = await latestCode(t.app, TINA);
      expect((await patch(tina, { twoFaEnabled: false }, { token: signInChallenge.token, code: signInCode })).json().code).toBe('INVALID_TWO_FA_TOKEN');

      clock.advance(61);
      const other = await signInWithEmailCode(t.app, TINA);
      const otherChallenge = (await patch(other, { twoFaEnabled: false })).json<SecurityPatchResponse>().twoFa!;
      const otherCode = await latestCode(t.app, TINA);
      expect((await patch(tina, { twoFaEnabled: false }, { token: otherChallenge.token, code: otherCode })).json().code).toBe('INVALID_TWO_FA_TOKEN');
      expect((await get(tina)).json().twoFaEnabled).toBe(true);
    });

    it('refuses a code older than 10 minutes with TWO_FA_TOKEN_EXPIRED, and burns a token after 5 wrong tries', async () => {
      const expiring = await challengeFor({ twoFaMethod: 'EMAIL', twoFaEnabled: false });
      const code = await latestCode(t.app, TINA);
      clock.advance(601);
      const expired = await patch(tina, { twoFaEnabled: false }, { token: expiring.token, code });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'TWO_FA_TOKEN_EXPIRED' });

      const tried = await challengeFor({ twoFaEnabled: false });
      const right = await latestCode(t.app, TINA);
      for (let i = 0; i < 5; i += 1) expect((await patch(tina, { twoFaEnabled: false }, { token: tried.token, code: wrongCodeFor(right) })).json().code).toBe('INVALID_TWO_FA_TOKEN');
      expect((await patch(tina, { twoFaEnabled: false }, { token: tried.token, code: right })).json().code).toBe('INVALID_TWO_FA_TOKEN');
      expect((await get(tina)).json().twoFaEnabled).toBe(true);
    });

    it('Resend (POST /v1/auth/two-fa/send) of a settings challenge gives a new code that confirms the same change', async () => {
      const first = await challengeFor({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
      clock.advance(61);
      const resent = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: first.userId, token: first.token } });
      expect(resent.statusCode).toBe(200);
      const second = resent.json<TwoFaChallenge>();
      const code = await latestCode(t.app, TINA);
      const applied = await patch(tina, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, { token: second.token, code });
      expect(applied.statusCode).toBe(200);
      expect((await get(tina)).statusCode).toBe(200);
      expect((await login(t.app, TINA, NEW_PASSWORD)).json().twoFa).toMatchObject({ method: 'EMAIL' });
    });
  });

  it('staff acting as a user cannot change that user\'s security settings (403), but may read them', async () => {
    const admin = await signIn(t.app, 'admin@freightdeck.test');
    const [anna] = await t.database.db.select().from(users).where(eq(users.email, 'anna@acme-pharma.test'));
    const asAnna = (await t.app.inject({ method: 'POST', url: '/v1/auth/impersonate', payload: { userId: anna!.id }, headers: authHeaders(admin) })).json<TokenPair>();
    expect((await get(asAnna)).statusCode).toBe(200);
    const response = await patch(asAnna, { twoFaEnabled: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/security/totp', headers: authHeaders(asAnna) })).statusCode).toBe(403);
  });
});
