import { storageKeys } from '@freightdeck/contracts';
import { activateAccount, getInvitation, rememberedEmail, requestPasswordReset, resetPassword } from './account-actions';
import { configureAuth } from './config';
import { impersonate, unimpersonate } from './impersonation';
import { getSecuritySettings, startTotpEnrolment, updateSecuritySettings } from './security-actions';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { jsonResponse, makeSession } from './testing/tokens';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

function api(answer: (url: string) => Response) {
  const sent: Sent[] = [];
  configureAuth({
    baseUrl: '',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input), method: String(init.method), headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(String(input));
    }) as typeof fetch,
  });
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
});

describe('account flows (no credentials)', () => {
  it('forgot, reset, invitation and activation call their endpoints without the bearer token', async () => {
    sessionStore.set(makeSession());
    const sent = api((url) => (url.includes('/invitation/') ? jsonResponse(200, { email: 'new@x.test' }) : new Response(null, { status: 204 })));
    await requestPasswordReset('ann@x.test');
    await resetPassword('tok', 'new-password');
    await expect(getInvitation('a/b')).resolves.toEqual({ email: 'new@x.test' });
    await activateAccount({ token: 'inv', password: 'new-password' });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /v1/auth/password/forgot', 'POST /v1/auth/password/reset', 'GET /v1/users/invitation/a%2Fb', 'POST /v1/users/activate',
    ]);
    expect(sent.map((s) => s.body)).toEqual([{ email: 'ann@x.test' }, { token: 'tok', password: 'new-password' }, undefined, { token: 'inv', password: 'new-password' }]);
    expect(sent.every((s) => s.headers.get('Authorization') === null)).toBe(true);
  });

  it('remembers the e-mail under freightdeck/auth/email', () => {
    expect(rememberedEmail.get()).toBe('');
    rememberedEmail.set('ann@x.test');
    expect(localStorage.getItem(storageKeys.email)).toBe('ann@x.test');
    expect(rememberedEmail.get()).toBe('ann@x.test');
  });
});

describe('security settings', () => {
  it('reads, patches with the 2FA headers on the second attempt, and starts a TOTP enrolment', async () => {
    sessionStore.set(makeSession());
    const sent = api(() => jsonResponse(200, {}));
    await getSecuritySettings();
    await updateSecuritySettings({ twoFaEnabled: false });
    await updateSecuritySettings({ twoFaEnabled: false }, { token: 't1', code: '123456' });
    await startTotpEnrolment();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /v1/auth/security', 'PATCH /v1/auth/security', 'PATCH /v1/auth/security', 'POST /v1/auth/security/totp']);
    expect(sent[1]?.headers.get('X-2FA-Code')).toBeNull();
    expect([sent[2]?.headers.get('X-2FA-Token'), sent[2]?.headers.get('X-2FA-Code')]).toEqual(['t1', '123456']);
    expect(sent.every((s) => s.headers.get('Authorization')?.startsWith('Bearer '))).toBe(true);
  });
});

describe('impersonation', () => {
  it('IMPERSONATE swaps the session for the returned tokens; UNIMPERSONATE swaps back with the refresh token', async () => {
    sessionStore.set(makeSession({ refreshToken: 'staff-refresh' }));
    const carl = makeSession({ refreshToken: 'carl-refresh' }, { sub: 'carl', impersonatedById: 'staff' });
    const staff = makeSession({ refreshToken: 'staff-refresh-2' });
    const sent = api((url) => jsonResponse(200, url.endsWith('/unimpersonate') ? staff : carl));
    const listener = jest.fn();
    sessionStore.subscribe(listener);

    await impersonate('carl-id');
    expect(sessionStore.get()).toEqual(carl);
    await unimpersonate();
    expect(sessionStore.get()).toEqual(staff);
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/v1/auth/impersonate', { userId: 'carl-id' }],
      ['/v1/auth/unimpersonate', { refreshToken: 'carl-refresh' }],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the server refuses', async () => {
    const session = makeSession();
    sessionStore.set(session);
    api(() => jsonResponse(403, { code: 'FORBIDDEN', message: 'no', details: null }));
    await expect(impersonate('x')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(sessionStore.get()).toEqual(session);
  });
});
