import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { configureAuth } from './config';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { FakeXhr, fakeXhr } from './testing/fake-xhr';
import { jsonResponse, makeSession } from './testing/tokens';
import { apiUrl, buildQuery, toApiError } from './transport';
import { uploadFile } from './upload';

beforeEach(() => {
  localStorage.clear();
  resetSessionStoreForTests();
  configureAuth({ baseUrl: 'http://api.test' });
});

describe('apiUrl', () => {
  it.each([
    ['/bookings', 'http://api.test/v1/bookings'],
    ['bookings', 'http://api.test/v1/bookings'],
    ['/v1/bookings', 'http://api.test/v1/bookings'],
    ['/v1', 'http://api.test/v1'],
    ['/v10/x', 'http://api.test/v1/v10/x'],
  ])('puts %s under /v1 once, below the base URL', (path, url) => {
    expect(apiUrl(path)).toBe(url);
  });

  it('appends the query', () => {
    expect(apiUrl('/bookings', { page: 1, q: '' })).toBe('http://api.test/v1/bookings?page=1');
  });

  it('is what JSON calls and uploads both call', async () => {
    const fetched: string[] = [];
    configureAuth({ fetch: (async (input: RequestInfo | URL) => { fetched.push(String(input)); return jsonResponse(200, {}); }) as typeof fetch });
    fakeXhr.install();
    FakeXhr.replies = [{ status: 201, body: {} }, { status: 201, body: {} }];
    try {
      for (const path of ['bookings/b1/documents', '/v1/bookings/b1/documents']) {
        await apiClient.post(path, {});
        await uploadFile(path, new FormData());
      }
    } finally {
      fakeXhr.restore();
    }
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual(fetched);
    expect(new Set(fetched)).toEqual(new Set(['http://api.test/v1/bookings/b1/documents']));
  });
});

describe('headers', () => {
  it('are the same on a JSON call and an upload, and an upload sets no Content-Type of its own', async () => {
    sessionStore.set(makeSession());
    const fetched: Headers[] = [];
    configureAuth({ fetch: (async (_: RequestInfo | URL, init: RequestInit = {}) => { fetched.push(new Headers(init.headers)); return jsonResponse(200, {}); }) as typeof fetch });
    fakeXhr.install();
    FakeXhr.replies = [{ status: 201, body: {} }];
    try {
      await apiClient.post('/bookings/b1/documents', {});
      await uploadFile('/bookings/b1/documents', new FormData());
    } finally {
      fakeXhr.restore();
    }
    const json = Object.fromEntries(fetched[0]!.entries());
    expect(json).toMatchObject({ accept: 'application/json', authorization: `Bearer ${sessionStore.get()?.accessToken}`, 'x-public-key': 'pk-1', 'content-type': 'application/json' });
    expect(json['x-timezone']).toBeTruthy();
    const { 'content-type': _jsonType, ...rest } = json;
    expect(FakeXhr.sent[0]?.headers).toEqual(rest);
  });
});

describe('buildQuery', () => {
  it('drops empty values, repeats arrays and writes dates as ISO strings', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(buildQuery({ a: undefined, b: null, c: '', d: 0, e: ['x', 'y'], f: at })).toBe('?d=0&e=x&e=y&f=2026-01-02T03%3A04%3A05.000Z');
    expect(buildQuery({ a: '' })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('toApiError', () => {
  it('reads the server error body', async () => {
    const error = await toApiError(jsonResponse(409, { code: 'CONFLICT', message: 'Taken', details: { field: 'email' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Taken', details: { field: 'email' }, status: 409 });
  });

  it.each([
    ['a JSON body of another shape', jsonResponse(500, { error: 'boom' })],
    ['broken JSON', new Response('{', { status: 500, headers: { 'content-type': 'application/json' } })],
    ['a non-JSON body', new Response('<html>', { status: 500, headers: { 'content-type': 'text/html' } })],
  ])('falls back to the status for %s', async (_, response) => {
    expect(await toApiError(response)).toMatchObject({ code: 'HTTP_500', message: 'HTTP 500', details: null, status: 500 });
  });

  it('names a bare 401 UNAUTHORIZED and keeps the status text', async () => {
    expect(await toApiError(new Response(null, { status: 401, statusText: 'Unauthorized' }))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized', status: 401 });
  });
});
