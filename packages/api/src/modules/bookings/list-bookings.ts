import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BookingListQuerySchema, type BookingListFilters, type BookingListItem, type BookingPage } from '@freightdeck/contracts';
import { selectRows, type Executor } from '../../db';
import { bookings, bookingStatusCounts, bookingWatches, organizations } from '../../db/schema';
import { bookingAccess, type BookingAccess } from './access';
import { parseOrThrow, type BookingActor } from './actor';
import { countableByStatusTable, isExactReference, listConditions, listOrder } from './list-query';

/** Past this many matches a list says "at least" instead of counting every row (large tables stay fast). */
export const COUNT_CAP = 10_000;

const iso = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type ListRow = Omit<BookingListItem, 'organization' | 'chargeable' | 'watched'> & {
  organizationId: string; organizationName: string; chargeableValue: number; chargeableUnit: BookingListItem['chargeable']['unit']; watched: boolean;
};

const b = bookings;
/**
 * The list's columns, ready for the wire: this is the hot path of the portal (every list view, the
 * dashboard), so it is one hand-written statement whose values need no per-row mapping beyond
 * nesting (bench:bookings: the query builder and its row mapping cost more CPU than the query).
 * The column list never changes: it is rendered once, and only the filters are rendered per call.
 */
const LIST_COLUMNS = sql.raw(new PgDialect().sqlToQuery(sql`${b.id} as "id", ${b.ref} as "ref", ${b.mode} as "mode", ${b.seaLoad} as "seaLoad", ${b.status} as "status",
    ${b.organizationId} as "organizationId", ${organizations.name} as "organizationName", ${b.origin} as "origin", ${b.destination} as "destination",
    ${b.cargoReadyDate}::text as "cargoReadyDate", ${iso(b.createdAt)} as "createdAt", ${iso(b.updatedAt)} as "updatedAt",
    ${b.shipperCompany} as "shipperCompany", ${b.consigneeCompany} as "consigneeCompany", ${b.customerReference} as "customerReference",
    ${b.carrierReference} as "carrierReference", ${b.cargoType} as "cargoType", ${b.pieces} as "pieces", ${b.grossWeightKg} as "grossWeightKg",
    ${b.chargeableValue} as "chargeableValue", ${b.chargeableUnit} as "chargeableUnit", ${b.co2eKg} as "co2eKg"`).sql);
const LIST_FROM = sql.raw(new PgDialect().sqlToQuery(sql`from ${b} inner join ${organizations} on ${organizations.id} = ${b.organizationId}`).sql);

function pageQuery(access: BookingAccess, f: BookingListFilters, where: SQL | undefined): SQL {
  return sql`select ${LIST_COLUMNS},
    exists (select 1 from ${bookingWatches} w where w.user_id = ${access.userId} and w.booking_id = ${b.id}) as "watched"
  ${LIST_FROM}
  ${where ? sql`where ${where}` : sql``}
  order by ${sql.join(listOrder(f.sort), sql`, `)}
  limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
}

/** Exact total from the trigger-kept counts: a few rows instead of a scan. */
function statusTableCount(access: BookingAccess, f: BookingListFilters): SQL {
  const c = bookingStatusCounts;
  const conditions = [
    access.view === 'organization' ? (access.organizationIds.length ? sql`${c.organizationId} in ${access.organizationIds}` : sql`false`) : undefined,
    f.status?.length ? sql`${c.status} in ${f.status}` : undefined,
    f.mode ? sql`${c.mode} = ${f.mode}` : undefined,
    f.organizationId ? sql`${c.organizationId} = ${f.organizationId}` : undefined,
  ].filter((x): x is SQL => !!x);
  return sql`select coalesce(sum(${c.count}), 0)::text as "n" from ${c}${conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``}`;
}

const cappedCount = (where: SQL | undefined) =>
  sql`select count(*)::text as "n" from (select 1 from ${bookings}${where ? sql` where ${where}` : sql``} limit ${COUNT_CAP + 1}) capped`;

/** The route hands over its already parsed query (watched as a boolean); the schema reads the query string's text. */
function asQueryString(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const q = query as Record<string, unknown>;
  return typeof q.watched === 'boolean' ? { ...q, watched: String(q.watched) } : q;
}

export async function listBookings(ex: Executor, actor: BookingActor, query: unknown): Promise<BookingPage> {
  const access = bookingAccess(actor);
  const f = parseOrThrow(BookingListQuerySchema, asQueryString(query));
  const where = listConditions(access, f);
  const exact = countableByStatusTable(access, f);
  // A free-text search is planned for its pattern every time: a generic plan cannot tell a
  // reference that matches one booking (trigram index) from a word in every twentieth (date order).
  const prepared = !f.q || isExactReference(f.q);
  const page = selectRows<ListRow>(ex, pageQuery(access, f, where), { prepared });
  let rows: ListRow[];
  let n: number;
  if (exact) {
    // The status table answers in a few rows: page and count go out together.
    const [pageRows, [count]] = await Promise.all([page, selectRows<{ n: string }>(ex, statusTableCount(access, f), { prepared })]);
    rows = pageRows;
    n = Number(count?.n ?? 0);
  } else {
    // Other filters count matching rows. A first page that is not full is the whole answer
    // (a reference, a rare word): no count needed.
    rows = await page;
    const whole = f.page === 1 && rows.length < f.pageSize;
    n = whole ? rows.length : Number((await selectRows<{ n: string }>(ex, cappedCount(where), { prepared }))[0]?.n ?? 0);
  }
  const items: BookingListItem[] = rows.map((r) => ({
    id: r.id, ref: r.ref, mode: r.mode, seaLoad: r.seaLoad, status: r.status,
    organization: { id: r.organizationId, name: r.organizationName },
    origin: r.origin, destination: r.destination, cargoReadyDate: r.cargoReadyDate, createdAt: r.createdAt, updatedAt: r.updatedAt,
    shipperCompany: r.shipperCompany, consigneeCompany: r.consigneeCompany, customerReference: r.customerReference,
    carrierReference: r.carrierReference, cargoType: r.cargoType, pieces: r.pieces, grossWeightKg: r.grossWeightKg,
    chargeable: { value: r.chargeableValue, unit: r.chargeableUnit }, co2eKg: r.co2eKg, watched: r.watched,
  }));
  const total = exact ? { total: n, totalExact: true } : n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
  return { items, ...total, page: f.page, pageSize: f.pageSize };
}
