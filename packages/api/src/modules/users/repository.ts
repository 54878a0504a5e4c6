import { and, asc, countDistinct, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { memberships, organizations, roles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface AccessProfile {
  organizations: { id: string; name: string; isPrimary: boolean }[];
  roles: { id: string; name: string }[];
  /** The union of the user's roles' permissions. */
  permissions: string[];
}

/**
 * Users (not deleted) with a role in the organization `organizationId` names, as a subquery a
 * list of organizations selects per row (one statement for the page).
 */
export const memberCountSql = (organizationId: SQL) => sql<number>`(select count(distinct m.user_id) from ${memberships} m inner join ${users} u on u.id = m.user_id
  where m.organization_id = ${organizationId} and u.deleted_at is null)`.mapWith(Number);

/** Users holding the role `roleId` names, as a subquery a list of roles selects per row. */
export const holderCountSql = (roleId: SQL | AnyColumn) => sql<number>`(select count(*) from ${memberships} where ${memberships.roleId} = ${roleId})`.mapWith(Number);

export const userRepository = {
  async insert(executor: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await executor.insert(users).values(values).returning();
    return row!;
  },
  async addMembership(executor: Executor, values: typeof memberships.$inferInsert): Promise<void> {
    await executor.insert(memberships).values(values);
  },
  /** The ids of the roles the user holds, in any organization. */
  async roleIds(executor: Executor, userId: string): Promise<string[]> {
    const rows = await executor.select({ roleId: memberships.roleId }).from(memberships).where(eq(memberships.userId, userId));
    return rows.map((r) => r.roleId);
  },
  /** Users (not deleted) with a role in the organization. */
  async countInOrganization(executor: Executor, organizationId: string): Promise<number> {
    const [row] = await executor.select({ n: countDistinct(memberships.userId) }).from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId)).where(and(eq(memberships.organizationId, organizationId), isNull(users.deletedAt)));
    return Number(row?.n ?? 0);
  },
  /** Case-insensitive; deleted users are not found. */
  async findByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
    return row;
  },
  async update(executor: Executor, id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await executor.update(users).set(values).where(eq(users.id, id));
  },
  /** Including deleted users (impersonation tells "deleted" from "unknown"). */
  async findByIdWithDeleted(executor: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.id, id));
    return row;
  },
  async findById(executor: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row;
  },
  async accessProfile(executor: Executor, userId: string): Promise<AccessProfile> {
    const rows = await executor
      .select({
        organizationId: organizations.id,
        organizationName: organizations.name,
        isPrimary: organizations.isPrimary,
        roleId: roles.id,
        roleName: roles.name,
        permissions: roles.permissions,
      })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(eq(memberships.userId, userId), eq(organizations.status, 'ACTIVE')))
      .orderBy(asc(organizations.name), asc(roles.name));
    const orgs = new Map<string, AccessProfile['organizations'][number]>();
    const roleMap = new Map<string, AccessProfile['roles'][number]>();
    const permissions = new Set<string>();
    for (const row of rows) {
      orgs.set(row.organizationId, { id: row.organizationId, name: row.organizationName, isPrimary: row.isPrimary });
      roleMap.set(row.roleId, { id: row.roleId, name: row.roleName });
      for (const p of row.permissions) permissions.add(p);
    }
    return { organizations: [...orgs.values()], roles: [...roleMap.values()], permissions: [...permissions].sort() };
  },
};
