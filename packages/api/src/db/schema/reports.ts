import { bigint, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The booking reports' rollups (docs/adr/016-reports-and-emissions.md): bookings added up per
 * time bucket and per organization, mode, status, cargo type and lane. Kept by triggers on
 * `bookings` (custom migration `booking_rollups_triggers`) in the same transaction as every
 * booking write. Three grains — `m` a UTC month, `d` a UTC day, `q` a quarter of an hour — so a
 * month or a day cut in any time zone is whole months, whole days and quarter-hours at its edges.
 */
export const bookingRollups = pgTable(
  'booking_rollups',
  {
    grain: text('grain', { enum: ['m', 'd', 'q'] }).notNull(),
    /** The bucket's start (UTC). */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    organizationId: uuid('organization_id').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    cargoType: text('cargo_type').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
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
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.bucket, t.organizationId, t.mode, t.status, t.cargoType, t.origin, t.destination] }),
    index('booking_rollups_organization_idx').on(t.organizationId, t.grain, t.bucket),
  ],
);
