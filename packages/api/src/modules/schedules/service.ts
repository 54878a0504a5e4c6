import { LRUCache } from 'lru-cache';
import type { ScheduleSearchResult } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { systemClock, type Clock } from '../../lib/clock';
import { createScheduleImportService, type ScheduleImport } from './import-service';
import { placeIndex, type PlaceIndex } from './places';
import { searchSchedules, type SearchInput } from './search';

/** What one lane search stays cached for in this process, and how many lanes it keeps (docs/adr/019-quotations-and-rate-cards.md). */
export const LANE_CACHE = { max: 500, ttlMs: 5 * 60_000 } as const;

/** A lane search with its days and carriers spelled out: the cache's key. */
export type LaneSearch = SearchInput & { from: string; to: string; carriers: readonly string[] };
const laneKey = (s: LaneSearch) =>
  [s.mode, s.origin.toUpperCase(), s.destination.toUpperCase(), s.from, s.to, s.directOnly ? 'direct' : 'any', [...new Set(s.carriers)].sort().join(',')].join('|');

/** Schedules: search the timetables, import a carrier's (docs/product/schedules.md). */
export function createScheduleService(db: Db, { now = systemClock, places = placeIndex }: { now?: Clock; places?: () => PlaceIndex } = {}) {
  const imports = createScheduleImportService(db, { now, places });
  const today = () => now().toISOString().slice(0, 10);
  // Instant pricing's searches (one lane, one week, the rate cards' carriers), shared by the
  // requests in flight and kept a while; every import empties it. `generation` keeps a search
  // that began before an import from filling the cache after it.
  const lanes = new LRUCache<string, Promise<ScheduleSearchResult>>({ max: LANE_CACHE.max, ttl: LANE_CACHE.ttlMs, ttlAutopurge: false });
  let generation = 0;
  const dropLanes = () => {
    generation += 1;
    lanes.clear();
  };

  return {
    search: (input: SearchInput) => searchSchedules(db, places(), input, today()),
    /**
     * The search of one lane and week for some carriers, cached per process (instant pricing:
     * docs/adr/019-quotations-and-rate-cards.md#instant-pricing). Schedules change only by
     * imports, which empty the cache; a failed search is not kept.
     */
    searchLane(input: LaneSearch): Promise<ScheduleSearchResult> {
      const key = laneKey(input);
      const hit = lanes.get(key);
      if (hit) return hit;
      const started = generation;
      const search = searchSchedules(db, places(), input, today());
      lanes.set(key, search);
      search.then(
        () => { if (generation !== started && lanes.peek(key) === search) lanes.delete(key); },
        () => { if (lanes.peek(key) === search) lanes.delete(key); },
      );
      return search;
    },
    async importSchedule(input: ScheduleImport) {
      dropLanes();
      try {
        return await imports.importSchedule(input);
      } finally {
        dropLanes();
      }
    },
    /** What the DCSA publisher's routes read with. */
    dcsa: { db, places, today },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
