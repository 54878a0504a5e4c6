import type { Session } from '../session-store';

const b64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function makeAccessToken(claims: Record<string, unknown> = {}): string {
  return `${b64url({ alg: 'HS256' })}.${b64url({
    sub: 'u1', sid: 's1', organizations: [{ id: 'o1', name: 'Freightdeck', isPrimary: true }],
    impersonatedById: null, exp: 0, iat: 0, ...claims,
  })}.signature`;
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

export function makeSession(overrides: Partial<Session> = {}, claims: Record<string, unknown> = {}): Session {
  return {
    accessToken: makeAccessToken(claims),
    accessTokenExpireAt: inMinutes(15),
    refreshToken: 'refresh-1',
    refreshTokenExpireAt: inMinutes(60 * 24),
    publicKey: 'pk-1',
    ...overrides,
  };
}

export const expired = () => new Date(Date.now() - 1000).toISOString();

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
