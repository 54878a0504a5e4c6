import { apiClient } from './api-client';
import { configureAuth } from './config';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { FakeXhr, fakeXhr } from './testing/fake-xhr';
import { expired, jsonResponse, makeSession } from './testing/tokens';
import { uploadFile, type UploadProgress } from './upload';

const refreshed = makeSession({ refreshToken: 'refresh-2', publicKey: 'pk-2' }, { sid: 's2' });
let fetchCalls: string[] = [];

function form() {
  const data = new FormData();
  data.append('type', 'INVOICE');
  data.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'invoice.pdf');
  return data;
}

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
  fetchCalls = [];
  fakeXhr.install();
  configureAuth({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL) => {
      fetchCalls.push(String(input));
      return jsonResponse(200, refreshed);
    }) as typeof fetch,
  });
});
afterAll(() => fakeXhr.restore());

describe('uploadFile', () => {
  it('posts the form under /v1 with the bearer token and public key, and reports progress', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 201, body: { id: 'doc-1' } }];
    const progress: UploadProgress[] = [];
    const data = form();
    await expect(uploadFile('/bookings/b1/documents', data, { onProgress: (p) => progress.push(p) })).resolves.toEqual({ id: 'doc-1' });
    const [xhr] = FakeXhr.sent;
    expect([xhr?.method, xhr?.url, xhr?.body]).toEqual(['POST', 'http://api.test/v1/bookings/b1/documents', data]);
    expect(xhr?.headers.authorization).toBe(`Bearer ${sessionStore.get()?.accessToken}`);
    expect(xhr?.headers['x-public-key']).toBe('pk-1');
    expect(xhr?.headers['x-timezone']).toBeTruthy();
    expect(xhr?.headers['content-type']).toBeUndefined(); // the browser adds the multipart boundary
    expect(progress.map((p) => p.fraction)).toEqual([0.25, 1]);
  });

  it('on a refused access token refreshes once and retries once with the new token', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [
      { status: 401, body: { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null } },
      { status: 201, body: { id: 'doc-2' } },
    ];
    await expect(uploadFile('/bookings/b1/documents', form())).resolves.toEqual({ id: 'doc-2' });
    expect(fetchCalls).toEqual(['http://api.test/v1/auth/token/refresh']);
    expect(FakeXhr.sent.map((x) => x.headers['x-public-key'])).toEqual(['pk-1', 'pk-2']);
  });

  it('retries only once and surfaces the second refusal', async () => {
    sessionStore.set(makeSession());
    const refused = { status: 401, body: { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null } };
    FakeXhr.replies = [refused, refused, refused];
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN', status: 401 });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('refreshes before sending when the access token has expired', async () => {
    sessionStore.set(makeSession({ accessTokenExpireAt: expired() }));
    FakeXhr.replies = [{ status: 201, body: { id: 'doc-3' } }];
    await uploadFile('/bookings/b1/documents', form());
    expect(fetchCalls).toHaveLength(1);
    expect(FakeXhr.sent[0]?.headers['x-public-key']).toBe('pk-2');
  });

  it('turns a refusal into an ApiError with the server code and details, without a refresh', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'too big', details: { maxBytes: 20 } } }];
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, details: { maxBytes: 20 } });
    expect(fetchCalls).toHaveLength(0);
  });

  it('uses the status text when the failure is not JSON', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 502, body: 'gateway', contentType: 'text/html' }];
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('stops when its signal aborts', async () => {
    sessionStore.set(makeSession());
    FakeXhr.hold = true;
    const controller = new AbortController();
    const pending = uploadFile('/bookings/b1/documents', form(), { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refreshes and retries a plain 401 as it does INVALID_ACCESS_TOKEN, reporting the retry from the start', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 401, body: 'no', contentType: 'text/plain' }, { status: 201, body: { id: 'doc-4' } }];
    const fractions: number[] = [];
    await expect(uploadFile('/bookings/b1/documents', form(), { onProgress: (p) => fractions.push(p.fraction) })).resolves.toEqual({ id: 'doc-4' });
    expect(fetchCalls).toEqual(['http://api.test/v1/auth/token/refresh']);
    expect(FakeXhr.sent.map((x) => x.headers['x-public-key'])).toEqual(['pk-1', 'pk-2']);
    expect(fractions).toEqual([0.25, 1, 0.25, 1]);
  });

  it('clears the session when the refresh is refused, and does not send the upload again', async () => {
    sessionStore.set(makeSession());
    configureAuth({
      fetch: (async (input: RequestInfo | URL) => {
        fetchCalls.push(String(input));
        return jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'revoked', details: null });
      }) as typeof fetch,
    });
    FakeXhr.replies = [{ status: 401, body: { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null } }];
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'INVALID_REFRESH_TOKEN', status: 401 });
    expect(fetchCalls).toEqual(['http://api.test/v1/auth/token/refresh']);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastSignOutReason()).toBe('expired');
  });

  it('shares one refresh with JSON calls refused at the same time', async () => {
    sessionStore.set(makeSession());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    configureAuth({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        fetchCalls.push(url);
        if (url.endsWith('/auth/token/refresh')) {
          await held;
          return jsonResponse(200, refreshed);
        }
        const refused = new Headers(init.headers).get('X-Public-Key') === 'pk-1';
        return refused ? jsonResponse(401, { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null }) : jsonResponse(200, { ok: true });
      }) as typeof fetch,
    });
    FakeXhr.replies = [
      { status: 401, body: { code: 'INVALID_ACCESS_TOKEN', message: 'bad token', details: null } },
      { status: 201, body: { id: 'doc-5' } },
    ];
    const all = Promise.all([uploadFile('/bookings/b1/documents', form()), apiClient.get('/bookings/b1')]);
    await new Promise((r) => setTimeout(r, 0));
    release();
    await expect(all).resolves.toEqual([{ id: 'doc-5' }, { ok: true }]);
    expect(fetchCalls.filter((url) => url.endsWith('/auth/token/refresh'))).toHaveLength(1);
    expect(FakeXhr.sent.map((x) => x.headers['x-public-key'])).toEqual(['pk-1', 'pk-2']);
  });

  it('turns a network failure into NETWORK_ERROR, as a JSON call does', async () => {
    sessionStore.set(makeSession());
    FakeXhr.networkDown = true;
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Network error', status: 0 });
    expect(fetchCalls).toHaveLength(0);
  });

  it('reads an answer without HTTP status (0) as a network failure', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 0 }];
    await expect(uploadFile('/bookings/b1/documents', form())).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('resolves undefined for an empty success body', async () => {
    sessionStore.set(makeSession());
    FakeXhr.replies = [{ status: 204 }];
    await expect(uploadFile('/bookings/b1/documents', form())).resolves.toBeUndefined();
  });

  it('stops before sending when its signal has already aborted', async () => {
    sessionStore.set(makeSession());
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile('/bookings/b1/documents', form(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
