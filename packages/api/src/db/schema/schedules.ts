import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One dated trip of a carrier (docs/adr/014-schedules.md#data-model): a flight on one day, or a
 * vessel's voyage through its port rotation. `tripKey` is the import's identity (carrier + flight
 * + local departure date, or carrier + vessel IMO + voyage), `contentHash` tells a changed trip
 * from an unchanged one when a carrier's schedule is imported again.
 */
export const scheduleTrips = pgTable(
  'schedule_trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    carrier: text('carrier').notNull(),
    tripKey: text('trip_key').notNull(),
    /** Flight number (LH779) or the carrier's voyage number (2648W). */
    transportRef: text('transport_ref').notNull(),
    serviceCode: text('service_code'),
    serviceName: text('service_name'),
    vesselName: text('vessel_name'),
    vesselImo: text('vessel_imo'),
    aircraft: text('aircraft'),
    freighter: boolean('freighter'),
    /** ISO days of week the flight operates (1 = Monday), as published: '1357'. */
    daysOfWeek: text('days_of_week'),
    /** Air: acceptance cut-off, minutes before departure. */
    cutoffMinutes: integer('cutoff_minutes'),
    contentHash: text('content_hash').notNull(),
    firstDeparture: timestamp('first_departure', { withTimezone: true }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_trips_key_idx').on(t.carrier, t.tripKey), index('schedule_trips_carrier_departure_idx').on(t.carrier, t.mode, t.firstDeparture)],
);

/**
 * A trip's calls in order: an airport (IATA) or a port (UN/LOCODE) with its city code and time
 * zone, arrival and departure in UTC. Mode and carrier are repeated so the one-stop search joins
 * calls to calls without the trips table (docs/adr/014-schedules.md#search).
 */
export const scheduleCalls = pgTable(
  'schedule_calls',
  {
    tripId: uuid('trip_id').notNull().references(() => scheduleTrips.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    mode: text('mode', { enum: ['AIR', 'SEA'] }).notNull(),
    carrier: text('carrier').notNull(),
    location: text('location').notNull(),
    city: text('city').notNull(),
    timeZone: text('time_zone').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    departureAt: timestamp('departure_at', { withTimezone: true }),
    /** Sea: DCSA cut-offs at this call { DCO, VCO, FCO, LCO } as ISO instants. */
    cutoffs: jsonb('cutoffs'),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.seq] }),
    index('schedule_calls_departure_idx').on(t.mode, t.location, t.departureAt),
    index('schedule_calls_city_departure_idx').on(t.mode, t.city, t.departureAt),
    index('schedule_calls_arrival_idx').on(t.mode, t.location, t.arrivalAt),
  ],
);
