import { SCHEDULE_IMPORT_LISTED, ScheduleImportSchema, type ScheduleImport, type ScheduleImportResult, type ScheduleImportTrip } from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { buildCarriers } from '../../reference-data/carriers';
import { readAirCsv } from './air-csv';
import { readPointToPoint } from './dcsa-point-to-point';
import { readVesselSchedules } from './dcsa-vessel-schedules';
import { readOceanCsv } from './ocean-csv';
import { placeIndex, type PlaceIndex } from './places';
import { scheduleRepository } from './repository';
import { firstDeparture, sameCall, tripHash, type CallInput, type RowError, type TripInput } from './trip';

export { ScheduleImportSchema, type ScheduleImport, type ScheduleImportResult };

const toIssues = (rows: RowError[]) => rows.slice(0, 200).map((e) => ({ path: e.row, message: e.message }));

interface ReadFile {
  trips: TripInput[];
  errors: RowError[];
  /** Whole timetable (CSV, vessel schedules): the carrier's later trips the file lacks are removed. Routes (point to point): only the voyages named change, merged into what is known of them. */
  kind: 'TIMETABLE' | 'ROUTES';
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    throw errors.validation([{ path: 'content', message: 'The file is not JSON' }]);
  }
}

function readFile(input: z.output<typeof ScheduleImportSchema>, mode: 'AIR' | 'SEA', places: PlaceIndex): ReadFile {
  if (input.format === 'CSV') return { ...(mode === 'AIR' ? readAirCsv : readOceanCsv)(input.content, input.carrier, places), kind: 'TIMETABLE' };
  if (mode !== 'SEA') throw errors.validation([{ path: 'format', message: 'A DCSA Commercial Schedules file is an ocean line\'s; an airline imports a CSV' }]);
  if (input.format === 'DCSA_VESSEL_SCHEDULES') return { ...readVesselSchedules(parseJson(input.content), input.carrier, places), kind: 'TIMETABLE' };
  const { trips, errors: bad } = readPointToPoint(parseJson(input.content), input.carrier, places);
  return { trips, errors: bad, kind: 'ROUTES' };
}

type CallRow = Awaited<ReturnType<typeof scheduleRepository.callsOf>>[number];

/** A voyage's known calls with a routes file's calls laid over them: a call the file names (same port, within days) takes the file's times, the others stay. */
function mergeCalls(known: CallRow[], named: CallInput[]): CallInput[] {
  const calls: CallInput[] = known.map((c) => ({ location: c.location, city: c.city, timeZone: c.timeZone, arrivalAt: c.arrivalAt, departureAt: c.departureAt, cutoffs: (c.cutoffs as Record<string, string> | null) ?? null }));
  for (const c of named) {
    const i = calls.findIndex((k) => sameCall(k, c));
    if (i < 0) calls.push(c);
    else calls[i] = { ...calls[i]!, arrivalAt: c.arrivalAt ?? calls[i]!.arrivalAt, departureAt: c.departureAt ?? calls[i]!.departureAt, cutoffs: c.cutoffs ?? calls[i]!.cutoffs };
  }
  const at = (c: CallInput) => (c.arrivalAt ?? c.departureAt)!.getTime();
  return calls.sort((a, b) => at(a) - at(b));
}

const summary = (trip: TripInput): ScheduleImportTrip => ({
  tripKey: trip.tripKey, transportRef: trip.transportRef, from: trip.calls[0]!.location, to: trip.calls.at(-1)!.location, departure: firstDeparture(trip).toISOString(),
});

/**
 * A carrier's schedule from a file (docs/product/schedules.md#import): every row checked first, a
 * file with a bad row refused naming each one; otherwise the carrier's future trips become the
 * file's (added, changed, removed) in one transaction. A dry run reports the same and writes nothing.
 */
export function createScheduleImportService(db: Db, { now = () => new Date(), places = placeIndex }: { now?: Clock; places?: () => PlaceIndex } = {}) {
  const carriers = new Map(buildCarriers().map((c) => [c.code, c]));
  return {
    async importSchedule(raw: ScheduleImport): Promise<ScheduleImportResult> {
      const input = ScheduleImportSchema.parse(raw);
      const carrier = carriers.get(input.carrier);
      if (!carrier) throw errors.validation([{ path: 'carrier', message: `Unknown carrier ${input.carrier}` }]);
      const mode = carrier.mode;
      const { trips: read, errors: bad, kind } = readFile(input, mode, places());
      const keys = new Set<string>();
      for (const t of read) {
        if (keys.has(t.tripKey)) bad.push({ row: t.tripKey, message: 'the same flight or voyage appears twice' });
        keys.add(t.tripKey);
      }
      if (bad.length > 0) throw errors.validation(toIssues(bad), `${bad.length} ${bad.length === 1 ? 'row' : 'rows'} of the file ${bad.length === 1 ? 'is' : 'are'} wrong; nothing was imported`);
      if (read.length === 0) throw errors.validation([{ path: 'content', message: 'The file holds no flights or voyages' }]);

      return db.transaction(async (tx) => {
        // A timetable: the carrier's trips from the file's first departure (or now, if earlier); past trips the file does not cover stay.
        // Routes: the voyages the file names, whose other calls stay.
        const earliest = read.reduce((min, t) => Math.min(min, firstDeparture(t).getTime()), now().getTime());
        const current = await scheduleRepository.currentTrips(tx, carrier.code, mode, kind === 'TIMETABLE' ? new Date(earliest) : null, [...keys]);
        const byKey = new Map(current.map((t) => [t.tripKey, t]));
        const knownCalls = new Map<string, CallRow[]>();
        if (kind === 'ROUTES') for (const c of await scheduleRepository.callsOf(tx, current.map((t) => t.id))) knownCalls.set(c.tripId, [...(knownCalls.get(c.tripId) ?? []), c]);
        const trips = read.map((t) => {
          const known = knownCalls.get(byKey.get(t.tripKey)?.id ?? '');
          return known ? { ...t, calls: mergeCalls(known, t.calls) } : t;
        });
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
        const removed = [...byKey.values()];
        const since = new Date(earliest).toISOString().slice(0, 10);
        const result: ScheduleImportResult = {
          carrier: carrier.code, mode, dryRun: input.dryRun, added: added.length, changed: changed.length, removed: removed.length, unchanged,
          scope: kind === 'TIMETABLE'
            ? `${carrier.code}'s ${mode === 'AIR' ? 'flights' : 'voyages'} departing from ${since}: those the file lacks are removed`
            : `the ${keys.size} voyages the routes sail: the ports they name take the file's times, nothing is removed`,
          trips: {
            added: added.slice(0, SCHEDULE_IMPORT_LISTED).map(summary),
            changed: changed.slice(0, SCHEDULE_IMPORT_LISTED).map((c) => summary(c.trip)),
            removed: removed.slice(0, SCHEDULE_IMPORT_LISTED).map((t) => ({ tripKey: t.tripKey, transportRef: t.transportRef, from: t.from, to: t.to, departure: new Date(t.firstDeparture).toISOString() })),
          },
        };
        if (input.dryRun) return result;

        await scheduleRepository.deleteTrips(tx, removed.map((t) => t.id));
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
