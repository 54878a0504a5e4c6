import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { configureAuth } from './config';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { expired, jsonResponse, makeSession } from './testing/tokens';

type Call = { url: string; init: RequestInit };

function fakeFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  });
  configureAuth({ baseUrl: 'http://api.test', fetch: fn as unknown as typeof fetch });
  return calls;
}

// HTTP header names are case-insensitive: read them as a server would.
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);
const refreshed = makeSession({ refreshToken: 'refresh-2', publicKey: 'pk-2' }, { sid: 's2' });

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
});

describe('apiClient', () => {
  it('calls under /v1 with the time zone, bearer token and public key, dropping empty query params', async () => {
    sessionStore.set(makeSession());
    const calls = fakeFetch(() => jsonResponse(200, { items: [] }));
    const result = await apiClient.get('/bookings', { query: { page: 2, q: '', status: null, mode: undefined, ids: ['a', 'b'] } });
    expect(result).toEqual({ items: [] });
    expect(calls[0]?.url).toBe('http://api.test/v1/bookings?page=2&ids=a&ids=b');
    expect(header(calls[0], 'X-TimeZone')).toBeTruthy();
    expect(header(calls[0], 'Authorization')).toBe(`Bearer ${sessionStore.get()?.accessToken}`);
    expect(header(calls[0], 'X-Public-Key')).toBe('pk-1');
  });

  it('sends no credentials when signed out', async () => {
    const calls = fakeFetch(() => jsonResponse(200, {}));
    await apiClient.get('/references/airports');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'X-TimeZone')).toBeTruthy();
  });

  it('refreshes first when the access token has expired, then calls with the new token', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: expired() }));
    const calls = fakeFetch((url) => (url.endsWith('/auth/token/refresh') ? jsonResponse(200, refreshed) : jsonResponse(200, { ok: true })));
    await apiClient.get('/users/self');
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/v1/auth/token/refresh', 'http://api.test/v1/users/self']);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(header(calls[1], 'X-Public-Key')).toBe('pk-2');
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes once for concurrent calls (single flight)', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: expired() }));
    const calls = fakeFetch(async (url) => {
      if (url.endsWith('/auth/token/refresh')) {
        await new Promise((r) => setTimeout(r, 10));
        return jsonResponse(200, refreshed);
      }
      return jsonResponse(200, {});
    });
    await Promise.all([apiClient.get('/a'), apiClient.get('/b'), apiClient.post('/c', { x: 1 })]);
    expect(calls.filter((c) => c.url.endsWith('/auth/token/refresh'))).toHaveLength(1);
    expect(calls.filter((c) => !c.url.endsWith('/auth/token/refresh')).every((c) => header(c, 'X-Public-Key') === 'pk-2')).toBe(true);
  });

  it('clears the session without calling when the refresh token has expired', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: expired(), refreshTokenExpireAt: expired() }));
    const calls = fakeFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no', details: null }));
    await expect(apiClient.get('/users/self')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/auth/token/refresh'))).toBe(false);
  });

  it('on INVALID_ACCESS_TOKEN refreshes and retries once', async () => {
    sessionStore.set(makeSession());
    let first = true;
    const calls = fakeFetch((url) => {
      if (url.endsWith('/auth/token/refresh')) return jsonResponse(200, refreshed);
      if (first) {
        first = false;
        return jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null });
      }
      return jsonResponse(200, { id: 'u1' });
    });
    await expect(apiClient.get('/users/self')).resolves.toEqual({ id: 'u1' });
    expect(calls.map((c) => c.url.replace('http://api.test', ''))).toEqual(['/v1/users/self', '/v1/auth/token/refresh', '/v1/users/self']);
  });

  it('retries only once when the retried call is refused again', async () => {
    sessionStore.set(makeSession());
    const calls = fakeFetch((url) =>
      url.endsWith('/auth/token/refresh')
        ? jsonResponse(200, refreshed)
        : jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null }));
    await expect(apiClient.get('/users/self')).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN', status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('clears the session when the refresh fails with INVALID_REFRESH_TOKEN', async () => {
    sessionStore.set(makeSession());
    const calls = fakeFetch((url) =>
      url.endsWith('/auth/token/refresh')
        ? jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'revoked', details: null })
        : jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null }));
    await expect(apiClient.get('/users/self')).rejects.toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignOutReason()).toBe('expired');
    expect(calls).toHaveLength(2);
  });

  it('refuses a refresh answer that is not a bare token pair (login\'s { tokens } shape), keeping the session', async () => {
    sessionStore.set(makeSession());
    fakeFetch((url) =>
      url.endsWith('/auth/token/refresh')
        ? jsonResponse(200, { tokens: refreshed, twoFa: null })
        : jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null }));
    await expect(apiClient.get('/users/self')).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
    expect(sessionStore.get()?.refreshToken).toBe('refresh-1');
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: expired() }));
    fakeFetch((url) =>
      url.endsWith('/auth/token/refresh')
        ? jsonResponse(503, { code: 'INTERNAL_ERROR', message: 'down', details: null })
        : jsonResponse(200, {}));
    await apiClient.get('/x');
    expect(sessionStore.get()).not.toBeNull();
  });

  it('maps a JSON failure to ApiError(code, message, details, status)', async () => {
    fakeFetch(() => jsonResponse(422, { code: 'VALIDATION_ERROR', message: 'Invalid', details: [{ path: 'email', message: 'required' }] }));
    const error = await apiClient.post('/users/invite', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid', status: 422, details: [{ path: 'email', message: 'required' }] });
    expect((error as ApiError).userMessage).toBe('Some fields are not valid');
  });

  it('uses the status text for a non-JSON failure', async () => {
    fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('resolves undefined for an empty success body and sends JSON bodies', async () => {
    sessionStore.set(makeSession());
    const calls = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(apiClient.patch('/bookings/1', { remarks: 'x' })).resolves.toBeUndefined();
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"remarks":"x"}');
  });
});
