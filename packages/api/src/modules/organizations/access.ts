import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTION_PERMISSIONS, hasPermission, scopeFor, type Scope } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { organizations } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationRow } from './repository';
import { isUuid } from '../../lib/uuid';

/** Who acts on organizations: the signed-in caller's auth context (or a test's). */
export type OrganizationActor = Pick<AuthContext, 'userId' | 'organizations' | 'permissions' | 'impersonatedById'>;

/**
 * Who may see and change which organizations (docs/product/permissions.md#scopes):
 * `organization:own:*` (and a `organization:organization:*` grant, were one given) the
 * organizations the caller is a member of, `organization:*` and bare `organization` every
 * organization. Outside the view scope: 404 NOT_FOUND; in view but not manage scope: 403 FORBIDDEN.
 */
export interface OrganizationAccess {
  userId: string;
  impersonatedById: string | null;
  /** The caller's ACTIVE organizations (memberships of suspended ones give nothing). */
  memberOf: string[];
  view: Scope;
  manage: Scope;
  /** `organization:manage` over every organization: creates without joining, suspends, reactivates. */
  staff: boolean;
  viewNetwork: boolean;
  manageNetwork: boolean;
}

export function organizationAccess(actor: OrganizationActor): OrganizationAccess {
  const manage = scopeFor(actor.permissions, 'organization', 'manage');
  return {
    userId: actor.userId,
    impersonatedById: actor.impersonatedById,
    memberOf: actor.organizations.map((o) => o.id),
    view: scopeFor(actor.permissions, 'organization', 'view'),
    manage,
    staff: manage === 'all',
    viewNetwork: hasPermission(actor.permissions, ACTION_PERMISSIONS.organizationNetworkView),
    manageNetwork: hasPermission(actor.permissions, ACTION_PERMISSIONS.organizationNetworkManage),
  };
}

/** The condition on `organizations` of a scope; undefined for every organization. */
export function scopeCondition(access: OrganizationAccess, scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope === 'none' || access.memberOf.length === 0) return sql`false`;
  return inArray(organizations.id, access.memberOf);
}

export function inScope(access: OrganizationAccess, scope: Scope, organizationId: string): boolean {
  if (scope === 'all') return true;
  return scope !== 'none' && access.memberOf.includes(organizationId);
}

export const canView = (access: OrganizationAccess, id: string) => inScope(access, access.view, id);
export const canManage = (access: OrganizationAccess, id: string) => inScope(access, access.manage, id);


/** An organization the caller may see, else 404. `forUpdate` locks it until the transaction ends. */
export async function findVisibleOrganization(executor: Executor, access: OrganizationAccess, id: string, { forUpdate = false } = {}): Promise<OrganizationRow> {
  if (!isUuid(id) || !canView(access, id)) throw errors.notFound('Organization not found');
  const query = executor.select().from(organizations).where(eq(organizations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound('Organization not found');
  return row;
}

/** An organization the caller may change: 404 outside their view, 403 when they may only see it. */
export async function findManageableOrganization(executor: Executor, access: OrganizationAccess, id: string, options: { forUpdate?: boolean } = {}): Promise<OrganizationRow> {
  const row = await findVisibleOrganization(executor, access, id, options);
  if (!canManage(access, row.id)) throw errors.forbidden();
  return row;
}
