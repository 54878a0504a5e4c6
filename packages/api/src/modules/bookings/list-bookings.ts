import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { BookingListFilters, BookingListItem, BookingPage } from '@freightdeck/contracts';
import { selectRows, type Executor } from '../../db';
import { bookings, bookingStatusCounts, bookingWatches, organizations } from '../../db/schema';
import { bookingAccess, type BookingAccess } from './access';
import type { BookingActor } from './actor';
import { countableByStatusTable, isExactReference, listConditions, listOrder } from './list-query';
import type { SearchSpace } from './search-space';

/** Past this many matches a list says "at least" instead of counting every row (large tables stay fast). */
export const COUNT_CAP = 10_000;
/** A free-text search is counted only where its scope holds at most this many bookings (see countsFreeText). */
export const FREE_TEXT_COUNT_SPACE = 20_000;

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

export interface PageShape {
  limit: number;
  /** A scalar every row carries as "total" (a count in the page's own round trip). */
  total?: SQL;
  /**
   * Pick the page's ids first, then read their rows: a free-text search walks the newest-first
   * index, which includes what it tests (migration 0007), without touching the table, and reads
   * only the rows it keeps.
   */
  idsFirst?: boolean;
}

export function pageQuery(access: BookingAccess, f: BookingListFilters, where: SQL | undefined, { limit, total, idsFirst = false }: PageShape): SQL {
  const order = sql.join(listOrder(f.sort), sql`, `);
  const window = sql`order by ${order} limit ${limit} offset ${(f.page - 1) * f.pageSize}`;
  const filtered = where ? sql`where ${where}` : sql``;
  const columns = sql`select ${LIST_COLUMNS},
    exists (select 1 from ${bookingWatches} w where w.user_id = ${access.userId} and w.booking_id = ${b.id}) as "watched"${total ? sql`,
    (${total})::text as "total"` : sql``}`;
  if (!idsFirst) return sql`${columns} ${LIST_FROM} ${filtered} ${window}`;
  return sql`${columns}
  from (select ${b.id} as "picked_id" from ${b} ${filtered} ${window}) "picked"
  inner join ${b} on ${b.id} = "picked"."picked_id" inner join ${organizations} on ${organizations.id} = ${b.organizationId}
  order by ${order}`;
}

/**
 * The sum of the trigger-kept counts (a few rows instead of a scan) over the status, mode and
 * organization filters within the caller's view. For an own view, the caller's organizations:
 * more than their own bookings, which is what a search space needs (an upper bound).
 */
export function statusTableSum(access: BookingAccess, f: BookingListFilters): SQL {
  const c = bookingStatusCounts;
  const conditions = [
    access.view === 'organization' || access.view === 'own' ? (access.organizationIds.length ? sql`${c.organizationId} in ${access.organizationIds}` : sql`false`) : undefined,
    f.status?.length ? sql`${c.status} in ${f.status}` : undefined,
    f.mode ? sql`${c.mode} = ${f.mode}` : undefined,
    f.organizationId ? sql`${c.organizationId} = ${f.organizationId}` : undefined,
  ].filter((x): x is SQL => !!x);
  return sql`select coalesce(sum(${c.count}), 0) from ${c}${conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``}`;
}

/** The status table's sum as a number, in a round trip of its own. */
const statusTableTotal = async (ex: Executor, access: BookingAccess, f: BookingListFilters) =>
  Number((await selectRows<{ n: string }>(ex, sql`select (${statusTableSum(access, f)})::text as "n"`, { prepared: true }))[0]?.n ?? 0);

export const cappedCount = (where: SQL | undefined) =>
  sql`select count(*) from (select 1 from ${bookings}${where ? sql` where ${where}` : sql``} limit ${COUNT_CAP + 1}) capped`;

/**
 * Whether a free-text search is counted: only over a search space of at most
 * FREE_TEXT_COUNT_SPACE bookings. A common word in a million bookings matches tens of thousands,
 * and finding even 10,001 of them cost PostgreSQL 110 ms (bench:bookings); beyond that space the
 * list says "at least" what its look-ahead saw.
 */
async function countsFreeText(ex: Executor, access: BookingAccess, f: BookingListFilters, searchSpace: SearchSpace): Promise<boolean> {
  const key = [access.view, access.view === 'all' ? '' : [...access.organizationIds].sort().join(','), f.status?.join(',') ?? '', f.mode ?? '', f.organizationId ?? ''].join('|');
  const space = await searchSpace(key, () => statusTableTotal(ex, access, f));
  return space <= FREE_TEXT_COUNT_SPACE;
}

/** A substring search (not an air waybill or a reference, which are equalities). */
const isFreeText = (f: BookingListFilters) => !!f.q && !isExactReference(f.q);

interface Total { total: number; totalExact: boolean }

/**
 * The page's rows and its total. Filters the status table answers exactly carry the count in the
 * page's own statement. Others read one row past the page (the look-ahead): a page with nothing
 * after it is the end, so its total is known without counting; otherwise a capped count, which a
 * free-text search also carries in its page's statement.
 */
async function rowsAndTotal(ex: Executor, access: BookingAccess, f: BookingListFilters, searchSpace: SearchSpace): Promise<{ rows: ListRow[] } & Total> {
  const where = listConditions(access, f);
  const offset = (f.page - 1) * f.pageSize;
  // A free-text search is planned for its pattern every time: a generic plan cannot tell a
  // reference that matches one booking (trigram index) from a word in every twentieth (date order).
  const freeText = isFreeText(f);
  const prepared = !freeText;
  if (countableByStatusTable(access, f)) {
    const rows = await selectRows<ListRow & { total: string }>(ex, pageQuery(access, f, where, { limit: f.pageSize, total: statusTableSum(access, f) }), { prepared });
    // Past the last page there is no row to carry the count.
    return { rows, total: rows[0] ? Number(rows[0].total) : await statusTableTotal(ex, access, f), totalExact: true };
  }
  const counted = !freeText || (await countsFreeText(ex, access, f, searchSpace));
  const shape: PageShape = freeText ? { limit: f.pageSize + 1, idsFirst: true, ...(counted ? { total: cappedCount(where) } : {}) } : { limit: f.pageSize + 1 };
  const read = await selectRows<ListRow & { total?: string }>(ex, pageQuery(access, f, where, shape), { prepared });
  const rows = read.slice(0, f.pageSize);
  if (read.length <= f.pageSize && (read.length > 0 || f.page === 1)) return { rows, total: offset + read.length, totalExact: true };
  // Not counted: at least what the look-ahead saw (an empty later page says nothing of the earlier ones).
  if (!counted) return { rows, total: read.length ? offset + read.length : 0, totalExact: false };
  const n = Number(read[0]?.total ?? (await selectRows<{ n: string }>(ex, sql`select (${cappedCount(where)})::text as "n"`, { prepared }))[0]?.n ?? 0);
  return { rows, ...(n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true }) };
}

/** One page of the caller's bookings, for filters BookingListQuerySchema has checked (the route's querystring schema). */
export async function listBookings(ex: Executor, actor: BookingActor, f: BookingListFilters, searchSpace: SearchSpace): Promise<BookingPage> {
  const access = bookingAccess(actor);
  const { rows, total, totalExact } = await rowsAndTotal(ex, access, f, searchSpace);
  const items: BookingListItem[] = rows.map((r) => ({
    id: r.id, ref: r.ref, mode: r.mode, seaLoad: r.seaLoad, status: r.status,
    organization: { id: r.organizationId, name: r.organizationName },
    origin: r.origin, destination: r.destination, cargoReadyDate: r.cargoReadyDate, createdAt: r.createdAt, updatedAt: r.updatedAt,
    shipperCompany: r.shipperCompany, consigneeCompany: r.consigneeCompany, customerReference: r.customerReference,
    carrierReference: r.carrierReference, cargoType: r.cargoType, pieces: r.pieces, grossWeightKg: r.grossWeightKg,
    chargeable: { value: r.chargeableValue, unit: r.chargeableUnit }, co2eKg: r.co2eKg, watched: r.watched,
  }));
  return { items, total, totalExact, page: f.page, pageSize: f.pageSize };
}

