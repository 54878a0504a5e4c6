import type { Db } from '../../db';
import { systemClock, type Clock } from '../../lib/clock';
import { createScheduleImportService, type ScheduleImport } from './import-service';
import { placeIndex, type PlaceIndex } from './places';
import { searchSchedules, type SearchInput } from './search';

/** Schedules: search the timetables, import a carrier's (docs/product/schedules.md). */
export function createScheduleService(db: Db, { now = systemClock, places = placeIndex }: { now?: Clock; places?: () => PlaceIndex } = {}) {
  const imports = createScheduleImportService(db, { now, places });
  return {
    search: (input: SearchInput) => searchSchedules(db, places(), input, now().toISOString().slice(0, 10)),
    importSchedule: (input: ScheduleImport) => imports.importSchedule(input),
    /** What the DCSA publisher's routes read with. */
    dcsa: { db, places, today: () => now().toISOString().slice(0, 10) },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
