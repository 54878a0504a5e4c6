import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { selectRows } from '../../db/rows';
import type { BookingAccess } from '../bookings';
import { cover } from './buckets';

/** A labelled interval of booking dates (a local month, a local day, the whole range). */
export interface LabelledRange { label: string; lo: Date; hi: Date }

/** `B` counts bookings by booking date, `D` by departure (src/db/schema/reports.ts). */
export type DateBasisKey = 'B' | 'D';
export interface ReportFilter { mode?: 'AIR' | 'SEA'; organizationId?: string; origin?: string; destination?: string; basis?: DateBasisKey }

export const DIMENSIONS = { status: 'status', mode: 'mode', cargoType: 'cargo_type', origin: 'origin', destination: 'destination', organizationId: 'organization_id', currency: 'currency' } as const;
export type Dimension = keyof typeof DIMENSIONS;

export interface Sums {
  bookings: number; shipments: number; grossWeightKg: number; chargeableKg: number; volumeM3: number; teu: number;
  tonneKm: number; co2eKg: number; co2eTtwKg: number; co2eBookings: number; co2eDefaultKg: number; spend: number;
}
export type AggregateRow = Sums & { label: string } & Partial<Record<Dimension, string>>;

export const SHIPPED = ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'] as const;
const shippedList = SHIPPED.map((s) => `'${s}'`).join(', ');

/**
 * The rollups (src/db/schema/reports.ts), narrowest first, with the dimensions each is keyed by.
 * The narrow ones keep `shipments` as a column and have no currency (so no spend).
 */
const ROLLUPS = [
  { table: 'booking_status_rollups', keys: ['organizationId', 'mode', 'status'], narrow: true },
  { table: 'booking_place_rollups', keys: ['organizationId', 'mode', 'origin', 'destination'], narrow: true },
  { table: 'booking_org_rollups', keys: ['organizationId', 'mode', 'status', 'cargoType', 'currency'], narrow: false },
  { table: 'booking_rollups', keys: ['organizationId', 'mode', 'status', 'cargoType', 'origin', 'destination', 'currency'], narrow: false },
] as const satisfies readonly { table: string; keys: readonly Dimension[]; narrow: boolean }[];
export type RollupTable = (typeof ROLLUPS)[number]['table'];

/** The SUM expressions over a rollup: the narrow ones count shipments in a column and have no spend. */
const rollupSums = (narrow: boolean) => sql.raw(`
  sum(r.bookings * seg.sign)::float8 as "bookings",
  ${narrow ? 'sum(r.shipments * seg.sign)' : `sum(case when r.status in (${shippedList}) then r.bookings * seg.sign else 0 end)`}::float8 as "shipments",
  sum(r.gross_weight_kg * seg.sign)::float8 as "grossWeightKg", sum(r.chargeable_kg * seg.sign)::float8 as "chargeableKg",
  sum(r.volume_m3 * seg.sign)::float8 as "volumeM3", sum(r.teu * seg.sign)::float8 as "teu", sum(r.tonne_km * seg.sign)::float8 as "tonneKm",
  sum(r.co2e_kg * seg.sign)::float8 as "co2eKg", sum(r.co2e_ttw_kg * seg.sign)::float8 as "co2eTtwKg",
  sum(r.co2e_bookings * seg.sign)::float8 as "co2eBookings", sum(r.co2e_default_kg * seg.sign)::float8 as "co2eDefaultKg",
  ${narrow ? '0' : 'sum(r.spend * seg.sign)'}::float8 as "spend"`);
/** Over bookings × booking_spend(data) (migration rollups_org_basis_currency_triggers): counts only on the lead row. */
const BOOKING_SUMS = sql.raw(`
  sum(r.lead::int)::float8 as "bookings",
  sum(case when r.status in (${shippedList}) then r.lead::int else 0 end)::float8 as "shipments",
  sum(r.lead::int * r.gross_weight_kg)::float8 as "grossWeightKg",
  sum(r.lead::int * case when r.chargeable_unit = 'KG' then r.chargeable_value else 0 end)::float8 as "chargeableKg",
  sum(r.lead::int * r.volume_m3)::float8 as "volumeM3", sum(r.lead::int * r.teu)::float8 as "teu", sum(r.lead::int * coalesce(r.tonne_km, 0))::float8 as "tonneKm",
  sum(r.lead::int * coalesce(r.co2e_kg, 0))::float8 as "co2eKg",
  sum(r.lead::int * coalesce((r.data -> 'emissions' ->> 'ttwCo2eKg')::float8, 0))::float8 as "co2eTtwKg",
  sum(r.lead::int * (r.co2e_kg is not null)::int)::float8 as "co2eBookings",
  sum(r.lead::int * case when coalesce(r.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' then coalesce(r.co2e_kg, 0) else 0 end)::float8 as "co2eDefaultKg",
  sum(r.amount)::float8 as "spend"`);

/** The instant a booking is dated by, in SQL over `bookings r`. */
export const datedAt = (basis: DateBasisKey = 'B') =>
  sql.raw(basis === 'D' ? 'booking_departs_at(r.departed_at, r.data, r.cargo_ready_date)' : 'r.created_at');

/**
 * The WHERE conditions of a report. Their text depends only on which filters are set, never on
 * their values (those are parameters), so each shape is one prepared statement per connection.
 */
export function scopeConditions(access: BookingAccess, filter: ReportFilter, onBookings: boolean): SQL[] {
  const where: SQL[] = [];
  // Scoped exactly like the caller's booking view (bookings module, access.ts).
  if (access.view === 'organization') {
    where.push(access.organizationIds.length ? sql`r.organization_id = any(${`{${access.organizationIds.join(',')}}`}::uuid[])` : sql`false`);
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
 * The narrowest rollup keyed by every dimension a report filters or groups by (docs/adr/016-reports-and-emissions.md#narrow-rollups):
 * fewer keys, fewer rows per bucket to add up. Spend is grouped by currency, so it reads a wide one.
 */
export function rollupFor(filter: ReportFilter, by: readonly Dimension[]): RollupTable {
  const needed = new Set<Dimension>(by);
  if (filter.origin) needed.add('origin');
  if (filter.destination) needed.add('destination');
  const fits = ROLLUPS.find((r) => [...needed].every((d) => (r.keys as readonly Dimension[]).includes(d)));
  return (fits ?? ROLLUPS[ROLLUPS.length - 1]!).table;
}
/**
 * Sums of the bookings in the caller's scope per labelled range and per dimension. Organization-
 * and all-scoped callers read a rollup (each range covered by months, days and quarter-hours): the
 * narrowest one that has the dimensions filtered and grouped (rollupFor). A caller who sees only
 * their own bookings reads those through bookings_creator_created_idx (the rollups carry no
 * creator: one person's bookings are few). Each range is read by a LATERAL index range scan of its
 * own (`offset 0` keeps the subquery from being flattened): a join on the ranges let the planner
 * hash the whole grain instead. The ranges travel as one
 * JSON parameter, so the statement's text is fixed per shape and prepared once per connection.
 */
export async function aggregate(ex: Executor, access: BookingAccess, filter: ReportFilter, ranges: LabelledRange[], by: Dimension[] = []): Promise<AggregateRow[]> {
  if (ranges.length === 0) return [];
  const own = access.view === 'own';
  const basis = filter.basis ?? 'B';
  const dims = by.map((d) => sql.raw(`r.${DIMENSIONS[d]} as "${d}"`));
  const groupDims = by.map((d) => sql.raw(`r.${DIMENSIONS[d]}`));
  const where = scopeConditions(access, filter, own);
  const and = where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``;
  const select = sql`select seg.label as "label"${dims.length ? sql`, ${sql.join(dims, sql`, `)}` : sql``}`;
  const groupBy = sql`group by seg.label${groupDims.length ? sql`, ${sql.join(groupDims, sql`, `)}` : sql``}`;
  let query: SQL;
  if (own) {
    const segments = JSON.stringify(ranges.map((r) => ({ label: r.label, lo: r.lo.toISOString(), hi: r.hi.toISOString() })));
    query = sql`with seg as (select * from jsonb_to_recordset(${segments}::jsonb) as s(label text, lo timestamptz, hi timestamptz))
      ${select}, ${BOOKING_SUMS}
      from seg cross join lateral (
        select r.*, s.currency, s.amount, s.lead from bookings r cross join lateral booking_spend(r.data) s
        where ${datedAt(basis)} >= seg.lo and ${datedAt(basis)} < seg.hi ${and}
        offset 0
      ) r
      ${groupBy}`;
  } else {
    const table = rollupFor(filter, by);
    const narrow = ROLLUPS.find((r) => r.table === table)!.narrow;
    // Signed: a range is whole UTC days and months plus or minus quarter-hours at its ends (buckets.ts).
    const segments = JSON.stringify(ranges.flatMap((r) => cover(r.lo, r.hi).map((c) => ({ label: r.label, grain: c.grain, lo: c.lo.toISOString(), hi: c.hi.toISOString(), sign: c.sign }))));
    query = sql`with seg as (select * from jsonb_to_recordset(${segments}::jsonb) as s(label text, grain text, lo timestamptz, hi timestamptz, sign int))
      ${select}, ${rollupSums(narrow)}
      from seg cross join lateral (
        select * from ${sql.raw(table)} r
        where r.basis = ${basis} and r.grain = seg.grain and r.bucket >= seg.lo and r.bucket < seg.hi ${and}
        offset 0
      ) r
      ${groupBy}`;
  }
  // Prepared on a PostgreSQL pool (rows.ts). JIT is off for the pool's connections (db/client.ts):
  // the planner cannot estimate a LATERAL range and guessed thousands of rows per range, past
  // jit_above_cost; compiling then took 20–500 ms of a 20 ms query.
  const rows = await selectRows<AggregateRow & Record<string, unknown>>(ex, query, { prepared: true });
  return rows.map((r) => ({ ...r, ...Object.fromEntries(SUM_KEYS.map((k) => [k, Number(r[k] ?? 0)])) }) as AggregateRow);
}

export const SUM_KEYS: (keyof Sums)[] = ['bookings', 'shipments', 'grossWeightKg', 'chargeableKg', 'volumeM3', 'teu', 'tonneKm', 'co2eKg', 'co2eTtwKg', 'co2eBookings', 'co2eDefaultKg', 'spend'];
export const zeroSums = (): Sums => Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as unknown as Sums;
export function addSums(a: Sums, b: Sums): Sums {
  return Object.fromEntries(SUM_KEYS.map((k) => [k, a[k] + b[k]])) as unknown as Sums;
}
