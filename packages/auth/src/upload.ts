import { isApiErrorBody, PUBLIC_KEY_HEADER, TIME_ZONE_HEADER } from '@freightdeck/contracts';
import { refreshSession, validSession } from './api-client';
import { ApiError } from './api-error';
import { authConfig } from './config';
import type { Session } from './session-store';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…1; 0 while the size is unknown. */
  fraction: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  statusText: string;
  contentType: string;
  text: string;
}

function uploadUrl(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefixed = clean === '/v1' || clean.startsWith('/v1/') ? clean : `/v1${clean}`;
  return `${authConfig().baseUrl}${prefixed}`;
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * One XMLHttpRequest: fetch cannot report upload progress, which a 20 MB document needs.
 * The browser sets the multipart Content-Type (with its boundary) from the FormData.
 */
function send(path: string, body: FormData, session: Session | null, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', uploadUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(TIME_ZONE_HEADER, timeZone());
    if (session) {
      xhr.setRequestHeader('Authorization', `Bearer ${session.accessToken}`);
      xhr.setRequestHeader(PUBLIC_KEY_HEADER, session.publicKey);
    }
    xhr.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : 0;
      options.onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, contentType: xhr.getResponseHeader('content-type') ?? '', text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('NETWORK_ERROR', 'Network error', null, 0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/** The same reading of a failure as apiClient's: the server's `{ code, message, details }`, else the status. */
function toApiError(response: RawResponse): ApiError {
  if (response.contentType.includes('json')) {
    try {
      const body: unknown = JSON.parse(response.text);
      if (isApiErrorBody(body)) return new ApiError(body.code, body.message, body.details ?? null, response.status);
    } catch {
      // fall through to the status text
    }
  }
  const code = response.status === 401 ? 'UNAUTHORIZED' : `HTTP_${response.status}`;
  return new ApiError(code, response.statusText || `HTTP ${response.status}`, null, response.status);
}

const ok = (response: RawResponse) => response.status >= 200 && response.status < 300;
const bodyOf = <T>(response: RawResponse) => (response.text ? JSON.parse(response.text) : undefined) as T;


/**
 * POSTs a multipart form with upload progress, under the same rules as `apiClient`: the
 * session's bearer token and public key, and on a refused access token one refresh (shared
 * with every other caller) and one retry, which reports its progress from the start again.
 */
export async function uploadFile<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const session = await validSession();
  let response = await send(path, formData, session, options);
  if (ok(response)) return bodyOf<T>(response);
  let error = toApiError(response);
  if ((error.status === 401 || error.code === 'INVALID_ACCESS_TOKEN') && session) {
    const fresh = await refreshSession(session);
    response = await send(path, formData, fresh, options);
    if (ok(response)) return bodyOf<T>(response);
    error = toApiError(response);
  }
  throw error;
}
