import { eq } from 'drizzle-orm';
import { TotpEnrolmentSchema, type LoginResponse, type SecurityPatchResponse, type TokenPair, type TwoFaChallenge } from '@freightdeck/contracts';
import { users } from '../../../src/db/schema';
import { createSecretBox } from '../../../src/lib/secret-box';
import { base32Decode, totp } from '../../../src/lib/totp';
import { authHeaders, latestCode, login, signIn, signInWithEmailCode } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { outbox } from '../../helpers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ANNA = 'anna@acme-pharma.test';

describe('authenticator app (TOTP): enrolment, sign-in, settings changes', () => {
  // Mid-step, so ±30 s moves exactly one step.
  const clock = createFakeClock(new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000));
  let t: TestApp;
  let secret: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const enrol = (tokens: TokenPair) => t.app.inject({ method: 'POST', url: '/v1/auth/security/totp', headers: authHeaders(tokens) });
  const patch = (tokens: TokenPair, payload: object, twoFa?: { token: string; code: string }) =>
    t.app.inject({
      method: 'PATCH', url: '/v1/auth/security', payload,
      headers: { ...authHeaders(tokens), ...(twoFa ? { 'x-2fa-token': twoFa.token, 'x-2fa-code': twoFa.code } : {}) },
    });
  const codeAt = (offsetSeconds = 0) => totp(secret, new Date(clock.now().getTime() + offsetSeconds * 1000));
  const challenge = async (): Promise<TwoFaChallenge> => (await login(t.app, ANNA)).json<LoginResponse>().twoFa!;
  const answer = (twoFa: TwoFaChallenge, code: string) => login(t.app, ANNA, undefined, { 'x-2fa-token': twoFa.token, 'x-2fa-code': code });
  const userRow = async (email = ANNA) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('enrols: a pending secret with its otpauth URL and SVG QR code, stored encrypted', async () => {
    const anna = await signIn(t.app, ANNA);
    const response = await enrol(anna);
    expect(response.statusCode).toBe(200);
    const enrolment = TotpEnrolmentSchema.parse(response.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toBe(`otpauth://totp/Freightdeck:anna%40acme-pharma.test?secret=${enrolment.secret}&issuer=Freightdeck&algorithm=SHA1&digits=6&period=30`);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    secret = base32Decode(enrolment.secret);
    const row = await userRow();
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(enrolment.secret);

    // Choosing the app needs a code from it; a wrong one is refused and changes nothing.
    expect((await patch(anna, { twoFaEnabled: true, twoFaMethod: 'TOTP' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'totpCode' }] });
    const wrong = await patch(anna, { twoFaEnabled: true, twoFaMethod: 'TOTP', totpCode: codeAt(-600) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_TWO_FA_TOKEN');

    const confirmed = await patch(anna, { twoFaEnabled: true, twoFaMethod: 'TOTP', totpCode: codeAt() });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<SecurityPatchResponse>().settings).toMatchObject({ twoFaEnabled: true, twoFaMethod: 'TOTP', totpEnrolled: true });
    const after = await userRow();
    expect(after.totpSecret).toMatch(/^v1\./);
    expect(after.totpPendingSecret).toBeNull();
  });

  it('sign-in asks for the app\'s code: a TOTP challenge, and no e-mail', async () => {
    clock.advance(30);
    const mailsBefore = (await outbox(t.app, ANNA)).length;
    const twoFa = await challenge();
    expect(twoFa).toMatchObject({ method: 'TOTP', email: 'a***@acme-pharma.test' });
    expect(await outbox(t.app, ANNA)).toHaveLength(mailsBefore);
    const response = await answer(twoFa, codeAt());
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().tokens?.accessToken).toEqual(expect.any(String));
  });

  it('each code works once, even with a new challenge', async () => {
    clock.advance(30);
    const code = codeAt();
    expect((await answer(await challenge(), code)).statusCode).toBe(200);
    const replay = await answer(await challenge(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TWO_FA_TOKEN');
  });

  it('accepts the previous and the next step (±30 s of drift), not two steps away', async () => {
    clock.advance(120);
    expect((await answer(await challenge(), codeAt(-30))).statusCode).toBe(200);
    expect((await answer(await challenge(), codeAt(30))).statusCode).toBe(200);
    const far = codeAt(-60);
    if (far !== codeAt(-30) && far !== codeAt(0) && far !== codeAt(30)) expect((await answer(await challenge(), far)).json().code).toBe('INVALID_TWO_FA_TOKEN');
  });

  it('5 wrong codes burn the challenge', async () => {
    clock.advance(120);
    const twoFa = await challenge();
    const right = codeAt();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await answer(twoFa, wrong)).json().code).toBe('INVALID_TWO_FA_TOKEN');
    expect((await answer(twoFa, right)).json().code).toBe('INVALID_TWO_FA_TOKEN');
  });

  it('POST /v1/auth/two-fa/send e-mails nothing to an app user: 401 INVALID_TWO_FA_TOKEN saying why', async () => {
    const twoFa = await challenge();
    clock.advance(61);
    const mailsBefore = (await outbox(t.app, ANNA)).length;
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/two-fa/send', payload: { userId: twoFa.userId, token: twoFa.token } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_TWO_FA_TOKEN', message: expect.stringContaining('authenticator app') });
    expect(await outbox(t.app, ANNA)).toHaveLength(mailsBefore);
  });

  it('a settings change is confirmed with the app\'s code (a TOTP challenge, nothing e-mailed)', async () => {
    clock.advance(60);
    const twoFa = await challenge();
    const anna = (await answer(twoFa, codeAt())).json<LoginResponse>().tokens!;
    clock.advance(30);
    const mailsBefore = (await outbox(t.app, ANNA)).length;
    const pending = (await patch(anna, { twoFaMethod: 'EMAIL' })).json<SecurityPatchResponse>();
    expect(pending).toEqual({ settings: null, twoFa: expect.objectContaining({ method: 'TOTP' }) });
    expect(await outbox(t.app, ANNA)).toHaveLength(mailsBefore);
    const applied = await patch(anna, { twoFaMethod: 'EMAIL' }, { token: pending.twoFa!.token, code: codeAt() });
    expect(applied.statusCode).toBe(200);
    // The app stays enrolled, so switching back needs no new set-up.
    expect(applied.json<SecurityPatchResponse>().settings).toMatchObject({ twoFaEnabled: true, twoFaMethod: 'EMAIL', totpEnrolled: true });
    expect((await challenge()).method).toBe('EMAIL');
  });

  it('an e-mail 2FA user switches to the app: e-mailed check first, enrolment code accepted up to 5 minutes old', async () => {
    const tina = await signInWithEmailCode(t.app, 'tina@nordic-fresh.test');
    const enrolment = TotpEnrolmentSchema.parse((await enrol(tina)).json());
    const tinaSecret = base32Decode(enrolment.secret);
    const totpCode = totp(tinaSecret, clock.now());
    clock.advance(61);
    const pending = (await patch(tina, { twoFaMethod: 'TOTP', totpCode })).json<SecurityPatchResponse>();
    expect(pending.twoFa).toMatchObject({ method: 'EMAIL' });
    const emailCode = await latestCode(t.app, 'tina@nordic-fresh.test');
    clock.advance(120);
    const applied = await patch(tina, { twoFaMethod: 'TOTP', totpCode }, { token: pending.twoFa!.token, code: emailCode });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<SecurityPatchResponse>().settings).toMatchObject({ twoFaMethod: 'TOTP', totpEnrolled: true });
    expect((await login(t.app, 'tina@nordic-fresh.test')).json<LoginResponse>().twoFa).toMatchObject({ method: 'TOTP' });
  });

  it('a secret that no longer opens (JWT_SECRET changed) falls back to e-mailed codes instead of locking the user out', async () => {
    const foreign = createSecretBox(new TextEncoder().encode('another-server-secret-'.repeat(3)), 'totp-secret').seal('JBSWY3DPEHPK3PXP');
    await t.database.db.update(users).set({ totpSecret: foreign, twoFaMethod: 'TOTP', twoFaEnabled: true }).where(eq(users.email, 'vera@acme-pharma.test'));
    const response = await login(t.app, 'vera@acme-pharma.test');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().twoFa).toMatchObject({ method: 'EMAIL' });
    const code = await latestCode(t.app, 'vera@acme-pharma.test');
    const twoFa = response.json<LoginResponse>().twoFa!;
    expect((await login(t.app, 'vera@acme-pharma.test', undefined, { 'x-2fa-token': twoFa.token, 'x-2fa-code': code })).statusCode).toBe(200);
  });
});
