import { airScheduleFiles, createScheduleService, type ScheduleService } from '../../../src/modules/schedules';
import { addDays } from '../../../src/modules/schedules/zoned';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Instant pricing's lane search (docs/adr/019-quotations-and-rate-cards.md#instant-pricing): only
// the given carriers' trips, cached per lane, week and carriers, emptied by every import.
const today = new Date().toISOString().slice(0, 10);
const from = addDays(today, 7);
const week = { mode: 'AIR' as const, origin: 'SIN', destination: 'FRA', from, to: addDays(from, 6) };
const file = (carrier: string) => airScheduleFiles(today).find((f) => f.carrier === carrier)!;

describe('schedules: the lane search of instant pricing', () => {
  let t: TestApp;
  let schedules: ScheduleService;
  beforeAll(async () => {
    t = await createTestApp();
    schedules = createScheduleService(t.database.db);
    await schedules.importSchedule(file('SQ'));
  }, 120_000);
  afterAll(() => t.close());

  it('reads only the named carriers\' trips: the first leg is theirs', async () => {
    const sq = await schedules.searchLane({ ...week, carriers: ['SQ'] });
    expect(sq.options.length).toBeGreaterThan(0);
    expect(new Set(sq.options.map((o) => o.legs[0]!.carrier))).toEqual(new Set(['SQ']));
    expect((await schedules.searchLane({ ...week, carriers: ['EK'] })).options).toEqual([]);
  });

  it('answers a repeated lane, week and carrier set from the cache, whatever the carriers\' order', async () => {
    const first = schedules.searchLane({ ...week, carriers: ['SQ', 'LH'] });
    expect(schedules.searchLane({ ...week, carriers: ['LH', 'SQ', 'SQ'] })).toBe(first);
    expect(schedules.searchLane({ ...week, to: addDays(from, 5), carriers: ['SQ', 'LH'] })).not.toBe(first);
    await first;
  });

  it('an import empties it: a lane cached without a carrier\'s flights has them after that carrier\'s timetable is imported', async () => {
    const before = await schedules.searchLane({ ...week, carriers: ['LH'] });
    expect(before.options).toEqual([]);
    expect(await schedules.searchLane({ ...week, carriers: ['LH'] })).toBe(before);
    // A search begun before the import is not kept after it.
    const during = schedules.searchLane({ ...week, carriers: ['SQ', 'LH'] });
    await schedules.importSchedule(file('LH'));
    await during;
    expect(schedules.searchLane({ ...week, carriers: ['SQ', 'LH'] })).not.toBe(during);
    const after = await schedules.searchLane({ ...week, carriers: ['LH'] });
    expect(after.options.length).toBeGreaterThan(0);
    expect(new Set(after.options.map((o) => o.legs[0]!.carrier))).toEqual(new Set(['LH']));
    expect(after.options.map((o) => o.legs[0]!.transportRef)).toContain('LH779');
  });

  it('keeps no failed search', async () => {
    const bad = schedules.searchLane({ ...week, origin: 'XXX', carriers: ['SQ'] });
    await expect(bad).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(schedules.searchLane({ ...week, origin: 'XXX', carriers: ['SQ'] })).not.toBe(bad);
    await expect(schedules.searchLane({ ...week, origin: 'XXX', carriers: ['SQ'] })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
