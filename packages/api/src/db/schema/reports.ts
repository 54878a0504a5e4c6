import { bigint, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The booking reports' rollups (docs/adr/016-reports-and-emissions.md): bookings added up per
 * date basis, time bucket and per organization, mode, status, cargo type and charge currency —
 * `booking_org_rollups` without the lane, `booking_rollups` with it (read only when a report
 * filters or groups by origin or destination). Kept by triggers on `bookings` (custom migrations
 * `booking_rollups_triggers`, `booking_rollups_org_basis_currency`) in the same transaction as
 * every booking write.
 *
 * - `basis`: `B` the booking date (`created_at`), `D` the departure (the actual one when known,
 *   else the first leg's planned one, else the cargo ready date; SQL function `booking_departs_at`).
 * - `grain`: `m` a UTC month, `d` a UTC day, `q` a quarter of an hour — so a month or a day cut
 *   in any time zone is whole months, whole days and quarter-hours at its edges.
 * - `currency`: a booking adds one row per currency of its charges with `spend` in that currency;
 *   only the row of its first currency (alphabetical; '' for a booking without charges) carries
 *   its counts, the others count 0, so sums over currencies count each booking once.
 */
const rollupColumns = {
  basis: text('basis', { enum: ['B', 'D'] }).notNull(),
  grain: text('grain', { enum: ['m', 'd', 'q'] }).notNull(),
  /** The bucket's start (UTC). */
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  organizationId: uuid('organization_id').notNull(),
  mode: text('mode').notNull(),
  status: text('status').notNull(),
  cargoType: text('cargo_type').notNull(),
  /** ISO 4217 code of the charges this row's `spend` is in; '' for bookings without charges. */
  currency: text('currency').notNull(),
  bookings: bigint('bookings', { mode: 'number' }).notNull().default(0),
  grossWeightKg: doublePrecision('gross_weight_kg').notNull().default(0),
  /** Air only: chargeable weight in kg. */
  chargeableKg: doublePrecision('chargeable_kg').notNull().default(0),
  volumeM3: doublePrecision('volume_m3').notNull().default(0),
  teu: bigint('teu', { mode: 'number' }).notNull().default(0),
  tonneKm: doublePrecision('tonne_km').notNull().default(0),
  /** Well-to-wheel, legs and hubs. */
  co2eKg: doublePrecision('co2e_kg').notNull().default(0),
  /** Tank-to-wheel, legs. */
  co2eTtwKg: doublePrecision('co2e_ttw_kg').notNull().default(0),
  /** Bookings whose CO2e could be counted. */
  co2eBookings: bigint('co2e_bookings', { mode: 'number' }).notNull().default(0),
  /** CO2e (WTW) of bookings whose figures are default-factor ones (the rest: modelled or primary). */
  co2eDefaultKg: doublePrecision('co2e_default_kg').notNull().default(0),
  /** The charges' sum in `currency` (never converted). */
  spend: doublePrecision('spend').notNull().default(0),
};

export const bookingRollups = pgTable(
  'booking_rollups',
  { ...rollupColumns, origin: text('origin').notNull(), destination: text('destination').notNull() },
  (t) => [
    primaryKey({ name: 'booking_rollups_pk', columns: [t.basis, t.grain, t.bucket, t.organizationId, t.mode, t.status, t.cargoType, t.origin, t.destination, t.currency] }),
    index('booking_rollups_organization_idx').on(t.organizationId, t.basis, t.grain, t.bucket),
  ],
);

/** The same sums without the lane: a few thousand rows where the lane rollup has hundreds of thousands. */
export const bookingOrgRollups = pgTable(
  'booking_org_rollups',
  rollupColumns,
  (t) => [
    primaryKey({ name: 'booking_org_rollups_pk', columns: [t.basis, t.grain, t.bucket, t.organizationId, t.mode, t.status, t.cargoType, t.currency] }),
    index('booking_org_rollups_organization_idx').on(t.organizationId, t.basis, t.grain, t.bucket),
  ],
);

/**
 * Narrow rollups for the calls that need few keys (docs/adr/016-reports-and-emissions.md#narrow-rollups):
 * no cargo type and no currency (so no spend; each booking counts once, on its one row), and
 * `shipments` kept as a column (bookings whose status is confirmed or later). Per month of 1 M
 * bookings they hold tens of rows per organization where the wide ones hold hundreds.
 * - `booking_status_rollups`: per organization, mode and status — count, status, monthly-*, week.
 * - `booking_place_rollups`: per organization, mode and lane — location, and the calls above
 *   when a report filters by origin or destination.
 * Kept by their own statement-level triggers (custom migration `narrow_rollups_triggers`).
 */
const narrowKeys = {
  basis: rollupColumns.basis,
  grain: rollupColumns.grain,
  bucket: rollupColumns.bucket,
  organizationId: rollupColumns.organizationId,
  mode: rollupColumns.mode,
};
const narrowSums = {
  bookings: rollupColumns.bookings,
  /** Bookings confirmed, in transit, arrived or delivered. */
  shipments: bigint('shipments', { mode: 'number' }).notNull().default(0),
  grossWeightKg: rollupColumns.grossWeightKg,
  chargeableKg: rollupColumns.chargeableKg,
  volumeM3: rollupColumns.volumeM3,
  teu: rollupColumns.teu,
  tonneKm: rollupColumns.tonneKm,
  co2eKg: rollupColumns.co2eKg,
  co2eTtwKg: rollupColumns.co2eTtwKg,
  co2eBookings: rollupColumns.co2eBookings,
  co2eDefaultKg: rollupColumns.co2eDefaultKg,
};

export const bookingStatusRollups = pgTable(
  'booking_status_rollups',
  { ...narrowKeys, status: text('status').notNull(), ...narrowSums },
  (t) => [
    primaryKey({ name: 'booking_status_rollups_pk', columns: [t.basis, t.grain, t.bucket, t.organizationId, t.mode, t.status] }),
    index('booking_status_rollups_organization_idx').on(t.organizationId, t.basis, t.grain, t.bucket),
  ],
);

export const bookingPlaceRollups = pgTable(
  'booking_place_rollups',
  { ...narrowKeys, origin: text('origin').notNull(), destination: text('destination').notNull(), ...narrowSums },
  (t) => [
    primaryKey({ name: 'booking_place_rollups_pk', columns: [t.basis, t.grain, t.bucket, t.organizationId, t.mode, t.origin, t.destination] }),
    index('booking_place_rollups_organization_idx').on(t.organizationId, t.basis, t.grain, t.bucket),
  ],
);
