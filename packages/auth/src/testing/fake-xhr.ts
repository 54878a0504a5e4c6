export type Reply = { status: number; body?: unknown; contentType?: string };

/** A scripted XMLHttpRequest: each request answers the next reply after reporting progress. */
export class FakeXhr {
  static replies: Reply[] = [];
  static sent: FakeXhr[] = [];
  static hold = false;
  /** Set to fail the next request as the network would (its `error` event). */
  static networkDown = false;
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

  static reset() {
    FakeXhr.replies = [];
    FakeXhr.sent = [];
    FakeXhr.hold = false;
    FakeXhr.networkDown = false;
  }

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
    if (FakeXhr.networkDown) {
      this.onerror?.();
      return;
    }
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

/** Puts FakeXhr in place of XMLHttpRequest for a test file (call in beforeEach / afterAll). */
export const fakeXhr = {
  install() {
    FakeXhr.reset();
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  },
  restore() {
    globalThis.XMLHttpRequest = realXhr;
  },
};
