import { isApiErrorBody, PUBLIC_KEY_HEADER, TIME_ZONE_HEADER } from '@freightdeck/contracts';
import { ApiError } from './api-error';
import { authConfig } from './config';
import type { Session } from './session-store';

export type QueryParams = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type ResponseType = 'json' | 'blob' | 'text';

/** One call to the API as its caller describes it: the transport adds the URL's base and the credentials. */
export interface ApiRequest {
  method: Method;
  path: string;
  query?: QueryParams;
  headers?: Record<string, string>;
  /**
   * Already encoded: a JSON string, or a FormData whose multipart type the browser sets. What
   * both fetch and XMLHttpRequest send, and never a stream, so a retry can send it again.
   */
  body?: XMLHttpRequestBodyInit;
  signal?: AbortSignal;
}

export interface CarrierInit {
  method: Method;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit;
  signal?: AbortSignal;
}

/**
 * How the bytes travel: `fetch` for JSON calls, XMLHttpRequest for uploads (the only way to
 * see upload progress). A carrier resolves with the answer as a `Response` whatever the
 * status, throws on a network failure, and throws an `AbortError` when its signal aborts.
 */
export type Carrier = (url: string, init: CarrierInit) => Promise<Response>;

/** The configured `fetch` (the dev shell swaps in canned answers). */
export const fetchCarrier: Carrier = (url, init) => authConfig().fetch(url, init);

/** Empty, null or undefined query parameters are dropped; an array repeats its key. */
export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's URL of `path`: under `/v1` (added unless the path already starts with it) and the configured base. */
export function apiUrl(path: string, query?: QueryParams): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefixed = clean === '/v1' || clean.startsWith('/v1/') ? clean : `/v1${clean}`;
  return `${authConfig().baseUrl}${prefixed}${buildQuery(query)}`;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every call says its time zone; a signed-in call adds the bearer token and the session's public key. */
function headersFor(request: ApiRequest, session: Session | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [TIME_ZONE_HEADER]: timeZone(), ...request.headers };
  if (session) {
    headers.Authorization = `Bearer ${session.accessToken}`;
    headers[PUBLIC_KEY_HEADER] = session.publicKey;
  }
  return headers;
}

/** `body` as JSON, with its Content-Type; no body at all when it is undefined. */
export function jsonRequest(method: Method, path: string, body: unknown, opts: Omit<ApiRequest, 'method' | 'path' | 'body'> = {}): ApiRequest {
  if (body === undefined) return { method, path, ...opts };
  return { method, path, ...opts, headers: { ...opts.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Sends one request with `session`'s credentials (none when null); a network failure becomes NETWORK_ERROR. */
export async function send(carrier: Carrier, request: ApiRequest, session: Session | null): Promise<Response> {
  const init: CarrierInit = { method: request.method, headers: headersFor(request, session), body: request.body, signal: request.signal };
  try {
    return await carrier(apiUrl(request.path, request.query), init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', (error as Error)?.message || 'Network error', null, 0);
  }
}

/** A failed answer as an ApiError: the server's `{ code, message, details }`, else the status and its text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      const body: unknown = await response.json();
      if (isApiErrorBody(body)) return new ApiError(body.code, body.message, body.details ?? null, response.status);
    } catch {
      // fall through to the status text
    }
  }
  const code = response.status === 401 ? 'UNAUTHORIZED' : `HTTP_${response.status}`;
  return new ApiError(code, response.statusText || `HTTP ${response.status}`, null, response.status);
}

/** A successful answer's body (JSON by default; an empty body is undefined), or its failure thrown as an ApiError. */
export async function readAnswer(response: Response, responseType: ResponseType = 'json'): Promise<unknown> {
  if (!response.ok) throw await toApiError(response);
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  return JSON.parse(text);
}
