import { z } from 'zod';
import { EmailSchema } from './common';

/**
 * Tokens (docs/product/sessions.md#tokens); expiries are ISO-8601 date strings
 * (docs/product/sessions.md#stored-session).
 */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  accessTokenExpireAt: z.string(),
  refreshToken: z.string(),
  refreshTokenExpireAt: z.string(),
  publicKey: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  // Not the password policy: any stored password must be able to sign in.
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TwoFaMethodSchema = z.enum(['EMAIL', 'TOTP']);
export type TwoFaMethod = z.infer<typeof TwoFaMethodSchema>;

/** What the client's two-factor modal needs (docs/product/sessions.md#two-factor). */
export const TwoFaChallengeSchema = z.object({
  userId: z.string(),
  token: z.string(),
  /** Masked e-mail address the code went to, e.g. `t***@nordic-fresh.test`. */
  email: z.string(),
  method: TwoFaMethodSchema,
});
export type TwoFaChallenge = z.infer<typeof TwoFaChallengeSchema>;

/** Either tokens, or — for a user with two-factor on — the challenge to answer. */
export const LoginResponseSchema = z.union([
  z.object({ tokens: TokenPairSchema, twoFa: z.null() }),
  z.object({ tokens: z.null(), twoFa: TwoFaChallengeSchema }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const LogoutBodySchema = RefreshBodySchema;

/**
 * The access token's payload (its middle part decodes as this JSON:
 * docs/product/sessions.md#tokens).
 */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), isPrimary: z.boolean() })),
  impersonatedById: z.string().nullable(),
  exp: z.number(),
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
