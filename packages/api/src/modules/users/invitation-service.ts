import { INVITATION_TTL_SECONDS } from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { secondsFrom, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Mailer } from '../../mail';
import { invitationMail } from './mails';
import { personName } from './people';
import { userRepository, type UserRow } from './repository';
import { CreateUserSchema } from './schemas';
import { insertUserWithMemberships } from './service';
import { userTokenRepository } from './token-repository';

/** Who to invite: an e-mail, a name and at least one organization role (no password). */
export const InviteUserSchema = CreateUserSchema.omit({ password: true });
export type InviteUserInput = z.input<typeof InviteUserSchema>;

export interface InvitationResult {
  user: UserRow;
  expiresAt: Date;
}

export interface InvitationServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
}

/**
 * Invitations (7 days, single use: docs/product/sessions.md#passwords-and-account-links). The token
 * only travels in the e-mailed link `${PUBLIC_URL}/activate?token=…`; callers (POST
 * /v1/users/invite, the seed) never see it.
 */
export function createInvitationService({ db, mailer, publicUrl, now }: InvitationServiceDeps) {
  const issue = (tx: Executor, user: UserRow, actorId: string | null) => issueInvitation(tx, user, actorId, { publicUrl, now });

  return {
    /** Creates an INVITED user with their memberships and e-mails the activation link (409 USER_ALREADY_EXISTS). */
    async invite(input: InviteUserInput, actorId: string | null = null): Promise<InvitationResult> {
      const values = InviteUserSchema.parse(input);
      const { user, expiresAt, mail } = await db.transaction(async (tx) => {
        const created = await insertUserWithMemberships(tx, values, null, actorId);
        return { user: created, ...(await issue(tx, created, actorId)) };
      });
      // After the commit (README "Mail"): a failed write mails no one.
      await mailer.send(mail);
      return { user, expiresAt };
    },

    /** A fresh link for a user still INVITED (the old link stops working); 404 otherwise. */
    async resend(userId: string, actorId: string | null = null): Promise<InvitationResult> {
      const { user, expiresAt, mail } = await db.transaction(async (tx) => {
        const found = await userRepository.findById(tx, userId);
        if (!found || found.status !== 'INVITED') throw errors.notFound('No pending invitation for this user');
        return { user: found, ...(await issue(tx, found, actorId)) };
      });
      await mailer.send(mail);
      return { user, expiresAt };
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;

/**
 * An activation token for an INVITED user inside the caller's transaction (the approval of a
 * registration creates the organization, the user and the token in one), and the invitation
 * e-mail for the caller to send after the commit. Does what the service's invitations do.
 */
export async function issueInvitation(tx: Executor, user: UserRow, actorId: string | null, { publicUrl, now }: Pick<InvitationServiceDeps, 'publicUrl' | 'now'>) {
  const token = randomToken();
  const at = now();
  const expiresAt = secondsFrom(now, INVITATION_TTL_SECONDS);
  // A new invitation voids the earlier one's link.
  await userTokenRepository.consumeOpen(tx, user.id, 'ACTIVATION', at);
  await userTokenRepository.insert(tx, { userId: user.id, purpose: 'ACTIVATION', tokenHash: sha256(token), createdById: actorId, createdAt: at, expiresAt });
  await audit(tx, { actorId, action: 'user.invite', subjectType: 'user', subjectId: user.id, data: { email: user.email } });
  const profile = await userRepository.accessProfile(tx, user.id);
  const inviter = actorId ? await userRepository.findById(tx, actorId) : undefined;
  const mail = invitationMail(user, `${publicUrl}/activate?token=${encodeURIComponent(token)}`, {
    organizationName: profile.organizations[0]?.name ?? null,
    invitedBy: inviter ? personName(inviter) : null,
  });
  return { expiresAt, mail };
}
