import type { ManagedUser } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { errors } from '../../lib/app-error';
import { type MembershipRow, userAdminRepository, userRepository, type UserRow } from '../users';
import { canSeeUser, organizationInScope, userActions, type TargetUser, type UserAccess } from './user-access';
import { isUuid } from '../../lib/uuid';

export interface LoadedUser {
  row: UserRow;
  memberships: MembershipRow[];
  target: TargetUser;
}

export function targetOf(row: UserRow, memberships: MembershipRow[]): TargetUser {
  return {
    id: row.id,
    status: row.status,
    organizationIds: [...new Set(memberships.map((m) => m.organizationId))],
    permissions: [...new Set(memberships.flatMap((m) => m.permissions))],
  };
}

/** A user as the caller sees them: memberships outside the caller's view are left out. */
export function managedUserView(access: UserAccess, row: UserRow, memberships: MembershipRow[]): ManagedUser {
  const everyone = access.view === 'all' || access.manage === 'all';
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    twoFaEnabled: row.twoFaEnabled,
    memberships: memberships
      .filter((m) => everyone || organizationInScope(access, 'organization', m.organizationId))
      .map((m) => ({ organization: { id: m.organizationId, name: m.organizationName, isPrimary: m.isPrimary }, role: { id: m.roleId, name: m.roleName } })),
    createdAt: row.createdAt.toISOString(),
    allowedActions: userActions(access, targetOf(row, memberships)),
  };
}

/** A user the caller may see (deleted users are not found), else 404. */
export async function loadVisibleUser(ex: Executor, access: UserAccess, id: string): Promise<LoadedUser> {
  const row = isUuid(id) ? await userRepository.findById(ex, id) : undefined;
  if (!row) throw errors.notFound('User not found');
  const memberships = await userAdminRepository.memberships(ex, [row.id]);
  const target = targetOf(row, memberships);
  if (!canSeeUser(access, target)) throw errors.notFound('User not found');
  return { row, memberships, target };
}
