import { login, logout } from './auth-actions';
import { configureAuth } from './config';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { jsonResponse, makeSession } from './testing/tokens';

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
});

it('login stores the tokens when they come', async () => {
  const tokens = makeSession();
  configureAuth({ fetch: (async () => jsonResponse(200, { tokens, twoFa: null })) as typeof fetch });
  await login('a@b.test', 'secret');
  expect(sessionStore.get()).toEqual(tokens);
});

it('login returns the two-factor challenge and repeats with the 2FA headers', async () => {
  const twoFa = { userId: 'u1', token: 't1', email: 'a***@b.test', method: 'EMAIL' };
  const fetchFn = jest.fn(async () => jsonResponse(200, { tokens: null, twoFa }));
  configureAuth({ fetch: fetchFn as unknown as typeof fetch });
  await expect(login('a@b.test', 'secret')).resolves.toEqual({ tokens: null, twoFa });
  expect(sessionStore.get()).toBeNull();
  await login('a@b.test', 'secret', { token: 't1', code: '123456' });
  const init = (fetchFn.mock.calls[1] as unknown as [string, RequestInit])[1];
  const headers = new Headers(init.headers);
  expect([headers.get('X-2FA-Token'), headers.get('X-2FA-Code')]).toEqual(['t1', '123456']);
});

it('logout sends the refresh token and clears the session even if the server fails', async () => {
  sessionStore.set(makeSession());
  const fetchFn = jest.fn(async () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x', details: null }));
  configureAuth({ fetch: fetchFn as unknown as typeof fetch });
  await logout();
  const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/v1/auth/logout');
  expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
  expect(sessionStore.get()).toBeNull();
  expect(sessionStore.lastSignOutReason()).toBe('logout');
});
