import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { OrganizationRef } from '@freightdeck/contracts';
import { selectRows, type Db } from '../../db';
import { memberships, organizations, roles, sessions, users } from '../../db/schema';

/** What every authenticated call needs to know about its caller. */
export interface RequestContext {
  userId: string;
  impersonatedById: string | null;
  organizations: OrganizationRef[];
  /** The union of the user's roles' permissions, sorted. */
  permissions: string[];
}

interface MembershipJson {
  id: string;
  name: string;
  isPrimary: boolean;
  permissions: string[];
}

interface ContextRow extends Record<string, unknown> {
  userId: string;
  publicKey: string;
  impersonatedById: string | null;
  /** Epoch milliseconds: a number on both drivers. */
  expiresAtMs: number;
  revoked: boolean;
  userActive: boolean;
  impersonatorActive: boolean | null;
  /** node-postgres and PGlite parse json; text is parsed here. */
  memberships: MembershipJson[] | string;
}

/**
 * Session, user, impersonator and access profile in ONE statement: every authenticated call runs
 * it, and on this path round trips and mapping cost more than the query (bench:bookings measured 3
 * statements per call before, then the query builder's row mapping). Rendered once; on PostgreSQL
 * a named prepared statement. The rules are those of userRepository.findById and accessProfile:
 * a live session, an active, not deleted user and impersonator, memberships of ACTIVE
 * organizations only, ordered by organization and role name.
 */
const CONTEXT_COLUMNS = sql.raw(new PgDialect().sqlToQuery(sql`select ${sessions.userId} as "userId", ${sessions.publicKey} as "publicKey",
    ${sessions.impersonatedById} as "impersonatedById", (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as "expiresAtMs",
    (${sessions.revokedAt} is not null) as "revoked",
    (${users.status} = 'ACTIVE' and ${users.deletedAt} is null) as "userActive",
    (select i.status = 'ACTIVE' and i.deleted_at is null from ${users} i where i.id = ${sessions.impersonatedById}) as "impersonatorActive",
    coalesce((
      select json_agg(json_build_object('id', o.id, 'name', o.name, 'isPrimary', o.is_primary, 'permissions', r.permissions) order by o.name, r.name)
      from ${memberships} m
      join ${organizations} o on o.id = m.organization_id
      join ${roles} r on r.id = m.role_id
      where m.user_id = ${sessions.userId} and o.status = 'ACTIVE'
    ), '[]'::json) as "memberships"
  from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}`).sql);

/**
 * Reads the caller behind an access token's session. Undefined when the session is unknown,
 * revoked or expired, belongs to another user, was issued another public key, or when the user
 * or the impersonating staff member may no longer sign in.
 */
export function createRequestContextReader(db: Db, now: () => Date) {
  return async function readRequestContext(sessionId: string, userId: string, publicKey: string, keysMatch: (a: string, b: string) => boolean): Promise<RequestContext | undefined> {
    const [row] = await selectRows<ContextRow>(db, sql`${CONTEXT_COLUMNS} where ${sessions.id} = ${sessionId}`, { prepared: true });
    if (!row || row.revoked || row.expiresAtMs <= now().getTime()) return undefined;
    if (row.userId !== userId || !keysMatch(row.publicKey, publicKey) || !row.userActive) return undefined;
    if (row.impersonatedById && !row.impersonatorActive) return undefined;
    const rows: MembershipJson[] = typeof row.memberships === 'string' ? JSON.parse(row.memberships) : row.memberships;
    const seen = new Map<string, OrganizationRef>();
    const permissions = new Set<string>();
    for (const m of rows) {
      if (!seen.has(m.id)) seen.set(m.id, { id: m.id, name: m.name, isPrimary: m.isPrimary });
      for (const p of m.permissions) permissions.add(p);
    }
    return { userId: row.userId, impersonatedById: row.impersonatedById, organizations: [...seen.values()], permissions: [...permissions].sort() };
  };
}
export type RequestContextReader = ReturnType<typeof createRequestContextReader>;
