import type { AccessTokenClaims } from '@freightdeck/contracts';

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The access token's claims (its middle part decodes as JSON: docs/product/sessions.md#tokens). Not
 * verified: the browser only reads what the server signed; the server checks the signature on every
 * call.
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Partial<AccessTokenClaims>;
    return {
      sub: String(claims.sub ?? ''),
      sid: String(claims.sid ?? ''),
      organizations: Array.isArray(claims.organizations) ? claims.organizations : [],
      impersonatedById: claims.impersonatedById ?? null,
      exp: Number(claims.exp ?? 0),
      iat: Number(claims.iat ?? 0),
    };
  } catch {
    return null;
  }
}

/** Whether an ISO date string lies in the past (a missing or unreadable date counts as past). */
export function hasExpired(expireAt: string | undefined, now = Date.now()): boolean {
  const at = expireAt ? Date.parse(expireAt) : Number.NaN;
  return Number.isNaN(at) || at <= now;
}
