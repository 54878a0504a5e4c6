import { hasPermission, type TokenPair } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import type { AuthContext } from '../../plugins/auth';
import { userRepository } from '../users';
import type { AuthService } from './service';
import { sessionRepository } from './session-repository';

/**
 * Impersonation (docs/product/sessions.md#impersonation). Staff with `user:impersonate` get a
 * session of another user whose tokens carry `impersonatedById`. The staff member's own session
 * ends when it starts (the browser swaps its one stored session); stopping ends the impersonation
 * session and opens a fresh one for the staff member. Both are in the audit log.
 */
export function createImpersonationService({ db, auth, now }: { db: Db; auth: AuthService; now: Clock }) {
  return {
    /**
     * 403 FORBIDDEN for: already impersonating, oneself, a target not ACTIVE (invited,
     * deactivated, deleted), or a target holding any permission the caller lacks (no one gains
     * rights by impersonating). 404 NOT_FOUND for an id that never was a user.
     */
    async start(caller: AuthContext, targetId: string): Promise<TokenPair> {
      if (caller.impersonatedById) throw errors.forbidden();
      if (targetId === caller.userId) throw errors.forbidden();
      return db.transaction(async (tx) => {
        const target = await userRepository.findByIdWithDeleted(tx, targetId);
        if (!target) throw errors.notFound('User not found');
        if (target.deletedAt || target.status !== 'ACTIVE') throw errors.forbidden();
        const targetProfile = await userRepository.accessProfile(tx, target.id);
        if (!targetProfile.permissions.every((permission) => hasPermission(caller.permissions, permission))) throw errors.forbidden();
        const at = now();
        await sessionRepository.update(tx, caller.sessionId, { revokedAt: at, revokeReason: 'IMPERSONATION_STARTED' });
        const { session, tokens } = await auth.startSession(tx, target, caller.userId);
        await audit(tx, { actorId: caller.userId, action: 'auth.impersonation.start', subjectType: 'user', subjectId: target.id, data: { sessionId: session.id, staffSessionId: caller.sessionId } });
        return tokens;
      });
    },

    /**
     * Ends the caller's impersonation session — the refresh token must be that session's —
     * and returns the staff member's own new tokens. 403 when the caller is not impersonating,
     * 401 INVALID_REFRESH_TOKEN when the token is not the session's, or the staff member can no
     * longer sign in.
     */
    async stop(caller: AuthContext, refreshToken: string): Promise<TokenPair> {
      const staffId = caller.impersonatedById;
      if (!staffId) throw errors.forbidden();
      return db.transaction(async (tx) => {
        const hash = sha256(refreshToken);
        const session = (await sessionRepository.findByTokenHashForUpdate(tx, 'current', hash)) ?? (await sessionRepository.findByTokenHashForUpdate(tx, 'previous', hash));
        if (!session || session.id !== caller.sessionId || session.revokedAt) throw errors.unauthorized('INVALID_REFRESH_TOKEN');
        const at = now();
        await sessionRepository.update(tx, session.id, { revokedAt: at, revokeReason: 'IMPERSONATION_STOPPED' });
        const staff = await userRepository.findById(tx, staffId);
        if (!staff || staff.status !== 'ACTIVE') throw errors.unauthorized('INVALID_REFRESH_TOKEN');
        const { session: own, tokens } = await auth.startSession(tx, staff);
        await audit(tx, { actorId: staffId, action: 'auth.impersonation.stop', subjectType: 'user', subjectId: caller.userId, data: { sessionId: session.id, staffSessionId: own.id } });
        return tokens;
      });
    },
  };
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
