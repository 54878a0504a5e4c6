import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTION_PERMISSIONS, CreateRoleRequestSchema, hasPermission, RoleListQuerySchema, UpdateRoleRequestSchema, type Role, type RoleList } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { organizations, roles } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, errors } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseOrThrow } from '../../lib/validation';
import type { AuthContext } from '../../plugins/auth';
import { organizationRepository } from '../organizations';
import { roleRepository } from '../roles';
import { holderCountSql, userRepository } from '../users';
import { covers, userAccess, type UserAccess } from '../user-admin';

/**
 * Roles are data (docs/product/users-and-roles.md#roles). `user-role:*` has no scoped forms
 * (docs/product/permissions.md#scopes): holders in the primary organization see and edit every
 * organization's roles, others only their organizations'. Those who invite or manage users see the
 * roles they could give. Nobody gives a role more than they hold, nor edits a role they hold
 * themselves (no one locks themself out or up).
 */
export interface RoleAccess extends UserAccess {
  everyOrganization: boolean;
  mayManage: boolean;
  heldRoleIds: string[];
}

export function roleAccess(auth: Pick<AuthContext, 'userId' | 'organizations' | 'permissions' | 'impersonatedById'>, heldRoleIds: string[]): RoleAccess {
  const access = userAccess(auth);
  const primary = auth.organizations.some((o) => o.isPrimary);
  const everyOrganization = (primary && hasPermission(auth.permissions, ACTION_PERMISSIONS.userRoleView)) || access.view === 'all' || access.invite === 'all';
  return { ...access, everyOrganization, mayManage: hasPermission(auth.permissions, ACTION_PERMISSIONS.userRoleManage), heldRoleIds };
}

/** The caller's access to roles, with the roles they hold themselves. */
export async function roleAccessFor(ex: Executor, auth: Pick<AuthContext, 'userId' | 'organizations' | 'permissions' | 'impersonatedById'>): Promise<RoleAccess> {
  return roleAccess(auth, await userRepository.roleIds(ex, auth.userId));
}

const inScope = (access: RoleAccess, organizationId: string) => access.everyOrganization || access.organizationIds.includes(organizationId);

async function rows(ex: Executor, where: ReturnType<typeof and>) {
  return ex.select({
    id: roles.id, name: roles.name, description: roles.description, permissions: roles.permissions,
    organizationId: organizations.id, organizationName: organizations.name, isPrimary: organizations.isPrimary,
    userCount: holderCountSql(roles.id),
  }).from(roles).innerJoin(organizations, eq(organizations.id, roles.organizationId)).where(where).orderBy(asc(organizations.name), asc(roles.name));
}

type RoleRowView = Awaited<ReturnType<typeof rows>>[number];

function roleView(access: RoleAccess, r: RoleRowView): Role {
  const assignable = covers(access, r.permissions);
  return {
    id: r.id, name: r.name, description: r.description, permissions: r.permissions, userCount: r.userCount,
    organization: { id: r.organizationId, name: r.organizationName, isPrimary: r.isPrimary },
    assignable,
    editable: access.mayManage && assignable && !access.heldRoleIds.includes(r.id),
  };
}

export function createRoleAdminService(db: Db) {
  async function visible(ex: Executor, access: RoleAccess, id: string): Promise<Role> {
    const [row] = isUuid(id) ? await rows(ex, and(eq(roles.id, id))) : [];
    if (!row || !inScope(access, row.organizationId)) throw errors.notFound('Role not found');
    return roleView(access, row);
  }
  async function editable(ex: Executor, access: RoleAccess, id: string): Promise<Role> {
    const role = await visible(ex, access, id);
    if (!role.editable) throw errors.forbidden();
    return role;
  }
  const assertGrantable = (access: RoleAccess, permissions: string[]) => {
    if (!covers(access, permissions)) throw new AppError(403, 'FORBIDDEN', 'You cannot grant a permission you do not hold');
  };
  const assertNameFree = async (ex: Executor, organizationId: string, name: string, exceptId?: string) => {
    const taken = await roleRepository.findByNameAnyCase(ex, organizationId, name);
    if (taken && taken.id !== exceptId) throw errors.conflict('ROLE_ALREADY_EXISTS', `A role named "${name}" already exists in this organization`);
  };

  return {
    access: (auth: Parameters<typeof roleAccess>[0]) => roleAccessFor(db, auth),

    async list(access: RoleAccess, input: unknown): Promise<RoleList> {
      const query = parseOrThrow(RoleListQuerySchema, input);
      const ids = access.everyOrganization ? undefined : access.organizationIds;
      if (query.organizationId && !inScope(access, query.organizationId)) return { items: [] };
      const where = and(ids ? (ids.length ? inArray(roles.organizationId, ids) : sql`false`) : undefined, query.organizationId ? eq(roles.organizationId, query.organizationId) : undefined);
      return { items: (await rows(db, where)).map((r) => roleView(access, r)) };
    },

    get: (access: RoleAccess, id: string) => visible(db, access, id),

    async create(access: RoleAccess, input: unknown): Promise<Role> {
      const body = parseOrThrow(CreateRoleRequestSchema, input);
      const id = await db.transaction(async (tx) => {
        if (!inScope(access, body.organizationId) || !(await organizationRepository.findById(tx, body.organizationId))) throw errors.notFound('Organization not found');
        assertGrantable(access, body.permissions);
        await assertNameFree(tx, body.organizationId, body.name);
        const row = await roleRepository.insert(tx, body);
        await audit(tx, { actorId: access.userId, action: 'role.create', subjectType: 'role', subjectId: row.id, data: { name: body.name, permissions: body.permissions } });
        return row.id;
      });
      return visible(db, access, id);
    },

    async update(access: RoleAccess, id: string, input: unknown): Promise<Role> {
      const body = parseOrThrow(UpdateRoleRequestSchema, input);
      await db.transaction(async (tx) => {
        const role = await editable(tx, access, id);
        const changes = Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(role[key as keyof Role])));
        if (Object.keys(changes).length === 0) throw errors.badRequest('NOTHING_TO_CHANGE');
        if (body.permissions) assertGrantable(access, body.permissions);
        if (body.name) await assertNameFree(tx, role.organization.id, body.name, id);
        await roleRepository.update(tx, id, { ...changes, updatedAt: new Date() });
        await audit(tx, { actorId: access.userId, action: 'role.update', subjectType: 'role', subjectId: id, data: { from: { name: role.name, permissions: role.permissions }, to: changes } });
      });
      return visible(db, access, id);
    },

    /** Only a role nobody holds (409 ROLE_IN_USE). */
    async remove(access: RoleAccess, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const role = await editable(tx, access, id);
        if (role.userCount > 0) throw errors.conflict('ROLE_IN_USE', `${role.name} is still given to ${role.userCount} user${role.userCount === 1 ? '' : 's'}`);
        await roleRepository.delete(tx, id);
        await audit(tx, { actorId: access.userId, action: 'role.delete', subjectType: 'role', subjectId: id, data: { name: role.name } });
      });
    },
  };
}
export type RoleAdminService = ReturnType<typeof createRoleAdminService>;
