import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaimsSchema, type AccessTokenClaims, type OrganizationRef, type TokenPair } from '@freightdeck/contracts';
import { systemClock, type Clock } from '../../lib/clock';
import { hmacSha256 } from '../../lib/crypto';

export interface TokenSigner {
  signAccessToken(input: { userId: string; sessionId: string; organizations: OrganizationRef[]; impersonatedById: string | null }): Promise<{ token: string; expiresAt: Date }>;
  verifyAccessToken(token: string): Promise<AccessTokenClaims | null>;
  /**
   * The refresh token that follows `token`: HMAC-SHA-256 under the server secret. Presenting
   * the old token again within the grace yields the same successor, so two tabs refreshing at
   * once end up with one pair; without the secret the successor can't be guessed.
   */
  nextRefreshToken(token: string): string;
}

export function createTokenSigner(secret: Uint8Array, accessTokenTtlSeconds: number, now: Clock = systemClock): TokenSigner {
  return {
    async signAccessToken({ userId, sessionId, organizations, impersonatedById }) {
      const iat = Math.floor(now().getTime() / 1000);
      const exp = iat + accessTokenTtlSeconds;
      const token = await new SignJWT({ sid: sessionId, organizations, impersonatedById })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now() });
        const claims = AccessTokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
    nextRefreshToken(token) {
      return hmacSha256(secret, `refresh-token-successor:${token}`);
    },
  };
}

export function tokenPair(access: { token: string; expiresAt: Date }, refresh: { token: string; expiresAt: Date }, publicKey: string): TokenPair {
  return {
    accessToken: access.token,
    accessTokenExpireAt: access.expiresAt.toISOString(),
    refreshToken: refresh.token,
    refreshTokenExpireAt: refresh.expiresAt.toISOString(),
    publicKey,
  };
}
