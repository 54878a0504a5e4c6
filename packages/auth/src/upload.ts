import { callApi } from './call-api';
import type { Carrier } from './transport';

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

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

// Statuses whose Response may carry no body (the Fetch standard's "null body status").
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The XMLHttpRequest's answer as a Response, so it is read exactly as a fetch answer is. */
function responseOf(xhr: XMLHttpRequest): Response {
  const text = xhr.responseText;
  const type = xhr.getResponseHeader('content-type');
  return new Response(text && !NULL_BODY_STATUSES.has(xhr.status) ? text : null, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: type ? { 'content-type': type } : {},
  });
}

/**
 * Sends through XMLHttpRequest, because fetch cannot report upload progress, which a 20 MB
 * document needs. The browser sets the multipart Content-Type (with its boundary) from the
 * FormData. A retry reports its progress from the start again.
 */
function xhrCarrier(onProgress: UploadOptions['onProgress']): Carrier {
  return (url, init) => new Promise((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    xhr.onload = () => {
      done();
      try {
        resolve(responseOf(xhr));
      } catch {
        // No HTTP answer to read (status 0): as fetch would, a network failure.
        reject(new TypeError('Network error'));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    init.signal?.addEventListener('abort', onAbort);
    xhr.send(init.body ?? null);
  });
}

/**
 * POSTs a multipart form with upload progress, under the same transport and session rules as
 * `apiClient` (`callApi`): only the carrier differs.
 */
export function uploadFile<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  return callApi<T>(xhrCarrier(options.onProgress), { method: 'POST', path, body: formData, signal: options.signal });
}
