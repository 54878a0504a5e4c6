import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { scheduleCalls, scheduleTrips } from '../../db/schema';

type TripValues = typeof scheduleTrips.$inferInsert;
type CallValues = typeof scheduleCalls.$inferInsert;

const CHUNK = 1000;
const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The schedules module's tables: trips and their calls (docs/adr/014-schedules.md#data-model). */
export const scheduleRepository = {
  /**
   * A carrier's trips of a mode departing at or after `since` (none when `since` is null), and
   * those of the given keys whenever they depart: what an import may change or remove. Each with
   * its first and last call's place, for the import's report.
   */
  async currentTrips(ex: Executor, carrier: string, mode: 'AIR' | 'SEA', since: Date | null, keys: string[]) {
    const keyList = sql`array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`;
    const place = (order: 'asc' | 'desc') => sql<string | null>`(select c.location from ${scheduleCalls} c where c.trip_id = ${scheduleTrips.id} order by c.seq ${sql.raw(order)} limit 1)`;
    const byKey = keys.length > 0 ? sql`${scheduleTrips.tripKey} = any(${keyList})` : sql`false`;
    return ex.select({
      id: scheduleTrips.id, tripKey: scheduleTrips.tripKey, contentHash: scheduleTrips.contentHash, transportRef: scheduleTrips.transportRef,
      firstDeparture: scheduleTrips.firstDeparture, from: place('asc'), to: place('desc'),
    }).from(scheduleTrips)
      .where(and(eq(scheduleTrips.carrier, carrier), eq(scheduleTrips.mode, mode), since ? or(gte(scheduleTrips.firstDeparture, since), byKey) : byKey))
      .orderBy(asc(scheduleTrips.firstDeparture), asc(scheduleTrips.tripKey));
  },

  /** The calls of trips, in order: what a point-to-point import merges its calls into. */
  async callsOf(ex: Executor, tripIds: string[]) {
    const out: (typeof scheduleCalls.$inferSelect)[] = [];
    for (const part of chunks(tripIds, CHUNK)) out.push(...(await ex.select().from(scheduleCalls).where(inArray(scheduleCalls.tripId, part)).orderBy(asc(scheduleCalls.tripId), asc(scheduleCalls.seq))));
    return out;
  },

  async insertTrips(ex: Executor, rows: TripValues[]): Promise<{ id: string; tripKey: string }[]> {
    const out: { id: string; tripKey: string }[] = [];
    for (const part of chunks(rows, CHUNK)) out.push(...(await ex.insert(scheduleTrips).values(part).returning({ id: scheduleTrips.id, tripKey: scheduleTrips.tripKey })));
    return out;
  },

  async updateTrip(ex: Executor, id: string, values: Partial<TripValues>): Promise<void> {
    await ex.update(scheduleTrips).set(values).where(eq(scheduleTrips.id, id));
  },

  async deleteTrips(ex: Executor, ids: string[]): Promise<void> {
    for (const part of chunks(ids, CHUNK)) await ex.delete(scheduleTrips).where(inArray(scheduleTrips.id, part));
  },

  async deleteCalls(ex: Executor, tripIds: string[]): Promise<void> {
    for (const part of chunks(tripIds, CHUNK)) await ex.delete(scheduleCalls).where(inArray(scheduleCalls.tripId, part));
  },

  async insertCalls(ex: Executor, rows: CallValues[]): Promise<void> {
    for (const part of chunks(rows, CHUNK * 2)) await ex.insert(scheduleCalls).values(part);
  },
};
