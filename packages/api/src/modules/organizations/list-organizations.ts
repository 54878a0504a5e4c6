import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { OrganizationListQuerySchema, type OrganizationPage } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { organizations } from '../../db/schema';
import { parseOrThrow } from '../../lib/validation';
import { memberCountSql } from '../users';
import { organizationAccess, scopeCondition, type OrganizationActor } from './access';
import { toListItem } from './view';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users (not deleted) with a role in the organization, per row (the users module's subquery). */
// Drizzle leaves a one-table select's columns unqualified: the outer row is named in full.
const userCount = memberCountSql(sql.raw('"organizations"."id"'));

/** The organizations in the caller's view scope, filtered, sorted by name, one page. */
export async function listOrganizations(db: Executor, actor: OrganizationActor, query: unknown): Promise<OrganizationPage> {
  const f = parseOrThrow(OrganizationListQuerySchema, query);
  const access = organizationAccess(actor);
  const conditions: (SQL | undefined)[] = [
    scopeCondition(access, access.view),
    f.status ? eq(organizations.status, f.status) : undefined,
    f.type ? eq(organizations.type, f.type) : undefined,
    f.q ? or(ilike(organizations.name, likePattern(f.q)), ilike(organizations.taxId, likePattern(f.q))) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select({ row: organizations, userCount }).from(organizations).where(where)
      .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
      .limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { items: rows.map((r) => toListItem(r.row, r.userCount)), total: Number(total?.n ?? 0), page: f.page, pageSize: f.pageSize };
}
