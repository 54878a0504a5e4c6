import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { BOOKING_SORTS, BookingListQuerySchema, type BookingListFilters } from '@freightdeck/contracts';
import { renderDirectly, renderStatement } from '../../src/db/render';
import { bookings, sessions, users } from '../../src/db/schema';
import type { BookingAccess } from '../../src/modules/bookings/access';
import { cappedCount, pageQuery, statusTableSum } from '../../src/modules/bookings/list-bookings';
import { listConditions } from '../../src/modules/bookings/list-query';

/** drizzle's text and values (it also answers parameter typings, which node-postgres does not use). */
function drizzleRenders(query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { sql: text, params };
}

const USER = '6f1c4c36-2b7e-4a55-9a8e-0d0f1d1f0c11';
const ORG_A = '1a8e6b0e-5a43-4f0b-8d55-6d3a5e0c2a01';
const ORG_B = '2b9f7c1f-6b54-4a1c-9e66-7e4b6f1d3b02';

function accessOf(view: BookingAccess['view'], organizationIds: string[]): BookingAccess {
  return { userId: USER, organizationIds, view, manage: view, staff: view === 'all' };
}

const ACCESSES = [accessOf('all', []), accessOf('organization', [ORG_A]), accessOf('organization', [ORG_A, ORG_B]), accessOf('organization', []), accessOf('own', [ORG_A]), accessOf('none', [])];

const QUERIES: Record<string, string>[] = [
  {},
  { status: 'IN_TRANSIT' },
  { status: 'CONFIRMED,PENDING', mode: 'SEA' },
  { mode: 'AIR', origin: 'SIN', destination: 'FRA' },
  { organizationId: ORG_B, dateFrom: '2026-01-01', dateTo: '2026-03-31' },
  { q: 'tsukiji' },
  { q: '50%_off\\' },
  { q: '020-12345675' },
  { q: 'fda-001042' },
  { watched: 'true' },
  { watched: 'false', status: 'DELIVERED' },
  ...BOOKING_SORTS.map((sort) => ({ sort, page: '3', pageSize: '50' })),
];

/** Every page, count and total statement the list builds for these callers and queries. */
function listStatements(): SQL[] {
  const statements: SQL[] = [];
  for (const access of ACCESSES) {
    for (const query of QUERIES) {
      const f: BookingListFilters = BookingListQuerySchema.parse(query);
      const where = listConditions(access, f);
      statements.push(
        pageQuery(access, f, where, { limit: f.pageSize }),
        pageQuery(access, f, where, { limit: f.pageSize + 1, total: statusTableSum(access, f) }),
        pageQuery(access, f, where, { limit: f.pageSize + 1, idsFirst: true, total: cappedCount(where) }),
        sql`select (${statusTableSum(access, f)})::text as "n"`,
        sql`select (${cappedCount(where)})::text as "n"`,
      );
    }
  }
  return statements;
}

describe('renderStatement', () => {
  it('renders every statement of the bookings list as drizzle does, text and values', () => {
    const statements = listStatements();
    expect(statements.length).toBeGreaterThan(500);
    for (const statement of statements) {
      const direct = renderDirectly(statement);
      // Not drizzle's fallback: the walk rendered it itself.
      expect(direct).not.toBeNull();
      expect(direct).toEqual(drizzleRenders(statement));
    }
  });

  it('maps a value by its column as drizzle does (a timestamp filter binds text, not the Date)', () => {
    const from = new Date('2026-02-01T00:00:00Z');
    const creator = alias(users, 'creator');
    const statement = sql`select 1 from ${bookings} join ${creator} on ${creator.id} = ${bookings.createdById} where ${and(gte(bookings.createdAt, from), eq(sessions.userId, USER), inArray(users.id, [USER, ORG_A]), undefined)} and ${null} is null`;
    const direct = renderDirectly(statement);
    expect(direct).toEqual(drizzleRenders(statement));
    expect(direct!.params).toEqual([from.toISOString(), USER, USER, ORG_A, null]);
    expect(direct!.sql).toBe('select 1 from "bookings" join "creator" on "creator"."id" = "bookings"."created_by_id" where ("bookings"."created_at" >= $1 and "sessions"."user_id" = $2 and "users"."id" in ($3, $4)) and $5 is null');
  });

  it('leaves what it does not render to drizzle, with the same answer', () => {
    const others = [
      sql`select ${sql.placeholder('id')}::uuid`,
      sql`select ${bookings.ref} from ${bookings}`.as('refs').getSQL().append(sql` where ${sql`1`.as('one')}`),
      sql`select ${sql.identifier('ref')} from ${bookings}`,
      sql`select ${'x'}`.inlineParams(),
    ];
    for (const statement of others) {
      expect(renderDirectly(statement)).toBeNull();
      const { sql: text, params } = renderStatement(statement);
      expect({ sql: text, params }).toEqual(drizzleRenders(statement));
    }
  });
});
