import { configureAuth } from './config';
import { resetSessionStoreForTests, sessionStore } from './session-store';
import { expired, jsonResponse, makeSession } from './testing/tokens';
import { uploadFile, type UploadProgress } from './upload';

type Reply = { status: number; body?: unknown; contentType?: string };

/** A scripted XMLHttpRequest: each request answers the next reply after reporting progress. */
class FakeXhr {
  static replies: Reply[] = [];
  static sent: FakeXhr[] = [];
  static hold = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  private contentType = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    if (!FakeXhr.hold) queueMicrotask(() => this.answer());
  }
  abort() {
    this.onabort?.();
  }
  answer() {
    const reply = FakeXhr.replies.shift() ?? { status: 500 };
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    this.status = reply.status;
    this.contentType = reply.contentType ?? 'application/json';
    this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
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
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  FakeXhr.hold = false;
  fetchCalls = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  configureAuth({
    baseUrl: 'http://api.test',
    fetch: (async (input: RequestInfo | URL) => {
      fetchCalls.push(String(input));
      return jsonResponse(200, refreshed);
    }) as typeof fetch,
  });
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

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
});
