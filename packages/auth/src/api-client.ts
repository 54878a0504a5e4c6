import { callApi } from './call-api';
import { fetchCarrier, jsonRequest, type Method, type QueryParams, type ResponseType } from './transport';

export interface RequestOptions {
  query?: QueryParams;
  headers?: Record<string, string>;
  /** `false` for the calls that take no credentials (sign-in, reset, reference data): no bearer token, no refresh. */
  auth?: boolean;
  /** `blob` for raw files (booking documents), `text` for plain text. Default JSON. */
  responseType?: ResponseType;
  signal?: AbortSignal;
}

/** A JSON call through `fetch`, under the session rules of `callApi`. */
function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const { query, headers, signal, auth, responseType } = opts;
  return callApi<T>(fetchCarrier, jsonRequest(method, path, body, { query, headers, signal }), { auth, responseType });
}

export const apiClient = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

export type ApiClient = typeof apiClient;
