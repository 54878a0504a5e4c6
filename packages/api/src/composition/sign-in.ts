import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { createSecretBox } from '../lib/secret-box';
import type { Mailer } from '../mail';
import { createAccountService } from '../modules/account';
import { createDatabaseRateLimitStore, createForgotPasswordLimiter, createRedisRateLimitStore, createSignInLimiter, type RateLimitStore } from '../modules/rate-limit';
import { createSecurityService } from '../modules/security';
import { createAuthService, createImpersonationService, createTokenSigner, createTotpVerifier } from '../modules/auth';
import { resolveJwtSecret } from '../modules/settings';
import { createInvitationService } from '../modules/users';

export interface SignInServicesDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Tests may pass a store; otherwise Redis when REDIS_URL is set, else the database. */
  rateLimitStore?: RateLimitStore;
}

/** Sessions, sign-in, account links, security settings and impersonation, wired once. */
export async function createSignInServices({ config, db, mailer, now, log, rateLimitStore }: SignInServicesDeps) {
  const secret = await resolveJwtSecret(config, db);
  const signer = createTokenSigner(secret, config.accessTokenTtlSeconds, now);
  const rateLimits = rateLimitStore ?? (config.redisUrl ? await createRedisRateLimitStore(config.redisUrl) : createDatabaseRateLimitStore(db, now));
  // TOTP secrets are sealed under a key derived from the signing secret (docs/adr/007-sign-in-security.md).
  const secretBox = createSecretBox(secret, 'totp-secret');
  const totp = createTotpVerifier({ secretBox, store: rateLimits, now });
  const auth = createAuthService({ db, config, mailer, signer, now, signInLimiter: createSignInLimiter(rateLimits, now), totp });
  return {
    signer,
    rateLimits,
    auth,
    impersonation: createImpersonationService({ db, auth, now }),
    security: createSecurityService({ db, config, mailer, now, totp, secretBox }),
    account: createAccountService({ db, mailer, publicUrl: config.publicUrl, now, forgotLimiter: createForgotPasswordLimiter(rateLimits, now), log }),
    invitations: createInvitationService({ db, mailer, publicUrl: config.publicUrl, now }),
  };
}
