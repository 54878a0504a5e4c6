import type { LoginBody, LoginResponse, TokenPair, TwoFaChallenge, TwoFaSendBody } from '@freightdeck/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { AppError, errors, type AppErrorCode } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail';
import type { SignInLimiter } from '../rate-limit';
import { userRepository, type UserRow } from '../users';
import { createRequestContextReader } from './request-context';
import { sessionRepository, type SessionRow } from './session-repository';
import type { TokenSigner } from './tokens';
import { tokenPair } from './tokens';
import type { TotpVerifier } from './totp-verifier';
import { challengeOf, checkChallenge, issueChallenge, loginBinding } from './two-fa';

/**
 * Two tabs refreshing with the same token within this window both succeed
 * (docs/product/sessions.md#tokens).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  signer: TokenSigner;
  now: Clock;
  signInLimiter: SignInLimiter;
  totp: TotpVerifier;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, mailer, signer, now, signInLimiter, totp }: AuthServiceDeps) {
  const refreshExpiry = () => new Date(now().getTime() + config.refreshTokenTtlSeconds * 1000);

  async function issuePair(tx: Executor, session: SessionRow, refreshToken: string): Promise<TokenPair> {
    const profile = await userRepository.accessProfile(tx, session.userId);
    const access = await signer.signAccessToken({ userId: session.userId, sessionId: session.id, organizations: profile.organizations, impersonatedById: session.impersonatedById });
    return tokenPair(access, { token: refreshToken, expiresAt: session.expiresAt }, session.publicKey);
  }

  /** A new session (a device, or an impersonation) and its first token pair. */
  async function startSession(tx: Executor, user: UserRow, impersonatedById: string | null = null): Promise<{ session: SessionRow; tokens: TokenPair }> {
    const refreshToken = randomToken();
    const session = await sessionRepository.insert(tx, { userId: user.id, refreshTokenHash: sha256(refreshToken), publicKey: randomToken(), expiresAt: refreshExpiry(), impersonatedById });
    return { session, tokens: await issuePair(tx, session, refreshToken) };
  }

  async function signInSession(tx: Executor, user: UserRow): Promise<TokenPair> {
    const { session, tokens } = await startSession(tx, user);
    await audit(tx, { actorId: user.id, action: 'auth.login', subjectType: 'session', subjectId: session.id });
    return tokens;
  }

  /** Only ACTIVE users with a matching password; unknown e-mails cost the same argon2 time. */
  async function checkCredentials(body: LoginBody): Promise<UserRow> {
    const user = await userRepository.findByEmail(db, body.email);
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!user || !valid || user.status !== 'ACTIVE') throw errors.unauthorized('INVALID_CREDENTIAL');
    return user;
  }

  /** Counts a failed attempt against the sign-in limits, then fails. */
  async function failSignIn(email: string, ip: string, error: AppError): Promise<never> {
    await signInLimiter.failed(email, ip);
    throw error;
  }

  async function completeTwoFa(user: UserRow, token: string, code: string, ip: string): Promise<TokenPair> {
    // The authenticator code is checked (and recorded as used) before the transaction: the
    // record lives in the rate-limit store, which may be this same database.
    const totpAccepted = totp.inUse(user) ? await totp.accept(user, code) : false;
    // The verdict is committed (a wrong try counts) before the error is thrown.
    const outcome = await db.transaction(async (tx): Promise<TokenPair | AppErrorCode> => {
      const failure = await checkChallenge(tx, user, token, code, { purpose: 'LOGIN', binding: loginBinding(user), now: now(), totpAccepted });
      return failure ?? signInSession(tx, user);
    });
    if (typeof outcome === 'string') return failSignIn(user.email, ip, errors.unauthorized(outcome));
    return outcome;
  }

  return {
    /**
     * Signs in. Sign-in limits (per account and address) are checked first and only failures
     * count; a user with two-factor on gets a challenge, then repeats with the code.
     */
    async login(body: LoginBody, twoFa: { token?: string; code?: string }, ip: string): Promise<LoginResponse> {
      // This attempt is counted before the password is checked (atomic, docs/adr/017-hardening.md#sign-in-limit)…
      await signInLimiter.reserve(body.email, ip);
      const user = await checkCredentials(body);
      // …and taken back once the password is proven: only failures count.
      await signInLimiter.release(body.email, ip);
      let tokens: TokenPair;
      if (!user.twoFaEnabled) {
        tokens = await db.transaction((tx) => signInSession(tx, user));
      } else if (twoFa.token || twoFa.code) {
        if (!twoFa.token || !twoFa.code) return failSignIn(body.email, ip, errors.unauthorized('INVALID_TWO_FA_TOKEN'));
        tokens = await completeTwoFa(user, twoFa.token, twoFa.code, ip);
      } else {
        // The password was just proven: a fresh challenge every time, no cooldown.
        const issued = await db.transaction((tx) => issueChallenge(tx, user, { purpose: 'LOGIN', method: totp.inUse(user) ? 'TOTP' : 'EMAIL', binding: loginBinding(user), enforceCooldown: false, publicUrl: config.publicUrl, now: now() }));
        if (issued.mail) await mailer.send(issued.mail);
        return { tokens: null, twoFa: issued.challenge };
      }
      await signInLimiter.succeeded(body.email, ip);
      return { tokens, twoFa: null };
    },

    /**
     * A new token and code for a pending two-factor check (resend), at most once a minute.
     * The new challenge keeps the purpose and binding of the one it replaces (a sign-in, or a
     * security change of one session). Authenticator-app users get nothing sent: 401
     * INVALID_TWO_FA_TOKEN with a message saying so (the modal shows no Resend for them).
     */
    async sendTwoFa(body: TwoFaSendBody): Promise<TwoFaChallenge> {
      const issued = await db.transaction(async (tx) => {
        const user = await userRepository.findById(tx, body.userId);
        if (!user || user.status !== 'ACTIVE' || !user.twoFaEnabled) throw errors.unauthorized('INVALID_TWO_FA_TOKEN');
        if (totp.inUse(user)) {
          throw new AppError(401, 'INVALID_TWO_FA_TOKEN', 'This account confirms with an authenticator app: enter the code the app shows, no code is sent by e-mail');
        }
        const replaced = body.token ? await challengeOf(tx, body.token, user.id) : undefined;
        if (body.token && !replaced) throw errors.unauthorized('INVALID_TWO_FA_TOKEN');
        const purpose = replaced?.purpose ?? 'LOGIN';
        const binding = replaced?.loginBinding ?? loginBinding(user);
        return issueChallenge(tx, user, { purpose, method: 'EMAIL', binding, enforceCooldown: true, publicUrl: config.publicUrl, now: now() });
      });
      if (issued.mail) await mailer.send(issued.mail);
      return issued.challenge;
    },

    /**
     * Rotates the refresh token. Every token rotated away stays known as a member of its
     * session's family: presenting one again revokes the whole session (theft detection,
     * docs/adr/017-hardening.md#refresh-token-families), except the last one within the grace,
     * which yields the same successor pair (two tabs refreshing at once).
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const hash = sha256(refreshToken);
      const outcome = await db.transaction(async (tx): Promise<TokenPair | 'revoked' | 'invalid'> => {
        const at = now();
        const current = await sessionRepository.findByTokenHashForUpdate(tx, 'current', hash);
        if (current) {
          if (current.revokedAt || current.expiresAt <= at) return 'invalid';
          const next = signer.nextRefreshToken(refreshToken);
          const values = { refreshTokenHash: sha256(next), previousTokenHash: hash, rotatedAt: at, expiresAt: refreshExpiry() };
          await sessionRepository.update(tx, current.id, values);
          await sessionRepository.addSpent(tx, current.id, hash, at);
          return issuePair(tx, { ...current, ...values }, next);
        }
        const previous = await sessionRepository.findByTokenHashForUpdate(tx, 'previous', hash);
        if (previous && !previous.revokedAt && previous.expiresAt > at) {
          const sinceRotation = (at.getTime() - (previous.rotatedAt?.getTime() ?? 0)) / 1000;
          const successor = signer.nextRefreshToken(refreshToken);
          if (sinceRotation <= REFRESH_REUSE_GRACE_SECONDS && sha256(successor) === previous.refreshTokenHash) {
            return issuePair(tx, previous, successor);
          }
        }
        const family = previous ?? (await sessionRepository.findBySpentHashForUpdate(tx, hash));
        if (!family) return 'invalid';
        if (!family.revokedAt) {
          await sessionRepository.update(tx, family.id, { revokedAt: at, revokeReason: 'REFRESH_TOKEN_REUSED' });
          await audit(tx, { actorId: null, action: 'auth.session.revoke', subjectType: 'session', subjectId: family.id, data: { reason: 'REFRESH_TOKEN_REUSED' } });
        }
        return 'revoked';
      });
      if (typeof outcome === 'string') throw errors.unauthorized('INVALID_REFRESH_TOKEN');
      return outcome;
    },

    /** Revokes the session the refresh token belongs to; an unknown token is not an error. */
    async logout(refreshToken: string): Promise<void> {
      const hash = sha256(refreshToken);
      await db.transaction(async (tx) => {
        const session = (await sessionRepository.findByTokenHashForUpdate(tx, 'current', hash)) ?? (await sessionRepository.findByTokenHashForUpdate(tx, 'previous', hash));
        if (!session || session.revokedAt) return;
        await sessionRepository.update(tx, session.id, { revokedAt: now(), revokeReason: 'LOGOUT' });
        await audit(tx, { actorId: session.userId, action: 'auth.logout', subjectType: 'session', subjectId: session.id });
      });
    },

    /** The session behind an access token, if it is still live and bound to this public key. */
    /** The caller behind an access token, in one statement (plugins/auth.ts runs it on every call). */
    requestContext: createRequestContextReader(db, now),

    startSession,
    issuePair,
  };
}

