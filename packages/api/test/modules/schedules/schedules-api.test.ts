import type { ScheduleSearchResult } from '@freightdeck/contracts';
import { airScheduleFiles, oceanScheduleFiles } from '../../../src/modules/schedules';
import { addDays } from '../../../src/modules/schedules/zoned';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// The demo timetables as the seed loads them, from today; searches look at next week.
const today = new Date().toISOString().slice(0, 10);
const nextMonday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('schedules API', () => {
  let t: TestApp;
  let carl: Record<string, string>;
  let ops: Record<string, string>;
  let seedMs = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    for (const file of [...airScheduleFiles(today), ...oceanScheduleFiles(today)]) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: file, headers: (ops ??= authHeaders(await signIn(t.app, 'ops@freightdeck.test'))) });
      expect([file.carrier, response.statusCode]).toEqual([file.carrier, 200]);
    }
    seedMs = Date.now() - started;
    carl = authHeaders(await signIn(t.app, 'carl@acme-pharma.test'));
  }, 120_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/schedules/search?${query}`, headers: carl });
    expect(response.statusCode).toBe(200);
    return response.json<ScheduleSearchResult>();
  };

  it('loads the whole network through the import in seconds', () => {
    // Printed, not asserted: the seed's cost on this database.
    process.stdout.write(`schedules seed through the import: ${seedMs} ms\n`);
    expect(seedMs).toBeGreaterThan(0);
  });

  it('finds SIN → FRA direct flights and one-stop options via a hub with valid connections, sorted by arrival', async () => {
    const result = await search(`mode=AIR&origin=SIN&destination=FRA&from=${nextMonday}&to=${addDays(nextMonday, 6)}`);
    const direct = result.options.filter((o) => o.stops === 0);
    const oneStop = result.options.filter((o) => o.stops === 1);
    expect(new Set(direct.map((o) => o.legs[0]!.transportRef))).toEqual(new Set(['SQ26', 'SQ326', 'LH779', 'SQ7910']));
    expect(new Set(oneStop.map((o) => o.connections[0]!.at))).toEqual(expect.objectContaining(new Set(['DXB', 'DOH', 'IST'])));
    for (const o of oneStop) {
      const [a, b] = o.legs;
      const sameCarrier = a!.carrier === b!.carrier;
      expect(o.connections[0]!.minutes).toBeGreaterThanOrEqual(sameCarrier ? 180 : 360);
      expect(o.connections[0]!.minutes).toBeLessThanOrEqual(24 * 60);
      expect(Date.parse(b!.departure.utc) - Date.parse(a!.arrival.utc)).toBe(o.connections[0]!.minutes * 60_000);
    }
    const arrivals = result.options.map((o) => o.legs.at(-1)!.arrival.utc);
    expect(arrivals).toEqual([...arrivals].sort());
    for (const o of result.options) expect(o.legs[0]!.departure.local.slice(0, 10) >= nextMonday).toBe(true);
  });

  it('answers local and UTC times per airport: SQ26 leaves SIN 23:55 (+08:00) and lands in FRA 05:55 the next day (+01:00)', async () => {
    const result = await search(`mode=AIR&origin=SIN&destination=FRA&from=${nextMonday}&to=${nextMonday}&directOnly=true`);
    const sq26 = result.options.find((o) => o.legs[0]!.transportRef === 'SQ26')!;
    expect(sq26.legs[0]!.departure).toMatchObject({ local: `${nextMonday}T23:55`, timeZone: 'Asia/Singapore', utcOffset: '+08:00' });
    expect(sq26.legs[0]!.arrival.local).toBe(`${addDays(nextMonday, 1)}T05:55`);
    expect(sq26.legs[0]!.arrival.utcOffset).toBe('+01:00');
    expect(sq26.transitMinutes).toBe(13 * 60);
    expect(sq26.cutoff!.local).toBe(`${nextMonday}T21:55`);
    expect(result.options.every((o) => o.stops === 0)).toBe(true);
  });

  it('takes a city code for all its airports (GBLON → LHR)', async () => {
    const result = await search(`mode=AIR&origin=SIN&destination=GBLON&from=${nextMonday}&to=${addDays(nextMonday, 6)}`);
    expect(result.options.length).toBeGreaterThan(0);
    expect(new Set(result.options.map((o) => o.legs.at(-1)!.to))).toEqual(new Set(['LHR']));
  });

  it('finds CNSHA → NLRTM sailings with vessels, voyages and DCSA cut-offs, and transshipment where the loop needs it', async () => {
    const result = await search(`mode=SEA&origin=CNSHA&destination=NLRTM&from=${nextMonday}&to=${addDays(nextMonday, 13)}`);
    const direct = result.options.filter((o) => o.stops === 0);
    expect(direct.length).toBeGreaterThan(0);
    for (const o of direct) {
      expect(o.legs[0]!.vesselImo).toMatch(/^\d{7}$/);
      expect(Object.keys(o.cutoffs!).sort()).toEqual(['DCO', 'FCO', 'LCO', 'VCO']);
      expect(o.transitMinutes).toBeGreaterThan(25 * 24 * 60);
    }
    const xiamen = await search(`mode=SEA&origin=CNXMN&destination=NLRTM&from=${nextMonday}&to=${addDays(nextMonday, 27)}`);
    const transshipped = xiamen.options.filter((o) => o.stops === 1);
    for (const o of transshipped) expect(o.connections[0]!.minutes).toBeGreaterThanOrEqual(24 * 60);
  });

  it('refuses unknown codes and ranges with the field named', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/schedules/search?mode=AIR&origin=QQQ&destination=FRA&from=${nextMonday}&to=${addDays(nextMonday, 40)}`, headers: carl });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(['origin', 'to']);
    // Days that do not exist are refused by the schema, never reach the search.
    const unreal = await t.app.inject({ method: 'GET', url: '/v1/schedules/search?mode=SEA&origin=CNSHA&destination=NLRTM&from=2026-74-46&to=2026-02-30', headers: carl });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().details.map((d: { path: string }) => d.path)).toEqual(['query.from', 'query.to']);
  });

  describe('import', () => {
    const header = 'flight,from,to,days,departs,arrives,day_offset,aircraft,freighter,valid_from,valid_to,cutoff_minutes';

    it('is staff only (booking:manage): a customer gets 403', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier: 'LH', format: 'CSV', content: header }, headers: carl });
      expect(response.statusCode).toBe(403);
    });

    it('dry-runs a changed file: reports added, changed and removed and writes nothing', async () => {
      const lh = airScheduleFiles(today).find((f) => f.carrier === 'LH')!;
      const lines = lh.content.split('\n');
      // LH779 leaves 10 minutes later, LH8202 is dropped, LH999 is new.
      const changed = [
        ...lines.filter((l) => !l.startsWith('LH8202,')).map((l) => (l.startsWith('LH779,') ? l.replace(',23:30,', ',23:40,') : l)),
        `LH999,FRA,SIN,7,12:00,06:00,1,359,N,${today},${addDays(today, 20)},120`,
      ].join('\n');
      const dry = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier: 'LH', format: 'CSV', content: changed, dryRun: true }, headers: ops });
      expect(dry.statusCode).toBe(200);
      const report = dry.json();
      expect(report).toMatchObject({ carrier: 'LH', mode: 'AIR', dryRun: true });
      expect(report.added).toBeGreaterThanOrEqual(2);
      // LH779 flies daily for 8 weeks; LH8202 on Thursdays.
      expect(report.changed).toBeGreaterThanOrEqual(55);
      expect(report.removed).toBeGreaterThanOrEqual(7);
      const again = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { ...lh, dryRun: true }, headers: ops });
      expect(again.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    });

    it('refuses a file with a bad row, naming it, and imports nothing', async () => {
      const lh = airScheduleFiles(today).find((f) => f.carrier === 'LH')!;
      const bad = `${lh.content.replace(/,23:30,/, ',23:40,')}\nLH998,FRA,ZZZ,1,10:00,12:00,0,359,N,${today},${addDays(today, 5)},120`;
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier: 'LH', format: 'CSV', content: bad }, headers: ops });
      expect(response.statusCode).toBe(400);
      const lineNo = bad.split('\n').length;
      expect(response.json().details).toEqual([{ path: `row ${lineNo}`, message: 'unknown airport "ZZZ"' }]);
      const after = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { ...lh, dryRun: true }, headers: ops });
      expect(after.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    });

    it('re-imports a line whose voyages moved: a voyage now leaving after the old one is changed, not added twice', async () => {
      const files = oceanScheduleFiles(today);
      const hl = files.find((f) => f.carrier === 'HLCU')!;
      // Every call of every voyage two days later (the old first voyage now starts before the file): the same voyage keys, all dates moved.
      const later = hl.content.replace(/"eventDateTime":"([^"]+)"/g, (_, at: string) => `"eventDateTime":"${new Date(Date.parse(at) + 2 * 86_400_000).toISOString()}"`)
        .replace(/"cutOffDateTime":"([^"]+)"/g, (_, at: string) => `"cutOffDateTime":"${new Date(Date.parse(at) + 2 * 86_400_000).toISOString()}"`);
      const moved = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { ...hl, content: later }, headers: ops });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ added: 0, removed: 0 });
      expect(moved.json().changed).toBeGreaterThan(0);
      const back = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: hl, headers: ops });
      expect(back.json()).toMatchObject({ added: 0, removed: 0, changed: moved.json().changed });
    });

    it('refuses a DCSA file whose vessel fails its IMO check digit, naming the element', async () => {
      const msc = oceanScheduleFiles(today).find((f) => f.carrier === 'MSCU')!;
      const content = msc.content.replace('"vesselIMONumber":"9839430"', '"vesselIMONumber":"9839431"');
      const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier: 'MSCU', format: 'DCSA_VESSEL_SCHEDULES', content }, headers: ops });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toEqual({ path: 'services[0].vesselSchedules[0].vessel', message: 'IMO number 9839431 fails its check digit' });
    });

    it('lists what a dry run would add, change and remove, trip by trip', async () => {
      const lh = airScheduleFiles(today).find((f) => f.carrier === 'LH')!;
      const content = [...lh.content.split('\n').filter((l) => !l.startsWith('LH8202,')), `LH997,FRA,SIN,7,12:00,06:00,1,359,N,${today},${addDays(today, 6)},120`].join('\n');
      const report = (await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: { carrier: 'LH', format: 'CSV', content, dryRun: true }, headers: ops })).json();
      expect(report.trips.added).toEqual([expect.objectContaining({ transportRef: 'LH997', from: 'FRA', to: 'SIN' })]);
      expect(report.trips.removed.length).toBe(report.removed);
      expect(report.trips.removed.every((r: { transportRef: string; from: string; to: string }) => r.transportRef === 'LH8202' && r.from && r.to)).toBe(true);
      expect(report.scope).toContain('LH');
    });

    it('imports an ocean CSV (a port call a row, local times), refusing a bad row by its number', async () => {
      const header = 'service_code,service_name,vessel_imo,vessel_name,voyage,port,arrives,departs,dco,vco,fco,lco';
      const d = (n: number, time: string) => `${addDays(nextMonday, n)} ${time}`;
      const rows = [
        header,
        `TP9,TP9 Transpacific test,9778791,MADRID MAERSK,701E,CNSHA,,${d(0, '18:00')},${d(-3, '18:00')},${d(-2, '18:00')},${d(-1, '06:00')},${d(-5, '18:00')}`,
        `TP9,TP9 Transpacific test,9778791,MADRID MAERSK,701E,USLAX,${d(14, '06:00')},,,,,`,
      ];
      const csv = (lines: string[]) => ({ carrier: 'MAEU', format: 'CSV', content: lines.join('\n'), dryRun: true });
      const bad = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: csv([...rows, `TP9,TP9 Transpacific test,9778791,MADRID MAERSK,702E,USLAX,${d(20, '25:00')},,,,,`]), headers: ops });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ path: 'row 4', message: `arrives "${d(20, '25:00')}" is not YYYY-MM-DD HH:MM` }]);
      const dry = (await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: csv(rows), headers: ops })).json();
      // An ocean CSV is the line's whole timetable: the seeded Maersk voyages it lacks would be removed.
      expect(dry).toMatchObject({ carrier: 'MAEU', mode: 'SEA', added: 1, dryRun: true });
      expect(dry.removed).toBeGreaterThan(0);
      expect(dry.trips.added[0]).toMatchObject({ tripKey: '9778791|701E', from: 'CNSHA', to: 'USLAX', departure: `${nextMonday}T10:00:00.000Z` });
    });
  });
});
