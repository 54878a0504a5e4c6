import { and, asc, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BookingListFilters } from '@freightdeck/contracts';
import { bookings, bookingWatches } from '../../db/schema';
import { visibleCondition, type BookingAccess } from './access';

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
/** `%` and `_` in the user's text are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The text filter. A query that is exactly an air waybill (stored `020-12345675`, typed as often
 * `02012345675` or `020 12345675`) or a booking reference (`FDA-001042`) asks for that shipment:
 * an equality on its own index. Anything else is a substring of the reference, the carrier's and
 * the customer's references or a party's name (trigram index). The digits of air waybills share
 * trigrams across the whole table, so a substring search for one cost 5 ms on 1 M bookings.
 */
const AIR_WAYBILL = /^(\d{3})[\s-]?(\d{8})$/;
const BOOKING_REF = /^FD[AS]-\d{6,}$/i;

/** Whether the text asks for one shipment by its air waybill or reference (an equality, not a search). */
export const isExactReference = (q: string) => AIR_WAYBILL.test(q.trim()) || BOOKING_REF.test(q.trim());

export function textCondition(q: string): SQL {
  const text = q.trim();
  const awb = AIR_WAYBILL.exec(text);
  if (awb) return sql`${bookings.carrierReference} = ${`${awb[1]}-${awb[2]}`}`;
  if (BOOKING_REF.test(text)) return sql`${bookings.ref} = ${text.toUpperCase()}`;
  // The haystack is lower-cased when written (derive.ts) and so is the needle: LIKE, not ILIKE,
  // which folds the case of every row it tests (bench:bookings: a third of the cost of a common
  // word's page). The trigram index serves LIKE as it does ILIKE (patterns of 3+ characters).
  return sql`${bookings.searchText} like ${`%${likeEscape(text.toLowerCase())}%`}`;
}

/** The WHERE of a list: the caller's view scope and the filters, each served by an index of migration 0003. */
export function listConditions(access: BookingAccess, f: BookingListFilters): SQL | undefined {
  return and(
    visibleCondition(access),
    f.status?.length ? inArray(bookings.status, f.status) : undefined,
    f.mode ? eq(bookings.mode, f.mode) : undefined,
    f.origin ? eq(bookings.origin, f.origin) : undefined,
    f.destination ? eq(bookings.destination, f.destination) : undefined,
    f.organizationId ? eq(bookings.organizationId, f.organizationId) : undefined,
    f.dateFrom ? gte(bookings.createdAt, new Date(`${f.dateFrom}T00:00:00Z`)) : undefined,
    f.dateTo ? lt(bookings.createdAt, dayAfter(f.dateTo)) : undefined,
    f.q ? textCondition(f.q) : undefined,
    f.watched === undefined ? undefined
      : f.watched
        ? sql`exists (select 1 from ${bookingWatches} w where w.user_id = ${access.userId} and w.booking_id = ${bookings.id})`
        : sql`not exists (select 1 from ${bookingWatches} w where w.user_id = ${access.userId} and w.booking_id = ${bookings.id})`,
  );
}

// The indexes of migration 0003 are `created_at DESC NULLS LAST, id DESC NULLS LAST`; PostgreSQL's
// plain DESC means NULLS FIRST, which no index matches (a sort of every matching row). The columns are
// NOT NULL, so spelling out the index's order changes no result and lets the planner walk the index.
const newest = (column: AnyColumn) => sql`${column} desc nulls last`;
const oldest = (column: AnyColumn) => sql`${column} asc nulls first`;

/** Sort column, then newest first and the id: a stable order for paging, in the indexes' order. */
export function listOrder(sort: BookingListFilters['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const tail = [newest(bookings.createdAt), newest(bookings.id)];
  if (key === 'createdAt') return descending ? tail : [oldest(bookings.createdAt), oldest(bookings.id)];
  const column = { cargoReadyDate: bookings.cargoReadyDate, ref: bookings.ref, status: bookings.status }[key as 'ref'];
  return [descending ? desc(column) : asc(column), ...tail];
}

/** Filters the booking_status_counts table can answer exactly (status, mode, organization and an org-wide scope). */
export function countableByStatusTable(access: BookingAccess, f: BookingListFilters): boolean {
  const others = f.origin || f.destination || f.dateFrom || f.dateTo || f.q || f.watched !== undefined;
  return !others && (access.view === 'all' || access.view === 'organization');
}
