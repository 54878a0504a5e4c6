import { z } from 'zod';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { buildCarriers } from '../../reference-data/carriers';
import { readAirCsv } from './air-csv';
import { readVesselSchedules } from './dcsa-vessel-schedules';
import { placeIndex, type PlaceIndex } from './places';
import { scheduleRepository } from './repository';
import { firstDeparture, tripHash, type RowError, type TripInput } from './trip';

export const ScheduleImportSchema = z.object({
  carrier: z.string().min(2).max(4),
  /** CSV: air flight patterns (docs/product/schedules.md#import); DCSA_VESSEL_SCHEDULES: a DCSA CS 1.0 vessel-schedules answer (JSON text). */
  format: z.enum(['CSV', 'DCSA_VESSEL_SCHEDULES']),
  content: z.string().min(1).max(20_000_000),
  dryRun: z.boolean().default(false),
});
export type ScheduleImport = z.input<typeof ScheduleImportSchema>;

export interface ScheduleImportResult {
  carrier: string;
  mode: 'AIR' | 'SEA';
  dryRun: boolean;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

const toIssues = (rows: RowError[]) => rows.slice(0, 200).map((e) => ({ path: e.row, message: e.message }));

function readTrips(input: z.output<typeof ScheduleImportSchema>, mode: 'AIR' | 'SEA', places: PlaceIndex) {
  if (input.format === 'CSV') {
    if (mode !== 'AIR') throw errors.validation([{ path: 'format', message: 'CSV carries air flight patterns; an ocean line imports a DCSA vessel schedule' }]);
    return readAirCsv(input.content, input.carrier, places);
  }
  if (mode !== 'SEA') throw errors.validation([{ path: 'format', message: 'A DCSA vessel schedule is an ocean line\'s' }]);
  let json: unknown;
  try {
    json = JSON.parse(input.content);
  } catch {
    throw errors.validation([{ path: 'content', message: 'The file is not JSON' }]);
  }
  return readVesselSchedules(json, input.carrier, places);
}

/**
 * A carrier's schedule from a file (docs/product/schedules.md#import): every row checked first, a
 * file with a bad row refused naming each one; otherwise the carrier's future trips become the
 * file's (added, changed, removed) in one transaction. A dry run reports the same counts and writes nothing.
 */
export function createScheduleImportService(db: Db, { now = () => new Date(), places = placeIndex }: { now?: Clock; places?: () => PlaceIndex } = {}) {
  const carriers = new Map(buildCarriers().map((c) => [c.code, c]));
  return {
    async importSchedule(raw: ScheduleImport): Promise<ScheduleImportResult> {
      const input = ScheduleImportSchema.parse(raw);
      const carrier = carriers.get(input.carrier);
      if (!carrier) throw errors.validation([{ path: 'carrier', message: `Unknown carrier ${input.carrier}` }]);
      const mode = carrier.mode;
      const { trips, errors: bad } = readTrips(input, mode, places());
      const keys = new Set<string>();
      for (const t of trips) {
        if (keys.has(t.tripKey)) bad.push({ row: t.tripKey, message: 'the same flight or voyage appears twice' });
        keys.add(t.tripKey);
      }
      if (bad.length > 0) throw errors.validation(toIssues(bad), `${bad.length} rows of the file are wrong; nothing was imported`);
      if (trips.length === 0) throw errors.validation([{ path: 'content', message: 'The file holds no flights or voyages' }]);

      return db.transaction(async (tx) => {
        // The carrier's trips from the file's first departure (or now, if earlier): past trips the file does not cover stay.
        const earliest = trips.reduce((min, t) => Math.min(min, firstDeparture(t).getTime()), now().getTime());
        const current = await scheduleRepository.currentTrips(tx, carrier.code, mode, new Date(earliest), [...keys]);
        const byKey = new Map(current.map((t) => [t.tripKey, t]));
        const added: TripInput[] = [];
        const changed: { id: string; trip: TripInput }[] = [];
        let unchanged = 0;
        for (const trip of trips) {
          const existing = byKey.get(trip.tripKey);
          byKey.delete(trip.tripKey);
          if (!existing) added.push(trip);
          else if (existing.contentHash !== tripHash(trip)) changed.push({ id: existing.id, trip });
          else unchanged++;
        }
        const removed = [...byKey.values()].map((t) => t.id);
        const result = { carrier: carrier.code, mode, dryRun: input.dryRun, added: added.length, changed: changed.length, removed: removed.length, unchanged };
        if (input.dryRun) return result;

        await scheduleRepository.deleteTrips(tx, removed);
        await scheduleRepository.deleteCalls(tx, changed.map((c) => c.id));
        for (const { id, trip } of changed) await scheduleRepository.updateTrip(tx, id, { ...tripColumns(trip), importedAt: now() });
        const inserted = await scheduleRepository.insertTrips(tx, added.map((trip) => ({ ...tripColumns(trip), importedAt: now() })));
        const idByKey = new Map(inserted.map((r) => [r.tripKey, r.id]));
        const withIds = [...changed.map((c) => [c.id, c.trip] as const), ...added.map((t) => [idByKey.get(t.tripKey)!, t] as const)];
        await scheduleRepository.insertCalls(tx, withIds.flatMap(([tripId, trip]) => trip.calls.map((c, seq) => ({
          tripId, seq, mode: trip.mode, carrier: trip.carrier, location: c.location, city: c.city, timeZone: c.timeZone,
          arrivalAt: c.arrivalAt, departureAt: c.departureAt, cutoffs: c.cutoffs,
        }))));
        return result;
      });
    },
  };
}
export type ScheduleImportService = ReturnType<typeof createScheduleImportService>;

function tripColumns(trip: TripInput) {
  const { calls: _calls, ...columns } = trip;
  return { ...columns, contentHash: tripHash(trip), firstDeparture: firstDeparture(trip) };
}
