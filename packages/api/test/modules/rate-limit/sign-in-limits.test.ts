import type { LoginResponse } from '@freightdeck/contracts';
import { SIGN_IN_LIMITS } from '../../../src/modules/rate-limit/sign-in-limiter';
import { DEMO_PASSWORD } from '../../../src/seed';
import { latestCode } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('sign-in rate limits (per account, per address)', () => {
  const clock = createFakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());
  // Each test starts after every window of the previous one has ended.
  beforeEach(() => clock.advance(SIGN_IN_LIMITS.address.windowSeconds + 1));

  const attempt = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress, headers });

  function expectLimited(response: Awaited<ReturnType<typeof attempt>>, maxSeconds: number) {
    expect(response.statusCode).toBe(429);
    const body = response.json();
    expect(body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts, please wait a moment and try again' });
    expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(maxSeconds);
    expect(response.headers['retry-after']).toBe(String(body.details.retryAfterSeconds));
  }

  it('10 failures for one account from one address block that pair for 15 minutes — the owner elsewhere still signs in', async () => {
    const { max, windowSeconds } = SIGN_IN_LIMITS.accountAddress;
    for (let i = 0; i < max; i += 1) expect((await attempt('carl@acme-pharma.test', 'wrong-password', '198.51.100.1')).json().code).toBe('INVALID_CREDENTIAL');
    // Even the right password is refused from there, before it is checked.
    expectLimited(await attempt('carl@acme-pharma.test', DEMO_PASSWORD, '198.51.100.1'), windowSeconds);
    expect((await attempt('carl@acme-pharma.test', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    // Other accounts from the attacker's address are not blocked by this pair.
    expect((await attempt('vera@acme-pharma.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    clock.advance(windowSeconds);
    expect((await attempt('carl@acme-pharma.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('an unknown e-mail is limited exactly like a real one (no enumeration)', async () => {
    const { max } = SIGN_IN_LIMITS.accountAddress;
    const answers = async (email: string, address: string) => {
      const seen: string[] = [];
      for (let i = 0; i <= max; i += 1) seen.push(`${(await attempt(email, 'wrong-password', address)).statusCode}`);
      return seen;
    };
    const real = await answers('anna@acme-pharma.test', '198.51.100.3');
    const unknown = await answers('nobody@acme-pharma.test', '198.51.100.4');
    expect(unknown).toEqual(real);
    expect(real).toEqual([...Array(max).fill('401'), '429']);
  });

  it('a success clears the account\'s failures', async () => {
    const { max } = SIGN_IN_LIMITS.accountAddress;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < max - 1; i += 1) expect((await attempt('nils@nordic-fresh.test', 'wrong-password', '198.51.100.5')).statusCode).toBe(401);
      expect((await attempt('nils@nordic-fresh.test', DEMO_PASSWORD, '198.51.100.5')).statusCode).toBe(200);
    }
  });

  it('30 failures from many addresses within 5 minutes block the account briefly, except from an address it signed in from before', async () => {
    const { max, windowSeconds } = SIGN_IN_LIMITS.account;
    expect((await attempt('ops@freightdeck.test', DEMO_PASSWORD, '203.0.113.200')).statusCode).toBe(200);
    clock.advance(1);
    for (let i = 0; i < max; i += 1) expect((await attempt('ops@freightdeck.test', 'wrong-password', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expectLimited(await attempt('ops@freightdeck.test', DEMO_PASSWORD, '203.0.113.99'), windowSeconds);
    // The owner's usual address is not locked out.
    expect((await attempt('ops@freightdeck.test', DEMO_PASSWORD, '203.0.113.200')).statusCode).toBe(200);
    // The success cleared the account-wide count.
    expect((await attempt('ops@freightdeck.test', DEMO_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
  });

  it('without a success, the account-wide block lasts at most 5 minutes', async () => {
    const { max, windowSeconds } = SIGN_IN_LIMITS.account;
    for (let i = 0; i < max; i += 1) await attempt('admin@freightdeck.test', 'wrong-password', `203.0.114.${i + 1}`);
    expectLimited(await attempt('admin@freightdeck.test', DEMO_PASSWORD, '203.0.114.99'), windowSeconds);
    clock.advance(windowSeconds);
    expect((await attempt('admin@freightdeck.test', DEMO_PASSWORD, '203.0.114.99')).statusCode).toBe(200);
  });

  it('50 failures from one address across accounts block that address for 15 minutes', async () => {
    const { max, windowSeconds } = SIGN_IN_LIMITS.address;
    for (let i = 0; i < max; i += 1) expect((await attempt(`guess${i}@example.test`, 'wrong-password', '192.0.2.50')).statusCode).toBe(401);
    expectLimited(await attempt('vera@acme-pharma.test', DEMO_PASSWORD, '192.0.2.50'), windowSeconds);
    expect((await attempt('vera@acme-pharma.test', DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });

  it('wrong two-factor codes count as failures too', async () => {
    const { max } = SIGN_IN_LIMITS.accountAddress;
    const tina = 'tina@nordic-fresh.test';
    let failures = 0;
    while (failures < max) {
      const twoFa = (await attempt(tina, DEMO_PASSWORD, '198.51.100.9')).json<LoginResponse>().twoFa!;
      const code = await latestCode(t.app, tina);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5 && failures < max; i += 1, failures += 1) {
        expect((await attempt(tina, DEMO_PASSWORD, '198.51.100.9', { 'x-2fa-token': twoFa.token, 'x-2fa-code': wrong })).json().code).toBe('INVALID_TWO_FA_TOKEN');
      }
    }
    expect((await attempt(tina, DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(429);
  });
});

describe('client addresses for the per-address limits', () => {
  const failTenTimes = async (t: TestApp, forwardedFor: (i: number) => string) => {
    for (let i = 0; i < SIGN_IN_LIMITS.accountAddress.max; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'pat@example.test', password: 'wrong-password' }, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': forwardedFor(i) } });
      expect(response.statusCode).toBe(401);
    }
  };
  const attemptFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'pat@example.test', password: 'wrong-password' }, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': forwardedFor } });

  it('by default are the socket\'s: a forged X-Forwarded-For does not escape the limit', async () => {
    const t = await createTestApp({ seed: false });
    try {
      await failTenTimes(t, (i) => `203.0.113.${i}`);
      expect((await attemptFrom(t, '203.0.113.250')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) come from X-Forwarded-For, so one client\'s failures do not block the others', async () => {
    const t = await createTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      await failTenTimes(t, () => '203.0.113.1');
      expect((await attemptFrom(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await attemptFrom(t, '203.0.113.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
