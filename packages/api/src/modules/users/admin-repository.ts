import { and, asc, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { memberships, organizations, roles, users } from '../../db/schema';

export interface UserFilter {
  /** The organizations whose users the caller may see; null for every user. */
  scopeOrganizationIds: string[] | null;
  organizationId?: string;
  roleId?: string;
  status?: UserStatus;
  q?: string;
}

export interface MembershipRow {
  userId: string;
  organizationId: string;
  organizationName: string;
  isPrimary: boolean;
  roleId: string;
  roleName: string;
  permissions: string[];
}

const memberOf = (condition: SQL) =>
  exists(sql`(select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${condition})`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.scopeOrganizationIds) {
    parts.push(filter.scopeOrganizationIds.length ? memberOf(inArray(memberships.organizationId, filter.scopeOrganizationIds)) : sql`false`);
  }
  if (filter.organizationId) parts.push(memberOf(eq(memberships.organizationId, filter.organizationId)));
  if (filter.roleId) parts.push(memberOf(eq(memberships.roleId, filter.roleId)));
  if (filter.status) parts.push(eq(users.status, filter.status));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    parts.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)));
  }
  return and(...parts);
}

export const userAdminRepository = {
  async page(ex: Executor, filter: UserFilter, limit: number, offset: number) {
    const where = conditions(filter);
    const rows = await ex.select().from(users).where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)).limit(limit).offset(offset);
    const [total] = await ex.select({ n: count() }).from(users).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** Every membership of these users with its organization and role. */
  async memberships(ex: Executor, userIds: string[]): Promise<MembershipRow[]> {
    if (userIds.length === 0) return [];
    return ex.select({
      userId: memberships.userId, organizationId: organizations.id, organizationName: organizations.name, isPrimary: organizations.isPrimary,
      roleId: roles.id, roleName: roles.name, permissions: roles.permissions,
    })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(inArray(memberships.userId, userIds))
      .orderBy(asc(organizations.name), asc(roles.name));
  },

  async replaceMemberships(ex: Executor, userId: string, inOrganizations: string[], next: { organizationId: string; roleId: string }[]): Promise<void> {
    if (inOrganizations.length) await ex.delete(memberships).where(and(eq(memberships.userId, userId), inArray(memberships.organizationId, inOrganizations)));
    if (next.length) await ex.insert(memberships).values(next.map((m) => ({ userId, ...m })));
  },
};
