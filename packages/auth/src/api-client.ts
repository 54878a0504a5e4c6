import { isApiErrorBody, PUBLIC_KEY_HEADER, TIME_ZONE_HEADER, type TokenPair } from '@freightdeck/contracts';
import { ApiError } from './api-error';
import { authConfig } from './config';
import { sessionStore, type Session } from './session-store';
import { withRefreshLock } from './refresh-lock';
import { hasExpired } from './token';

export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  query?: QueryParams;
  headers?: Record<string, string>;
  /** `false` for the calls spec §7 marks "no auth": no bearer token, no refresh. */
  auth?: boolean;
  /** `blob` for raw files (booking documents), `text` for plain text. Default JSON. */
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Spec §5: empty, null or undefined query parameters are dropped; arrays repeat the key. */
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

function url(path: string, query?: QueryParams): string {
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

async function toApiError(response: Response): Promise<ApiError> {
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

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  return JSON.parse(text);
}

async function send(method: Method, path: string, body: unknown, opts: RequestOptions, session: Session | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', [TIME_ZONE_HEADER]: timeZone(), ...opts.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) {
    headers.Authorization = `Bearer ${session.accessToken}`;
    headers[PUBLIC_KEY_HEADER] = session.publicKey;
  }
  try {
    return await authConfig().fetch(url(path, opts.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', (error as Error)?.message || 'Network error', null, 0);
  }
}

// ---- refresh: one at a time in this tab (a shared promise) and across tabs (a lock) ----

let refreshing: Promise<Session> | null = null;

/**
 * The refresh answers a bare token pair (`TokenPairSchema`); only login wraps its pair as
 * `{ tokens }`, and login stores its tokens itself.
 */
function tokensFrom(body: unknown): TokenPair | null {
  const b = body as Partial<TokenPair> | null | undefined;
  return b && typeof b.accessToken === 'string' ? (b as TokenPair) : null;
}

const notSignedIn = () => new ApiError('UNAUTHORIZED', 'Not signed in', null, 401);

async function refreshUnderLock(stale: Session): Promise<Session> {
  // Another tab may have refreshed while this one waited for the lock: use its tokens rather
  // than spend the (now rotated) refresh token again, which would revoke the session.
  const latest = sessionStore.reload();
  if (!latest) throw notSignedIn();
  if (latest.refreshToken !== stale.refreshToken && !hasExpired(latest.accessTokenExpireAt)) return latest;
  if (hasExpired(latest.refreshTokenExpireAt)) {
    sessionStore.clear('expired');
    throw new ApiError('INVALID_REFRESH_TOKEN', 'Session expired', null, 401);
  }
  const response = await send('POST', '/auth/token/refresh', { refreshToken: latest.refreshToken }, {}, null);
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.code === 'INVALID_REFRESH_TOKEN' || error.status === 401) {
      // Spec §4: the session ends, unless another tab rotated the token meanwhile.
      const newer = sessionStore.reload();
      if (newer && newer.refreshToken !== latest.refreshToken) return newer;
      sessionStore.clear('expired');
    }
    throw error;
  }
  const tokens = tokensFrom(await readBody(response, 'json'));
  if (!tokens) throw new ApiError('INVALID_RESPONSE', 'Refresh returned no tokens', null, response.status);
  // Signed out (here or in another tab) while the refresh was under way: stay signed out.
  if (sessionStore.get() === null) throw notSignedIn();
  sessionStore.set(tokens);
  return tokens;
}

/**
 * Refreshes the session once, however many callers in this tab ask at the same time, and
 * never while another tab refreshes (`withRefreshLock`). `stale` is the session the caller
 * found wanting; when another tab has already replaced it, its tokens are used as they are.
 */
export function refreshSession(stale: Session | null = sessionStore.get()): Promise<Session> {
  if (!stale) return Promise.reject(notSignedIn());
  refreshing ??= withRefreshLock(() => refreshUnderLock(stale)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The session to call with, refreshed first when its access token has expired (spec §4). */
export async function validSession(): Promise<Session | null> {
  if (refreshing) return refreshing.catch(() => sessionStore.get());
  const session = sessionStore.get();
  if (!session) return null;
  if (hasExpired(session.refreshTokenExpireAt)) {
    sessionStore.clear('expired');
    return null;
  }
  if (hasExpired(session.accessTokenExpireAt)) return refreshSession(session).catch(() => sessionStore.get());
  return session;
}

async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth !== false;
  const session = useAuth ? await validSession() : null;
  let response = await send(method, path, body, opts, session);
  if (!response.ok) {
    let error = await toApiError(response);
    const unauthorized = error.status === 401 || error.code === 'INVALID_ACCESS_TOKEN';
    if (unauthorized && session) {
      // Spec §4: refresh, then retry once; a failed refresh surfaces its own error.
      const fresh = await refreshSession(session);
      response = await send(method, path, body, opts, fresh);
      if (response.ok) return (await readBody(response, opts.responseType)) as T;
      error = await toApiError(response);
    }
    throw error;
  }
  return (await readBody(response, opts.responseType)) as T;
}

export const apiClient = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

export type ApiClient = typeof apiClient;
