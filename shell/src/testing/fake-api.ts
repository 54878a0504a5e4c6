import { configureAuth } from '@freightdeck/auth';

export interface ApiCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown });

/** A fake API keyed by "METHOD /v1/path" (query ignored); anything else answers 404. */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  configureAuth({
    baseUrl: '',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: String(init.method ?? 'GET'),
        path: url.pathname,
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = typeof route === 'function' ? route(call) : route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found', details: null } };
      const status = answer.status ?? 200;
      if (answer.body === undefined) return new Response(null, { status });
      return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { calls, find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const refusal = (status: number, code: string) => ({ status, body: { code, message: code, details: null } });

const b64 = (v: unknown) => btoa(JSON.stringify(v));
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

export function tokenPair(claims: Record<string, unknown> = {}, refreshToken = 'r-new') {
  return {
    accessToken: `${b64({})}.${b64({ sub: 'u2', sid: 's2', organizations: [], impersonatedById: null, exp: 0, iat: 0, ...claims })}.sig`,
    accessTokenExpireAt: inMinutes(15),
    refreshToken,
    refreshTokenExpireAt: inMinutes(600),
    publicKey: 'pk-new',
  };
}
