import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { SecurityPatchBody, SecurityPatchResponse, SecuritySettings, TotpEnrolment } from '@freightdeck/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { AppError, errors, type AppErrorCode } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { base32Encode, otpauthUrl } from '../../lib/totp';
import type { Mailer } from '../../mail';
import type { AuthContext } from '../../plugins/auth';
import { userRepository, type UserRow, userTokenRepository } from '../users';
import { checkChallenge, issueChallenge, securityBinding, sessionRepository, type TotpVerifier } from '../auth';

export interface SecurityServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Clock;
  totp: TotpVerifier;
  secretBox: SecretBox;
}

/** The issuer authenticator apps show next to the account. */
const TOTP_ISSUER = 'Freightdeck';

function settingsOf(user: UserRow): SecuritySettings {
  return {
    email: user.email,
    twoFaEnabled: user.twoFaEnabled,
    twoFaMethod: user.twoFaMethod,
    totpEnrolled: user.totpSecret !== null,
    passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
  };
}

/**
 * Failures of this signed-in call are 400, never 401: a 401 makes the browser refresh its session
 * and send the same request again (docs/product/sessions.md#refresh), which would count a wrong
 * code twice.
 */
const refuse = (code: AppErrorCode, message?: string) => new AppError(400, code, message);

interface Plan {
  passwordHash: string | null;
  twoFaEnabled: boolean;
  twoFaMethod: UserRow['twoFaMethod'];
  confirmTotp: boolean;
}

export function createSecurityService({ db, config, mailer, now, totp, secretBox }: SecurityServiceDeps) {
  async function activeUser(userId: string): Promise<UserRow> {
    const user = await userRepository.findById(db, userId);
    if (!user || user.status !== 'ACTIVE') throw errors.unauthorized('INVALID_ACCESS_TOKEN');
    return user;
  }

  /** What the body would change; INVALID_PASSWORD, NOTHING_TO_CHANGE and TOTP preconditions first. */
  async function plan(user: UserRow, body: SecurityPatchBody): Promise<Plan> {
    if (body.currentPassword !== undefined && !(user.passwordHash && (await verifyPassword(user.passwordHash, body.currentPassword)))) {
      throw refuse('INVALID_PASSWORD');
    }
    // The same password again is not a change.
    const newPassword = body.newPassword !== undefined && !(await verifyPassword(user.passwordHash ?? '', body.newPassword)) ? body.newPassword : null;
    const twoFaEnabled = body.twoFaEnabled ?? user.twoFaEnabled;
    const twoFaMethod = body.twoFaMethod ?? user.twoFaMethod;
    const confirmTotp = body.totpCode !== undefined;
    if (confirmTotp && !user.totpPendingSecret) {
      throw errors.validation([{ path: 'totpCode', message: 'Start the authenticator app set-up first (POST /v1/auth/security/totp)' }]);
    }
    if (twoFaMethod === 'TOTP' && !totp.inUse({ ...user, twoFaMethod }) && !confirmTotp) {
      throw errors.validation([{ path: 'totpCode', message: 'Enter the code your authenticator app shows to finish setting it up' }]);
    }
    // Checked without recording it as used: with two-factor on, the same code comes back with the confirmed request.
    if (confirmTotp && !(await totp.matchesPending(user, body.totpCode!))) throw refuse('INVALID_TWO_FA_TOKEN');
    const changes = newPassword !== null || twoFaEnabled !== user.twoFaEnabled || twoFaMethod !== user.twoFaMethod || confirmTotp;
    if (!changes) throw refuse('NOTHING_TO_CHANGE');
    return { passwordHash: newPassword === null ? null : await hashPassword(newPassword), twoFaEnabled, twoFaMethod, confirmTotp };
  }

  return {
    async get(userId: string): Promise<SecuritySettings> {
      return settingsOf(await activeUser(userId));
    },

    /**
     * PATCH /v1/auth/security. With two-factor on, a request without a valid X-2FA-Token /
     * X-2FA-Code changes nothing and answers a challenge (an e-mailed code, or for the app
     * method a challenge with nothing sent); the same request with the headers applies it.
     * A new password ends every other session of the user, not the current one.
     */
    async update(caller: AuthContext, body: SecurityPatchBody, twoFa: { token?: string; code?: string }): Promise<SecurityPatchResponse> {
      // Staff acting as a user never change that user's credentials.
      if (caller.impersonatedById) throw errors.forbidden();
      const user = await activeUser(caller.userId);
      const change = await plan(user, body);
      const binding = securityBinding(user, caller.sessionId);

      if (user.twoFaEnabled && !twoFa.token && !twoFa.code) {
        const issued = await db.transaction((tx) => issueChallenge(tx, user, { purpose: 'SECURITY', method: totp.inUse(user) ? 'TOTP' : 'EMAIL', binding, enforceCooldown: false, publicUrl: config.publicUrl, now: now() }));
        if (issued.mail) await mailer.send(issued.mail);
        return { settings: null, twoFa: issued.challenge };
      }
      if (user.twoFaEnabled && (!twoFa.token || !twoFa.code)) throw refuse('INVALID_TWO_FA_TOKEN');

      // Authenticator codes are recorded as used outside the transaction (the rate-limit store).
      const totpAccepted = user.twoFaEnabled && totp.inUse(user) ? await totp.accept(user, twoFa.code!) : false;
      if (change.confirmTotp && !(await totp.acceptPending(user, body.totpCode!))) throw refuse('INVALID_TWO_FA_TOKEN');

      const outcome = await db.transaction(async (tx): Promise<UserRow | AppErrorCode> => {
        const at = now();
        if (user.twoFaEnabled) {
          const failure = await checkChallenge(tx, user, twoFa.token!, twoFa.code!, { purpose: 'SECURITY', binding, now: at, totpAccepted });
          if (failure) return failure;
        }
        const values: Partial<UserRow> = { twoFaEnabled: change.twoFaEnabled, twoFaMethod: change.twoFaMethod, updatedAt: at };
        if (change.confirmTotp) Object.assign(values, { totpSecret: user.totpPendingSecret, totpPendingSecret: null });
        let sessionsRevoked = 0;
        if (change.passwordHash) {
          Object.assign(values, { passwordHash: change.passwordHash, passwordChangedAt: at });
          sessionsRevoked = await sessionRepository.revokeAllForUser(tx, user.id, 'PASSWORD_CHANGED', at, caller.sessionId);
          await userTokenRepository.consumeOpen(tx, user.id, 'RESET_PASSWORD', at);
        }
        await userRepository.update(tx, user.id, values);
        await audit(tx, {
          actorId: user.id, action: 'auth.security.update', subjectType: 'user', subjectId: user.id,
          data: { passwordChanged: change.passwordHash !== null, twoFaEnabled: change.twoFaEnabled, twoFaMethod: change.twoFaMethod, totpEnrolled: change.confirmTotp, sessionsRevoked },
        });
        return { ...user, ...values } as UserRow;
      });
      if (typeof outcome === 'string') throw refuse(outcome);
      return { settings: settingsOf(outcome), twoFa: null };
    },

    /**
     * POST /v1/auth/security/totp: a new authenticator secret, pending until a PATCH confirms it
     * with a code from the app. Asking again replaces the pending secret.
     */
    async startTotpEnrolment(caller: AuthContext): Promise<TotpEnrolment> {
      if (caller.impersonatedById) throw errors.forbidden();
      const user = await activeUser(caller.userId);
      // 160 bits, the HMAC-SHA-1 block RFC 4226 recommends.
      const secret = base32Encode(randomBytes(20));
      await userRepository.update(db, user.id, { totpPendingSecret: secretBox.seal(secret), updatedAt: now() });
      const url = otpauthUrl({ issuer: TOTP_ISSUER, account: user.email, secret });
      const qrCodeSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secret, otpauthUrl: url, qrCodeSvg };
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
