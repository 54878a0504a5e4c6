import type { LoginBody, LoginResponse, TokenPair, TwoFaChallenge, TwoFaSendBody } from '@freightdeck/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors, type AppErrorCode } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail';
import { userRepository, type UserRow } from '../users/repository';
import { sessionRepository, type SessionRow } from './session-repository';
import type { TokenSigner } from './tokens';
import { tokenPair } from './tokens';
import { challengeBelongsTo, checkChallenge, issueChallenge } from './two-fa';

/** Two tabs refreshing with the same token within this window both succeed (DESIGN.md §4). */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  signer: TokenSigner;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, mailer, signer }: AuthServiceDeps) {
  const refreshExpiry = () => new Date(Date.now() + config.refreshTokenTtlSeconds * 1000);

  async function issuePair(tx: Executor, session: SessionRow, refreshToken: string): Promise<TokenPair> {
    const profile = await userRepository.accessProfile(tx, session.userId);
    const access = await signer.signAccessToken({ userId: session.userId, sessionId: session.id, organizations: profile.organizations, impersonatedById: session.impersonatedById });
    return tokenPair(access, { token: refreshToken, expiresAt: session.expiresAt }, session.publicKey);
  }

  async function startSession(tx: Executor, user: UserRow): Promise<TokenPair> {
    const refreshToken = randomToken();
    const session = await sessionRepository.insert(tx, { userId: user.id, refreshTokenHash: sha256(refreshToken), publicKey: randomToken(), expiresAt: refreshExpiry() });
    await audit(tx, { actorId: user.id, action: 'auth.login', subjectType: 'session', subjectId: session.id });
    return issuePair(tx, session, refreshToken);
  }

  /** Only ACTIVE users with a matching password; unknown e-mails cost the same argon2 time. */
  async function checkCredentials(body: LoginBody): Promise<UserRow> {
    const user = await userRepository.findByEmail(db, body.email);
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!user || !valid || user.status !== 'ACTIVE') throw errors.unauthorized('INVALID_CREDENTIAL');
    return user;
  }

  return {
    async login(body: LoginBody, twoFa: { token?: string; code?: string }): Promise<LoginResponse> {
      const user = await checkCredentials(body);
      if (!user.twoFaEnabled) return { tokens: await db.transaction((tx) => startSession(tx, user)), twoFa: null };

      if (twoFa.token || twoFa.code) {
        if (!twoFa.token || !twoFa.code) throw errors.unauthorized('INVALID_TWO_FA_TOKEN');
        const { token, code } = twoFa;
        // The verdict is committed (a wrong try counts) before the error is thrown.
        const outcome = await db.transaction(async (tx): Promise<TokenPair | AppErrorCode> => {
          const failure = await checkChallenge(tx, user, token, code);
          return failure ?? startSession(tx, user);
        });
        if (typeof outcome === 'string') throw errors.unauthorized(outcome);
        return { tokens: outcome, twoFa: null };
      }

      const issued = await db.transaction((tx) => issueChallenge(tx, user, config.publicUrl, { enforceCooldown: false }));
      await mailer.send(issued.mail);
      return { tokens: null, twoFa: issued.challenge };
    },

    /** A new token and code for a pending two-factor sign-in (resend), at most once a minute. */
    async sendTwoFa(body: TwoFaSendBody): Promise<TwoFaChallenge> {
      const issued = await db.transaction(async (tx) => {
        const user = await userRepository.findById(tx, body.userId);
        if (!user || user.status !== 'ACTIVE' || !user.twoFaEnabled) throw errors.unauthorized('INVALID_TWO_FA_TOKEN');
        if (body.token && !(await challengeBelongsTo(tx, body.token, user.id))) throw errors.unauthorized('INVALID_TWO_FA_TOKEN');
        return issueChallenge(tx, user, config.publicUrl, { enforceCooldown: true });
      });
      await mailer.send(issued.mail);
      return issued.challenge;
    },

    /**
     * Rotates the refresh token. A token already rotated away revokes its whole session
     * (theft detection), except within the grace, where it yields the same successor pair.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const hash = sha256(refreshToken);
      const outcome = await db.transaction(async (tx): Promise<TokenPair | 'revoked' | 'invalid'> => {
        const now = new Date();
        const current = await sessionRepository.findByTokenHashForUpdate(tx, 'current', hash);
        if (current) {
          if (current.revokedAt || current.expiresAt <= now) return 'invalid';
          const next = signer.nextRefreshToken(refreshToken);
          const values = { refreshTokenHash: sha256(next), previousTokenHash: hash, rotatedAt: now, expiresAt: refreshExpiry() };
          await sessionRepository.update(tx, current.id, values);
          return issuePair(tx, { ...current, ...values }, next);
        }
        const previous = await sessionRepository.findByTokenHashForUpdate(tx, 'previous', hash);
        if (!previous || previous.revokedAt || previous.expiresAt <= now) return 'invalid';
        const sinceRotation = (now.getTime() - (previous.rotatedAt?.getTime() ?? 0)) / 1000;
        const successor = signer.nextRefreshToken(refreshToken);
        if (sinceRotation <= REFRESH_REUSE_GRACE_SECONDS && sha256(successor) === previous.refreshTokenHash) {
          return issuePair(tx, previous, successor);
        }
        await sessionRepository.update(tx, previous.id, { revokedAt: now, revokeReason: 'REFRESH_TOKEN_REUSED' });
        await audit(tx, { actorId: null, action: 'auth.session.revoke', subjectType: 'session', subjectId: previous.id, data: { reason: 'REFRESH_TOKEN_REUSED' } });
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
        await sessionRepository.update(tx, session.id, { revokedAt: new Date(), revokeReason: 'LOGOUT' });
        await audit(tx, { actorId: session.userId, action: 'auth.logout', subjectType: 'session', subjectId: session.id });
      });
    },

    /** The session behind an access token, if it is still live and bound to this public key. */
    findLiveSession: async (sessionId: string): Promise<SessionRow | undefined> => {
      const session = await sessionRepository.findById(db, sessionId);
      if (!session || session.revokedAt || session.expiresAt <= new Date()) return undefined;
      return session;
    },
  };
}

