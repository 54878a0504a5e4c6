import { RESET_PASSWORD_TTL_SECONDS, type ActivateBody, type Invitation, type ResetPasswordBody } from '@freightdeck/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors, type AppErrorCode } from '../../lib/app-error';
import { secondsFrom, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import type { Mailer, MailMessage } from '../../mail';
import { sessionRepository } from '../auth';
import type { ForgotPasswordLimiter } from '../rate-limit';
import { personName, userRepository, type UserRow, type UserTokenPurpose, userTokenRepository, type UserTokenRow } from '../users';
import { resetPasswordMail } from './mails';

export interface AccountServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
  forgotLimiter: ForgotPasswordLimiter;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const FAILURES = {
  RESET_PASSWORD: { invalid: 'INVALID_RESET_PASSWORD_TOKEN', expired: 'RESET_PASSWORD_TOKEN_EXPIRED' },
  ACTIVATION: { invalid: 'INVALID_ACTIVATION_TOKEN', expired: 'ACTIVATION_TOKEN_EXPIRED' },
} as const satisfies Record<UserTokenPurpose, { invalid: AppErrorCode; expired: AppErrorCode }>;

/** Which user status a link of each purpose is for: resets for ACTIVE users, invitations for INVITED ones. */
const STATUS_FOR: Record<UserTokenPurpose, UserRow['status']> = { RESET_PASSWORD: 'ACTIVE', ACTIVATION: 'INVITED' };

/**
 * A link's token and its user, or the catalogue code saying why not: unknown, spent or for a
 * user no longer in the right state → invalid; past its time → expired. 400, never 401 (these
 * pages are public: there is no session to refresh).
 */
async function resolveLink(tx: Executor, purpose: UserTokenPurpose, token: string, at: Date, lock: boolean): Promise<{ row: UserTokenRow; user: UserRow }> {
  const hash = sha256(token);
  const row = lock ? await userTokenRepository.findByHashForUpdate(tx, purpose, hash) : await userTokenRepository.findByHash(tx, purpose, hash);
  const user = row && !row.consumedAt ? await userRepository.findById(tx, row.userId) : undefined;
  if (!row || !user || user.status !== STATUS_FOR[purpose]) throw errors.badRequest(FAILURES[purpose].invalid);
  if (row.expiresAt <= at) throw errors.badRequest(FAILURES[purpose].expired);
  return { row, user };
}

export function createAccountService({ db, mailer, publicUrl, now, forgotLimiter, log }: AccountServiceDeps) {
  /**
   * The answer must not tell whether the address has an account, in content or in time: the
   * e-mail goes out after the reply (SMTP may take a while) and a failure is only logged.
   */
  const sendInBackground = (message: MailMessage) => {
    void mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'could not send the password reset e-mail'));
  };

  return {
    /** Always resolves (204): an e-mail goes out only for an ACTIVE account, at most 3 an hour. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const { mayMail } = await forgotLimiter.admit(email, ip);
      const user = await userRepository.findByEmail(db, email);
      if (!user || user.status !== 'ACTIVE' || !mayMail) return;
      const token = randomToken();
      await db.transaction(async (tx) => {
        const at = now();
        // One live link at a time: asking again voids the earlier e-mail's link.
        await userTokenRepository.consumeOpen(tx, user.id, 'RESET_PASSWORD', at);
        await userTokenRepository.insert(tx, { userId: user.id, purpose: 'RESET_PASSWORD', tokenHash: sha256(token), createdAt: at, expiresAt: secondsFrom(now, RESET_PASSWORD_TTL_SECONDS) });
        await audit(tx, { actorId: null, action: 'auth.password.reset-requested', subjectType: 'user', subjectId: user.id });
      });
      sendInBackground(resetPasswordMail(user, `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`));
    },

    /** Sets a new password from a reset link: single use, ends every session of the user. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const at = now();
        const { user } = await resolveLink(tx, 'RESET_PASSWORD', token, at, true);
        await userRepository.update(tx, user.id, { passwordHash, passwordChangedAt: at, updatedAt: at });
        await userTokenRepository.consumeOpen(tx, user.id, 'RESET_PASSWORD', at);
        const revoked = await sessionRepository.revokeAllForUser(tx, user.id, 'PASSWORD_RESET', at);
        await audit(tx, { actorId: user.id, action: 'auth.password.reset', subjectType: 'user', subjectId: user.id, data: { sessionsRevoked: revoked } });
      });
    },

    /** Whom an invitation link is for (the activation page shows it). */
    async getInvitation(token: string): Promise<Invitation> {
      const { row, user } = await resolveLink(db, 'ACTIVATION', token, now(), false);
      const profile = await userRepository.accessProfile(db, user.id);
      const inviter = row.createdById ? await userRepository.findById(db, row.createdById) : undefined;
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        organizationName: profile.organizations[0]?.name ?? null,
        invitedBy: inviter ? personName(inviter) : null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Activates an invited user: sets the password (and names, when given); the user then signs in. */
    async activate({ token, password, firstName, lastName }: ActivateBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const at = now();
        const { user } = await resolveLink(tx, 'ACTIVATION', token, at, true);
        await userRepository.update(tx, user.id, {
          passwordHash, status: 'ACTIVE', passwordChangedAt: at, updatedAt: at,
          ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}),
        });
        await userTokenRepository.consumeOpen(tx, user.id, 'ACTIVATION', at);
        await audit(tx, { actorId: user.id, action: 'user.activate', subjectType: 'user', subjectId: user.id });
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
