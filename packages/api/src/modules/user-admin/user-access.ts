import { ACTION_PERMISSIONS, hasPermission, scopeFor, type Scope, type UserAction, type UserStatus } from '@freightdeck/contracts';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who may see and change which users (docs/product/permissions.md#scopes): `user:organization:*`
 * the users of the caller's organizations, `user:*` (and bare `user`) every user. `user:invite`
 * invites into the caller's organizations, or into any organization for a holder of `user:view`
 * (the operations desk onboarding a customer). Nobody changes themself here (that is /profile), nor
 * a user holding a permission the caller lacks (no one gains a power through another).
 */
export interface UserAccess {
  userId: string;
  impersonating: boolean;
  organizationIds: string[];
  permissions: string[];
  view: Scope;
  manage: Scope;
  /** Where the caller may invite: every organization, their own, or none. */
  invite: Scope;
}

export function userAccess(auth: Pick<AuthContext, 'userId' | 'organizations' | 'permissions' | 'impersonatedById'>): UserAccess {
  const view = scopeFor(auth.permissions, 'user', 'view');
  const manage = scopeFor(auth.permissions, 'user', 'manage');
  const mayInvite = hasPermission(auth.permissions, 'user:invite');
  const invite: Scope = manage === 'all' || (mayInvite && view === 'all') ? 'all' : mayInvite || manage !== 'none' ? 'organization' : 'none';
  return { userId: auth.userId, impersonating: auth.impersonatedById !== null, organizationIds: auth.organizations.map((o) => o.id), permissions: auth.permissions, view, manage, invite };
}

/** Whether an organization lies in a scope of the caller ('own' does not apply to users). */
export function organizationInScope(access: UserAccess, scope: Scope, organizationId: string): boolean {
  return scope === 'all' || (scope === 'organization' && access.organizationIds.includes(organizationId));
}

export interface TargetUser {
  id: string;
  status: UserStatus;
  organizationIds: string[];
  permissions: string[];
}

const anyInScope = (access: UserAccess, scope: Scope, target: TargetUser) =>
  scope === 'all' || target.organizationIds.some((id) => organizationInScope(access, scope, id));

export const canSeeUser = (access: UserAccess, target: TargetUser) => anyInScope(access, access.view, target) || anyInScope(access, access.manage, target);

/** The caller holds every permission of the target (so acting on them gives no one more power). */
export const covers = (access: UserAccess, permissions: readonly string[]) => permissions.every((p) => hasPermission(access.permissions, p));

export function userActions(access: UserAccess, target: TargetUser): UserAction[] {
  const self = target.id === access.userId;
  const manages = !self && anyInScope(access, access.manage, target) && covers(access, target.permissions);
  const actions: UserAction[] = [];
  if (manages) actions.push('edit');
  if (manages && target.status !== 'DEACTIVATED') actions.push('deactivate');
  if (manages && target.status === 'DEACTIVATED') actions.push('reactivate');
  if (manages) actions.push('delete');
  if (target.status === 'INVITED' && (manages || (!self && anyInScope(access, access.invite, target)))) actions.push('resendInvitation');
  const impersonates = hasPermission(access.permissions, ACTION_PERMISSIONS.userImpersonate) && !self && !access.impersonating && target.status === 'ACTIVE' && covers(access, target.permissions);
  if (impersonates) actions.push('impersonate');
  return actions;
}
