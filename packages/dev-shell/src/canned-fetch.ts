import { cannedReferenceBody, isCannedReferenceRequest } from './canned/canned-references';

/**
 * Canned API answers for a remote run alone: a map from `METHOD /v1/path` to the JSON body.
 * A key may use `:param` segments (`GET /v1/bookings/:id`); `reply(status, body)` answers
 * with another status; `answer(fn)` answers from the request (its query and JSON body), for a
 * canned answer that depends on what was asked (a search by route). The reference data (`GET /v1/references/hash` and the seven sets) is
 * answered from the dev shell's canned subset unless the map answers it. Anything else answers
 * 404 in the API's error shape.
 */
export interface CannedReply {
  readonly status: number;
  readonly body: unknown;
  readonly __canned: true;
}

export type CannedResponses = Readonly<Record<string, unknown>>;

export function reply(status: number, body: unknown): CannedReply {
  return { status, body, __canned: true };
}

/** What a canned handler sees of a request. */
export interface CannedRequest {
  readonly method: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  /** The JSON body, parsed (undefined without one or when it is not JSON). */
  readonly body: unknown;
}

export interface CannedHandler {
  readonly handle: (request: CannedRequest) => unknown;
  readonly __cannedHandler: true;
}

/** A canned answer worked out from the request: the handler returns a body, or a reply(status, body). */
export function answer(handle: (request: CannedRequest) => unknown): CannedHandler {
  return { handle, __cannedHandler: true };
}

function isCannedHandler(value: unknown): value is CannedHandler {
  return typeof value === 'object' && value !== null && (value as { __cannedHandler?: unknown }).__cannedHandler === true;
}

async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const raw = init?.body ?? (typeof input === 'object' && 'text' in input ? await input.clone().text() : undefined);
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isCannedReply(value: unknown): value is CannedReply {
  return typeof value === 'object' && value !== null && (value as { __canned?: unknown }).__canned === true;
}

function requestOf(input: RequestInfo | URL, init?: RequestInit): { method: string; pathname: string; query: URLSearchParams } {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  const parsed = new URL(url, 'http://dev-shell.invalid');
  return { method, pathname: parsed.pathname, query: parsed.searchParams };
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') ? got[i] !== '' : part === got[i]);
}

/** The canned entry answering a request, if any: an exact key first, then `:param` keys. */
export function findCanned(canned: CannedResponses, method: string, pathname: string): { found: boolean; value?: unknown } {
  const exact = `${method} ${pathname}`;
  if (Object.hasOwn(canned, exact)) return { found: true, value: canned[exact] };
  for (const [key, value] of Object.entries(canned)) {
    const [keyMethod, keyPath] = key.split(' ');
    if (keyMethod?.toUpperCase() === method && keyPath !== undefined && matches(keyPath, pathname)) {
      return { found: true, value };
    }
  }
  return { found: false };
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A `fetch` that answers from the canned map, for `configureAuth({ fetch })`. */
export function createCannedFetch(canned: CannedResponses): typeof fetch {
  return async (input, init) => {
    const { method, pathname, query } = requestOf(input, init);
    const { found, value: entry } = findCanned(canned, method, pathname);
    const value = isCannedHandler(entry) ? entry.handle({ method, pathname, query, body: await bodyOf(input, init) }) : entry;
    if (!found && isCannedReferenceRequest(method, pathname)) {
      const { body, etag } = await cannedReferenceBody(pathname);
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, no-cache' };
      if (etag) headers.etag = `"${etag}"`;
      return new Response(body, { status: 200, headers });
    }
    if (!found) {
      return json(404, { code: 'NOT_FOUND', message: `No canned response for ${method} ${pathname}`, details: null });
    }
    return isCannedReply(value) ? json(value.status, value.body) : json(200, value);
  };
}
