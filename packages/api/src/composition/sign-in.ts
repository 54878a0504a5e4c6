import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { createSecretBox } from '../lib/secret-box';
import type { Mailer } from '../mail';
import { createAccountService } from '../modules/account/service';
import { createDatabaseRateLimitStore } from '../modules/rate-limit/database-store';
import { createRedisRateLimitStore } from '../modules/rate-limit/redis-store';
import { createForgotPasswordLimiter, createSignInLimiter } from '../modules/rate-limit/sign-in-limiter';
import type { RateLimitStore } from '../modules/rate-limit/store';
import { createSecurityService } from '../modules/security/service';
import { createTotpVerifier } from '../modules/auth/totp-verifier';
import { resolveJwtSecret } from '../modules/settings/jwt-secret';
import { createInvitationService } from '../modules/users/invitation-service';
import { createImpersonationService } from '../modules/auth/impersonation-service';
import { createAuthService } from '../modules/auth/service';
import { createTokenSigner } from '../modules/auth/tokens';

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
