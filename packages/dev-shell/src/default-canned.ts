import type { Self, TokenPair } from '@freightdeck/contracts';
import { type CannedResponses, reply } from './canned-fetch';

const DAY = 24 * 60 * 60 * 1000;

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * A token pair whose access token decodes like the real one (docs/product/sessions.md#tokens),
 * unsigned: it only ever meets the canned fetch, never the API.
 */
export function fakeTokens(self: Pick<Self, 'id' | 'organizations'> | undefined, now = Date.now()): TokenPair {
  const claims = {
    sub: self?.id ?? 'dev-user',
    sid: 'dev-shell-session',
    organizations: self?.organizations ?? [],
    impersonatedById: null,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + DAY) / 1000),
  };
  return {
    accessToken: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.dev-shell`,
    accessTokenExpireAt: new Date(now + DAY).toISOString(),
    refreshToken: 'dev-shell-refresh-token',
    refreshTokenExpireAt: new Date(now + 30 * DAY).toISOString(),
    publicKey: 'dev-shell-public-key',
  };
}

/**
 * What every remote's canned map gets unless it answers these itself: signing in and out, so
 * the panel's "Sign in" also works against canned responses (as the user of `GET /v1/users/self`).
 */
export function defaultCanned(remoteCanned: CannedResponses): CannedResponses {
  const self = remoteCanned['GET /v1/users/self'] as Self | undefined;
  return {
    'POST /v1/auth/login': { tokens: fakeTokens(self), twoFa: null },
    'POST /v1/auth/token/refresh': fakeTokens(self),
    'POST /v1/auth/logout': reply(204, null),
  };
}
