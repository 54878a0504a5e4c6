import {
  InviteUserRequestSchema, UpdateUserRequestSchema, UserListQuerySchema, type ManagedUser, type Scope, type UserAction, type UserPage, type UserStatus,
} from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseOrThrow } from '../../lib/validation';
import { sessionRepository } from '../auth';
import { organizationRepository } from '../organizations';
import { roleRepository } from '../roles';
import { type InvitationService, userAdminRepository, userRepository, userTokenRepository } from '../users';
import { covers, organizationInScope, userActions, type UserAccess } from './user-access';
import { loadVisibleUser, managedUserView, type LoadedUser } from './user-views';

export interface UserAdminDeps {
  db: Db;
  invitations: InvitationService;
  now: Clock;
}

type Membership = { organizationId: string; roleId: string };

/** Each role must be of its organization, the organization within `scope` and active, and the caller must hold all the role's permissions. */
async function checkMemberships(ex: Executor, access: UserAccess, scope: Scope, list: Membership[]): Promise<Membership[]> {
  for (const [i, m] of list.entries()) {
    if (!organizationInScope(access, scope, m.organizationId)) throw errors.notFound('Organization not found');
    const organization = await organizationRepository.findById(ex, m.organizationId);
    if (!organization) throw errors.notFound('Organization not found');
    if (organization.status !== 'ACTIVE') throw errors.conflict('ORGANIZATION_SUSPENDED', `${organization.name} is suspended`);
    const role = await roleRepository.findById(ex, m.roleId);
    if (!role || role.organizationId !== m.organizationId) throw errors.validation([{ path: `memberships.${i}.roleId`, message: `is not a role of ${organization.name}` }]);
    if (!covers(access, role.permissions)) throw new AppError(403, 'FORBIDDEN', `You cannot give the role ${role.name}: it holds permissions you do not`);
  }
  return [...new Map(list.map((m) => [`${m.organizationId}/${m.roleId}`, m])).values()];
}

/** The user, when the caller may take `action` on them: 404 out of view, 403 in view without the right, 409 in the wrong state. */
async function loadFor(ex: Executor, access: UserAccess, id: string, action: UserAction, allowedStates: UserStatus[]): Promise<LoadedUser> {
  const loaded = await loadVisibleUser(ex, access, id);
  // The right first (403), then the state (409): would the action be offered in a state it needs?
  if (!allowedStates.some((status) => userActions(access, { ...loaded.target, status }).includes(action))) throw errors.forbidden();
  if (!allowedStates.includes(loaded.row.status)) throw errors.conflict('INVALID_STATUS_TRANSITION', `The user is ${loaded.row.status.toLowerCase()}`);
  return loaded;
}

export function createUserAdminService({ db, invitations, now }: UserAdminDeps) {
  const view = async (access: UserAccess, id: string): Promise<ManagedUser> => {
    const { row, memberships } = await loadVisibleUser(db, access, id);
    return managedUserView(access, row, memberships);
  };

  async function closeAccess(tx: Executor, userId: string, reason: string) {
    const at = now();
    await sessionRepository.revokeAllForUser(tx, userId, reason, at);
    await userTokenRepository.consumeOpen(tx, userId, 'ACTIVATION', at);
  }

  return {
    async list(access: UserAccess, input: unknown): Promise<UserPage> {
      const query = parseOrThrow(UserListQuerySchema, input);
      const everyone = access.view === 'all' || access.manage === 'all';
      const { rows, total } = await userAdminRepository.page(db, { ...query, scopeOrganizationIds: everyone ? null : access.organizationIds }, query.pageSize, (query.page - 1) * query.pageSize);
      const memberships = await userAdminRepository.memberships(db, rows.map((r) => r.id));
      const items = rows.map((row) => managedUserView(access, row, memberships.filter((m) => m.userId === row.id)));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    get: view,

    /** An INVITED user with the given roles, and the activation e-mail (409 USER_ALREADY_EXISTS). */
    async invite(access: UserAccess, input: unknown): Promise<ManagedUser> {
      const body = parseOrThrow(InviteUserRequestSchema, input);
      const memberships = await checkMemberships(db, access, access.invite, body.memberships);
      const { user } = await invitations.invite({ ...body, memberships }, access.userId);
      return view(access, user.id);
    },

    /** The name, and the roles in the organizations the caller manages (the others stay). */
    async update(access: UserAccess, id: string, input: unknown): Promise<ManagedUser> {
      const body = parseOrThrow(UpdateUserRequestSchema, input);
      await db.transaction(async (tx) => {
        const { row, memberships } = await loadFor(tx, access, id, 'edit', ['INVITED', 'ACTIVE', 'DEACTIVATED']);
        const names = { ...(body.firstName !== undefined && body.firstName !== row.firstName ? { firstName: body.firstName } : {}), ...(body.lastName !== undefined && body.lastName !== row.lastName ? { lastName: body.lastName } : {}) };
        let rolesChanged = false;
        if (body.memberships) {
          const next = await checkMemberships(tx, access, access.manage, body.memberships);
          const managed = access.manage === 'all' ? [...new Set([...memberships.map((m) => m.organizationId), ...next.map((m) => m.organizationId)])] : access.organizationIds;
          const before = memberships.filter((m) => managed.includes(m.organizationId)).map((m) => `${m.organizationId}/${m.roleId}`).sort();
          const after = next.map((m) => `${m.organizationId}/${m.roleId}`).sort();
          rolesChanged = before.join() !== after.join();
          const kept = memberships.filter((m) => !managed.includes(m.organizationId)).length;
          if (kept + next.length === 0) throw errors.validation([{ path: 'memberships', message: 'a user needs at least one role' }]);
          if (rolesChanged) await userAdminRepository.replaceMemberships(tx, row.id, managed, next);
        }
        if (!rolesChanged && Object.keys(names).length === 0) throw errors.badRequest('NOTHING_TO_CHANGE');
        if (Object.keys(names).length) await userRepository.update(tx, row.id, { ...names, updatedAt: now() });
        await audit(tx, { actorId: access.userId, action: 'user.update', subjectType: 'user', subjectId: row.id, data: { ...names, memberships: rolesChanged ? body.memberships : undefined } });
      });
      return view(access, id);
    },

    /** No more sign-ins: sessions revoked and an open invitation voided; the user and their history stay. */
    async deactivate(access: UserAccess, id: string): Promise<ManagedUser> {
      await db.transaction(async (tx) => {
        const { row } = await loadFor(tx, access, id, 'deactivate', ['INVITED', 'ACTIVE']);
        await userRepository.update(tx, row.id, { status: 'DEACTIVATED', updatedAt: now() });
        await closeAccess(tx, row.id, 'deactivated');
        await audit(tx, { actorId: access.userId, action: 'user.deactivate', subjectType: 'user', subjectId: row.id, data: { email: row.email } });
      });
      return view(access, id);
    },

    /** Back to ACTIVE, or to INVITED for a user who never activated (a new invitation can then be sent). */
    async reactivate(access: UserAccess, id: string): Promise<ManagedUser> {
      await db.transaction(async (tx) => {
        const { row } = await loadFor(tx, access, id, 'reactivate', ['DEACTIVATED']);
        await userRepository.update(tx, row.id, { status: row.passwordHash ? 'ACTIVE' : 'INVITED', updatedAt: now() });
        await audit(tx, { actorId: access.userId, action: 'user.reactivate', subjectType: 'user', subjectId: row.id, data: { email: row.email } });
      });
      return view(access, id);
    },

    /** Soft delete: gone from lists and sign-in, while bookings and history still name them; the address may be invited again. */
    async remove(access: UserAccess, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { row } = await loadFor(tx, access, id, 'delete', ['INVITED', 'ACTIVE', 'DEACTIVATED']);
        await userRepository.update(tx, row.id, { status: 'DEACTIVATED', deletedAt: now(), updatedAt: now() });
        await closeAccess(tx, row.id, 'deleted');
        await audit(tx, { actorId: access.userId, action: 'user.delete', subjectType: 'user', subjectId: row.id, data: { email: row.email } });
      });
    },

    async resendInvitation(access: UserAccess, id: string): Promise<ManagedUser> {
      await loadFor(db, access, id, 'resendInvitation', ['INVITED']);
      await invitations.resend(id, access.userId);
      return view(access, id);
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
