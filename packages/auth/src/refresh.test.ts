import { storageKeys } from '@freightdeck/contracts';
import { apiClient } from './api-client';
import { configureAuth } from './config';
import { LEASE_MS, REFRESH_LOCK_NAME } from './refresh-lock';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { jsonResponse, makeSession } from './testing/tokens';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const REFRESH = '/v1/auth/token/refresh';

type Call = { url: string; headers: Headers; body: unknown };

/** A fake API: the refresh answers after `refreshDelay` ms (fake time) with new tokens. */
function fakeApi({ refreshDelay = 0 } = {}) {
  const calls: Call[] = [];
  let issued = 1;
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === REFRESH) {
      if (refreshDelay) await new Promise((r) => setTimeout(r, refreshDelay));
      issued += 1;
      return jsonResponse(200, makeSession({ refreshToken: `refresh-${issued}`, publicKey: `pk-${issued}`, accessTokenExpireAt: inMs(60_000) }));
    }
    return jsonResponse(200, { ok: true });
  };
  configureAuth({ baseUrl: '', fetch: fetchFn as typeof fetch });
  return {
    calls,
    refreshes: () => calls.filter((c) => c.url === REFRESH),
    others: () => calls.filter((c) => c.url !== REFRESH),
  };
}

function otherTabStores(session: ReturnType<typeof makeSession> | null) {
  if (session) localStorage.setItem(storageKeys.tokens, JSON.stringify(session));
  else localStorage.removeItem(storageKeys.tokens);
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  resetSessionStoreForTests();
});
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { locks?: unknown }).locks;
});

describe('token refresh', () => {
  it('calls with the stored token until it expires, then refreshes once for all concurrent calls', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(60_000) }));
    const api = fakeApi({ refreshDelay: 50 });

    await apiClient.get('/users/self');
    expect(api.refreshes()).toHaveLength(0);

    jest.advanceTimersByTime(60_000); // the access token has just expired
    const all = Promise.all([apiClient.get('/a'), apiClient.get('/b'), apiClient.post('/c', {}), apiClient.delete('/d')]);
    await jest.advanceTimersByTimeAsync(50);
    await all;

    expect(api.refreshes()).toHaveLength(1);
    expect(api.refreshes()[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(api.others().slice(1).map((c) => c.headers.get('X-Public-Key'))).toEqual(['pk-2', 'pk-2', 'pk-2', 'pk-2']);
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');

    // A call arriving while no refresh runs and the new token is valid does not refresh again.
    await apiClient.get('/e');
    expect(api.refreshes()).toHaveLength(1);
  });

  it('concurrent calls refused with INVALID_ACCESS_TOKEN share one refresh and each retries once', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(60_000) }));
    const calls: string[] = [];
    let rejected = 0;
    configureAuth({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        calls.push(url);
        if (url === REFRESH) {
          await new Promise((r) => setTimeout(r, 30));
          return jsonResponse(200, makeSession({ refreshToken: 'refresh-2', publicKey: 'pk-2' }));
        }
        if (new Headers(init.headers).get('X-Public-Key') === 'pk-1') {
          rejected += 1;
          return jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'revoked', details: null });
        }
        return jsonResponse(200, { url });
      }) as typeof fetch,
    });
    const all = Promise.all(['/a', '/b', '/c'].map((p) => apiClient.get<{ url: string }>(p)));
    await jest.advanceTimersByTimeAsync(30);
    await expect(all).resolves.toEqual([{ url: '/v1/a' }, { url: '/v1/b' }, { url: '/v1/c' }]);
    expect(rejected).toBe(3);
    expect(calls.filter((u) => u === REFRESH)).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('clears the session when the refresh token expires while the tab sleeps', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(60_000), refreshTokenExpireAt: inMs(120_000) }));
    const api = fakeApi();
    jest.advanceTimersByTime(120_000);
    await apiClient.get('/users/self');
    expect(api.refreshes()).toHaveLength(0);
    expect(sessionStore.get()).toBeNull();
    expect(api.others()[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('one refresh across tabs', () => {
  it('waits for a tab holding the lease and uses the tokens it stored, without refreshing', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(-1) }));
    localStorage.setItem(storageKeys.refreshLease, JSON.stringify({ owner: 'other-tab', until: Date.now() + LEASE_MS }));
    const api = fakeApi();
    const call = apiClient.get('/bookings');
    await jest.advanceTimersByTimeAsync(300);
    expect(api.calls).toHaveLength(0); // still waiting for the other tab

    otherTabStores(makeSession({ refreshToken: 'refresh-9', publicKey: 'pk-9' }));
    localStorage.removeItem(storageKeys.refreshLease);
    await jest.advanceTimersByTimeAsync(100);
    await call;

    expect(api.refreshes()).toHaveLength(0);
    expect(api.others()[0]?.headers.get('X-Public-Key')).toBe('pk-9');
    expect(sessionStore.get()?.refreshToken).toBe('refresh-9');
    expect(localStorage.getItem(storageKeys.refreshLease)).toBeNull();
  });

  it('takes over a lease abandoned by a closed tab', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(-1) }));
    localStorage.setItem(storageKeys.refreshLease, JSON.stringify({ owner: 'closed-tab', until: Date.now() + LEASE_MS }));
    const api = fakeApi();
    const call = apiClient.get('/bookings');
    await jest.advanceTimersByTimeAsync(LEASE_MS + 100);
    await call;
    expect(api.refreshes()).toHaveLength(1);
    expect(api.others()[0]?.headers.get('X-Public-Key')).toBe('pk-2');
  });

  it('uses the Web Locks API when the browser has it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const names: string[] = [];
    (navigator as { locks?: unknown }).locks = {
      request: async <T,>(name: string, task: () => Promise<T>) => {
        names.push(name);
        await held; // another tab holds the lock
        return task();
      },
    };
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(-1) }));
    const api = fakeApi();
    const call = apiClient.get('/bookings');
    await jest.advanceTimersByTimeAsync(0);
    otherTabStores(makeSession({ refreshToken: 'refresh-7', publicKey: 'pk-7' }));
    release();
    await call;
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    expect(api.refreshes()).toHaveLength(0);
    expect(api.others()[0]?.headers.get('X-Public-Key')).toBe('pk-7');
  });

  it('keeps the session another tab rotated when its own refresh token is refused as reused', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(-1) }));
    configureAuth({
      fetch: (async (input: RequestInfo | URL) => {
        if (String(input) === REFRESH) {
          otherTabStores(makeSession({ refreshToken: 'refresh-5', publicKey: 'pk-5' }));
          return jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'reused', details: null });
        }
        return jsonResponse(200, {});
      }) as typeof fetch,
    });
    await apiClient.get('/x');
    expect(sessionStore.get()?.refreshToken).toBe('refresh-5');
  });

  it('does not bring a session back that was signed out while its refresh ran', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: inMs(-1) }));
    fakeApi({ refreshDelay: 100 });
    const call = apiClient.get('/x');
    await jest.advanceTimersByTimeAsync(10);
    sessionStore.clear('logout');
    await jest.advanceTimersByTimeAsync(100);
    await call;
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.tokens)).toBeNull();
  });
});
