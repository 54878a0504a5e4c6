import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { selectRows } from '../../db/rows';
import type { BookingAccess } from '../bookings';
import { cover } from './buckets';

/** A labelled interval of booking dates (a local month, a local day, the whole range). */
export interface LabelledRange { label: string; lo: Date; hi: Date }

export interface ReportFilter { mode?: 'AIR' | 'SEA'; organizationId?: string; origin?: string; destination?: string }

export const DIMENSIONS = { status: 'status', mode: 'mode', cargoType: 'cargo_type', origin: 'origin', destination: 'destination', organizationId: 'organization_id' } as const;
export type Dimension = keyof typeof DIMENSIONS;

export interface Sums {
  bookings: number; shipments: number; grossWeightKg: number; chargeableKg: number; volumeM3: number; teu: number;
  tonneKm: number; co2eKg: number; co2eTtwKg: number; co2eBookings: number; co2eDefaultKg: number;
}
export type AggregateRow = Sums & { label: string } & Partial<Record<Dimension, string>>;

export const SHIPPED = ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'] as const;
const shippedList = sql.raw(SHIPPED.map((s) => `'${s}'`).join(', '));

/** The SUM expressions, over the rollups or over bookings themselves. */
const ROLLUP_SUMS = sql.raw(`
  sum(r.bookings)::float8 as "bookings",
  sum(case when r.status in (${SHIPPED.map((s) => `'${s}'`).join(', ')}) then r.bookings else 0 end)::float8 as "shipments",
  sum(r.gross_weight_kg)::float8 as "grossWeightKg", sum(r.chargeable_kg)::float8 as "chargeableKg",
  sum(r.volume_m3)::float8 as "volumeM3", sum(r.teu)::float8 as "teu", sum(r.tonne_km)::float8 as "tonneKm",
  sum(r.co2e_kg)::float8 as "co2eKg", sum(r.co2e_ttw_kg)::float8 as "co2eTtwKg",
  sum(r.co2e_bookings)::float8 as "co2eBookings", sum(r.co2e_default_kg)::float8 as "co2eDefaultKg"`);
const BOOKING_SUMS = sql`
  count(*)::float8 as "bookings",
  (count(*) filter (where r.status in (${shippedList})))::float8 as "shipments",
  sum(r.gross_weight_kg)::float8 as "grossWeightKg",
  sum(case when r.chargeable_unit = 'KG' then r.chargeable_value else 0 end)::float8 as "chargeableKg",
  sum(r.volume_m3)::float8 as "volumeM3", sum(r.teu)::float8 as "teu", sum(coalesce(r.tonne_km, 0))::float8 as "tonneKm",
  sum(coalesce(r.co2e_kg, 0))::float8 as "co2eKg",
  sum(coalesce((r.data -> 'emissions' ->> 'ttwCo2eKg')::float8, 0))::float8 as "co2eTtwKg",
  count(r.co2e_kg)::float8 as "co2eBookings",
  sum(case when coalesce(r.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' then coalesce(r.co2e_kg, 0) else 0 end)::float8 as "co2eDefaultKg"`;

export function scopeConditions(access: BookingAccess, filter: ReportFilter, onBookings: boolean): SQL[] {
  const where: SQL[] = [];
  // Scoped exactly like the caller's booking view (bookings module, access.ts).
  if (access.view === 'organization') {
    where.push(access.organizationIds.length ? sql`r.organization_id in (${sql.join(access.organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  } else if (access.view === 'own') {
    if (!onBookings) throw new Error('own scope reads the bookings');
    where.push(sql`r.created_by_id = ${access.userId}::uuid`);
  } else if (access.view !== 'all') {
    where.push(sql`false`);
  }
  if (filter.mode) where.push(sql`r.mode = ${filter.mode}`);
  if (filter.organizationId) where.push(sql`r.organization_id = ${filter.organizationId}::uuid`);
  if (filter.origin) where.push(sql`r.origin = ${filter.origin}`);
  if (filter.destination) where.push(sql`r.destination = ${filter.destination}`);
  return where;
}

/**
 * Sums of the bookings in the caller's scope per labelled range and per dimension. Organization-
 * and all-scoped callers read the rollups (each range covered by months, days and quarter-hours);
 * a caller who sees only their own bookings reads those through bookings_creator_created_idx
 * (the rollups carry no creator: one person's bookings are few). Each range is read by a LATERAL
 * index range scan of its own: a join on the ranges let the planner hash the whole grain instead.
 */
export async function aggregate(ex: Executor, access: BookingAccess, filter: ReportFilter, ranges: LabelledRange[], by: Dimension[] = []): Promise<AggregateRow[]> {
  if (ranges.length === 0) return [];
  const own = access.view === 'own';
  const dims = by.map((d) => sql.raw(`r.${DIMENSIONS[d]} as "${d}"`));
  const groupDims = by.map((d) => sql.raw(`r.${DIMENSIONS[d]}`));
  const where = scopeConditions(access, filter, own);
  let query: SQL;
  if (own) {
    const seg = sql.join(ranges.map((r) => sql`(${r.label}::text, ${r.lo.toISOString()}::timestamptz, ${r.hi.toISOString()}::timestamptz)`), sql`, `);
    query = sql`with seg(label, lo, hi) as (values ${seg})
      select seg.label as "label"${dims.length ? sql`, ${sql.join(dims, sql`, `)}` : sql``}, ${BOOKING_SUMS}
      from seg cross join lateral (
        select * from bookings r where r.created_at >= seg.lo and r.created_at < seg.hi
        ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
      ) r
      group by seg.label${groupDims.length ? sql`, ${sql.join(groupDims, sql`, `)}` : sql``}`;
  } else {
    const segments = ranges.flatMap((r) => cover(r.lo, r.hi).map((c) => sql`(${r.label}::text, ${c.grain}::text, ${c.lo.toISOString()}::timestamptz, ${c.hi.toISOString()}::timestamptz)`));
    query = sql`with seg(label, grain, lo, hi) as (values ${sql.join(segments, sql`, `)})
      select seg.label as "label"${dims.length ? sql`, ${sql.join(dims, sql`, `)}` : sql``}, ${ROLLUP_SUMS}
      from seg cross join lateral (
        select * from booking_rollups r where r.grain = seg.grain and r.bucket >= seg.lo and r.bucket < seg.hi
        ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
      ) r
      group by seg.label${groupDims.length ? sql`, ${sql.join(groupDims, sql`, `)}` : sql``}`;
  }
  // No JIT: the planner cannot estimate the ranges of a LATERAL scan and guesses thousands of
  // rows per range, past jit_above_cost; compiling then took 20–500 ms of a 20 ms query.
  const rows = await ex.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return selectRows<AggregateRow & Record<string, unknown>>(tx, query);
  });
  return rows.map((r) => ({ ...r, ...Object.fromEntries(SUM_KEYS.map((k) => [k, Number(r[k] ?? 0)])) }) as AggregateRow);
}

export const SUM_KEYS: (keyof Sums)[] = ['bookings', 'shipments', 'grossWeightKg', 'chargeableKg', 'volumeM3', 'teu', 'tonneKm', 'co2eKg', 'co2eTtwKg', 'co2eBookings', 'co2eDefaultKg'];
export const zeroSums = (): Sums => Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as unknown as Sums;
export function addSums(a: Sums, b: Sums): Sums {
  return Object.fromEntries(SUM_KEYS.map((k) => [k, a[k] + b[k]])) as unknown as Sums;
}
