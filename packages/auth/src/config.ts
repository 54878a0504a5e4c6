export interface AuthConfig {
  /** Origin (or path prefix) the API lives under; `/v1` is appended. Default: same origin. */
  baseUrl?: string;
  /** The dev shell swaps this for canned responses. */
  fetch?: typeof fetch;
}

const config: Required<AuthConfig> = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureAuth(options: AuthConfig): void {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.fetch !== undefined) config.fetch = options.fetch;
}

export function authConfig(): Readonly<Required<AuthConfig>> {
  return config;
}
