import { sql } from 'drizzle-orm';
import { greatCircleKm } from '@freightdeck/contracts';
import { createReportService } from '../../../src/modules/reports';
import { createPlaceDirectory, createReferenceService, describePlaces } from '../../../src/modules/references';
import { call, type BookingsWorld, type Who } from '../bookings/helpers';
import { AIR_KG, co2e, made, RANGE, report as reportOf, reportsWorld, SEA_KG, TZ } from './world';

/** Each report against the hand-computed world of world.ts, in Asia/Kolkata across month boundaries. */
let w: BookingsWorld;
beforeAll(async () => { w = await reportsWorld(); }, 180_000);
afterAll(() => w.t.close());

const report = <T>(who: Who, name: string, query = RANGE, headers: Record<string, string> = TZ) => reportOf<T>(w, who, name, query, headers);
type Months = { range: { timeZone: string }; months: { month: string; bookings: number; shipments: number }[] };

describe('scoped like the booking view, months cut in the caller\'s time zone', () => {
  it('ops counts every organization; anna and carl Acme only; nils Nordic Fresh only', async () => {
    expect(await report(  'ops', 'count')).toMatchObject({ bookings: 10, shipments: 3, range: { from: '2026-01-01', to: '2026-03-31', timeZone: 'Asia/Kolkata', dateBasis: 'BOOKING_DATE' } });
    expect(await report('anna', 'count')).toMatchObject({ bookings: 8, shipments: 2 });
    expect(await report('carl', 'count')).toMatchObject({ bookings: 8, shipments: 2 });
    expect(await report('nils', 'count')).toMatchObject({ bookings: 2, shipments: 1 });
    // Naming another organization does not widen a scope; staff filter to one.
    expect(await report('nils', 'count', `${RANGE}&organizationId=${w.acmeId}`)).toMatchObject({ bookings: 0 });
    expect(await report('ops', 'count', `${RANGE}&organizationId=${w.nordicId}`)).toMatchObject({ bookings: 2 });
  });

  it('monthly-shipment: January 3, February 5, March 2 in Kolkata — not what UTC says', async () => {
    const kolkata = await report<Months>('ops', 'monthly-shipment');
    expect(kolkata.months).toEqual([
      { month: '2026-01', bookings: 3, shipments: 2 }, // A1 (confirmed), A2, N1 (confirmed)
      { month: '2026-02', bookings: 5, shipments: 1 }, // A3, A4 (cancelled), S1 (confirmed), S2, N2
      { month: '2026-03', bookings: 2, shipments: 0 }, // S3, A5
    ]);
    // The same bookings in UTC: A3 and S1 fall in January, S3 in February, N3 in March.
    const utc = await report<Months>('ops', 'monthly-shipment', RANGE, {});
    expect(utc.range.timeZone).toBe('UTC');
    expect(utc.months.map((m) => m.bookings)).toEqual([5, 4, 2]); // A1 A2 A3 S1 N1 | A4 S2 S3 N2 | A5 N3
  });

  it('keeps months without bookings', async () => {
    const nils = await report<Months>('nils', 'monthly-shipment', 'from=2025-11-01&to=2026-03-31');
    expect(nils.months).toEqual([
      { month: '2025-11', bookings: 0, shipments: 0 },
      { month: '2025-12', bookings: 1, shipments: 0 }, // N4
      { month: '2026-01', bookings: 1, shipments: 1 }, // N1
      { month: '2026-02', bookings: 1, shipments: 0 }, // N2
      { month: '2026-03', bookings: 0, shipments: 0 }, // N3 is April's in Kolkata
    ]);
  });

  it('summary and monthly-volume add up weights, TEU and CO2e', async () => {
    const { totals } = await report<{ totals: Record<string, number> }>('anna', 'summary');
    // Acme: air A1 A2 A3 A4 A5, sea S1 S2 S3.
    expect(totals).toMatchObject({ bookings: 8, grossWeightKg: 5 * AIR_KG + 3 * SEA_KG, chargeableKg: 5 * 640, teu: 12, defaultFactorShare: 1 });
    expect(totals.co2eKg).toBeCloseTo(co2e('A1', 'A2', 'A3', 'A4', 'A5', 'S1', 'S2', 'S3'), 2);
    expect(totals.co2eTtwKg).toBeLessThan(totals.co2eKg!);
    expect(totals.intensityGPerTonneKm).toBeCloseTo((totals.co2eKg! * 1000) / totals.tonneKm!, 1);
    const volume = await report<{ months: { month: string; grossWeightKg: number; teu: number }[] }>('anna', 'monthly-volume');
    expect(volume.months.map((m) => [m.month, m.grossWeightKg, m.teu])).toEqual([
      ['2026-01', 2 * AIR_KG, 0], ['2026-02', 2 * AIR_KG + 2 * SEA_KG, 8], ['2026-03', AIR_KG + SEA_KG, 4],
    ]);
  });

  it('monthly-co2e splits air and sea, states its method; intensity per month', async () => {
    const r = await report<{ months: { month: string; co2eKg: number; airCo2eKg: number; seaCo2eKg: number }[]; disclosure: { method: string; factors: { source: string }[] } }>('ops', 'monthly-co2e');
    expect(r.months[1]!.airCo2eKg).toBeCloseTo(co2e('A3', 'A4'), 2);
    expect(r.months[1]!.seaCo2eKg).toBeCloseTo(co2e('S1', 'S2', 'N2'), 2);
    expect(r.months.reduce((s, m) => s + m.co2eKg, 0)).toBeCloseTo(co2e('A1', 'A2', 'N1', 'A3', 'A4', 'S1', 'S2', 'N2', 'S3', 'A5'), 2);
    expect(r.disclosure.method).toMatch(/ISO 14083:2023/);
    expect(r.disclosure.factors.every((f) => f.source.length > 0)).toBe(true);
    const intensity = await report<{ months: { intensityGPerTonneKm: number | null; tonneKm: number }[] }>('ops', 'monthly-co2e-intensity', 'from=2025-10-01&to=2026-01-31');
    expect(intensity.months.slice(0, 2)).toEqual([expect.objectContaining({ tonneKm: 0, intensityGPerTonneKm: null }), expect.objectContaining({ tonneKm: 0 })]);
    expect(intensity.months[3]!.intensityGPerTonneKm).toBeGreaterThan(100);
  });

  it('status, transportation-type and location', async () => {
    const status = await report<{ statuses: { status: string; bookings: number }[] }>('anna', 'status');
    expect(Object.fromEntries(status.statuses.map((s) => [s.status, s.bookings]))).toEqual({ PENDING: 5, CONFIRMED: 2, IN_TRANSIT: 0, ARRIVED: 0, DELIVERED: 0, CANCELLED: 1 });
    const types = await report<{ rows: { mode: string; cargoType: string; bookings: number }[] }>('ops', 'transportation-type');
    expect(types.rows.map((r) => [r.mode, r.bookings])).toEqual([['AIR', 6], ['SEA', 4]]);
    const location = await report<{ lanes: { origin: string; destination: string; bookings: number }[]; origins: { code: string; latitude: number | null; country: string | null }[]; countries: { country: string; originBookings: number }[] }>('ops', 'location', `${RANGE}&mode=AIR`);
    expect(location.lanes).toEqual([expect.objectContaining({ origin: 'SIN', destination: 'FRA', bookings: 6 })]);
    expect(location.origins[0]).toMatchObject({ code: 'SIN', country: 'SG' });
    expect(location.origins[0]!.latitude).toBeCloseTo(1.35, 1);
    expect(location.countries).toEqual([{ country: 'DE', originBookings: 0, destinationBookings: 6 }, { country: 'SG', originBookings: 6, destinationBookings: 0 }]);
  });

  it('a caller who sees only their own bookings counts those (read from the bookings)', async () => {
    const reports = createReportService(w.t.database.db);
    const carl = w.self.carl;
    const own = await reports.monthlyShipment({ actor: { userId: carl.id, organizations: carl.organizations, permissions: ['booking:own:view'], impersonatedById: null }, query: { from: '2026-01-01', to: '2026-03-31' }, timeZone: 'Asia/Kolkata' });
    expect(own.months.map((m) => m.bookings)).toEqual([0, 2, 1]); // A3 A4 | S3
  });

  it('refuses an unknown zone and a reversed range, changing nothing', async () => {
    const badZone = await call(w, 'ops', 'GET', `/v1/bookings/reports/count?${RANGE}`, undefined, { 'x-timezone': 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'x-timezone' }] });
    const reversed = await call(w, 'ops', 'GET', '/v1/bookings/reports/count?from=2026-03-01&to=2026-02-01', undefined, TZ);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'from' }] });
  });
});

describe('GET /v1/bookings/report', () => {
  it('CSV rows are the filtered bookings and add up to the summary', async () => {
    const response = await call(w, 'anna', 'GET', `/v1/bookings/report?${RANGE}&mode=SEA`, undefined, TZ);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Booking date,Status,Mode,Organization,Origin,Destination/);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => [r[0], r[1]])).toEqual([[made('S1').ref, '2026-02-01'], [made('S2').ref, '2026-02-28'], [made('S3').ref, '2026-03-01']]);
    const csvCo2e = rows.reduce((s, r) => s + Number(r[13]), 0);
    const { totals } = await report<{ totals: { co2eKg: number } }>('anna', 'summary', `${RANGE}&mode=SEA`);
    expect(csvCo2e).toBeCloseTo(totals.co2eKg, 2);
  });

  it('Excel: a workbook (a zip) named after the range', async () => {
    const response = await call(w, 'ops', 'GET', `/v1/bookings/report?${RANGE}&format=xlsx`, undefined, TZ);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bookings-2026-01-01-to-2026-03-31.xlsx"');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('spend by currency, the departure date basis and the two rollups', () => {
  const IN_RANGE = ['A1', 'A2', 'A3', 'A4', 'S1', 'S2', 'S3', 'A5', 'N1', 'N2'];
  type Summary = { range: { dateBasis: string }; totals: { bookings: number; co2eKg: number }; spend: { currency: string; amount: number }[] };

  it('summary: spend per currency is the sum of the bookings\' charge totals, never converted', async () => {
    const expected = new Map<string, number>();
    for (const key of IN_RANGE) for (const m of made(key).chargeTotals) expected.set(m.currency, (expected.get(m.currency) ?? 0) + m.amount);
    expect(expected.size).toBeGreaterThan(0);
    const summary = await report<Summary>('ops', 'summary');
    expect(summary.spend.map((s) => s.currency)).toEqual([...expected.keys()].sort());
    for (const s of summary.spend) expect(s.amount).toBeCloseTo(expected.get(s.currency)!, 2);
    // Several currencies on one booking do not count it twice.
    expect(summary.totals.bookings).toBe(10);
    const acme = await report<Summary>('anna', 'summary');
    const acmeUsd = ['A1', 'A2', 'A3', 'A4', 'S1', 'S2', 'S3', 'A5'].flatMap((k) => made(k).chargeTotals).reduce((n, m) => n + (m.currency === acme.spend[0]!.currency ? m.amount : 0), 0);
    expect(acme.spend[0]!.amount).toBeCloseTo(acmeUsd, 2);
  });

  it('the lane rollup (origin filter) and the one without lanes agree', async () => {
    const all = await report<Summary>('ops', 'summary', `${RANGE}&mode=AIR`);
    const bySin = await report<Summary>('ops', 'summary', `${RANGE}&mode=AIR&origin=SIN`);
    expect(bySin.totals).toEqual(all.totals); // every air sample leaves from SIN
    expect(bySin.spend).toEqual(all.spend);
    expect((await report<Summary>('ops', 'summary', `${RANGE}&origin=CNSHA`)).totals.bookings).toBe(4); // S1, S2, S3, N2
  });

  it('dateBasis=DEPARTURE cuts by the departure: actual, else planned, else the cargo ready date', async () => {
    // Departed (actual): A1 and A2 in March (Kolkata), N4 — booked in December — on 20 January.
    const departed: Record<string, string> = { A1: '2026-03-02T10:00:00Z', A2: '2026-03-31T18:00:00Z', N4: '2026-01-20T00:00:00Z' };
    for (const [key, at] of Object.entries(departed)) {
      await w.t.database.db.execute(sql`update bookings set departed_at = ${at}::timestamptz where id = ${made(key).id}::uuid`);
    }
    // The rest have no departure yet and no planned one: their cargo ready date (samples: December 2026) counts, outside the range.
    const months = await report<Months & { range: { dateBasis: string } }>('ops', 'monthly-shipment', `${RANGE}&dateBasis=DEPARTURE`);
    expect(months.range.dateBasis).toBe('DEPARTURE');
    expect(months.months.map((m) => [m.month, m.bookings])).toEqual([['2026-01', 1], ['2026-02', 0], ['2026-03', 2]]);
    // Anna sees only Acme's; by booking date nothing moved.
    expect(await report('anna', 'count', `${RANGE}&dateBasis=DEPARTURE`)).toMatchObject({ bookings: 2 });
    expect(await report('ops', 'count')).toMatchObject({ bookings: 10 });
    // The file reads bookings themselves, by the same basis.
    const own = await call(w, 'ops', 'GET', `/v1/bookings/report?${RANGE}&dateBasis=DEPARTURE`, undefined, TZ);
    expect(own.body.trim().split('\r\n')).toHaveLength(1 + 3);
    expect((await call(w, 'ops', 'GET', `/v1/bookings/reports/count?dateBasis=SHIPPED`, undefined, TZ)).statusCode).toBe(400);
  });
});

describe('the other reports by hand, and the four rollups against the bookings', () => {
  const actor = (who: Who) => ({ userId: w.self[who].id, organizations: w.self[who].organizations, permissions: w.self[who].permissions, impersonatedById: null });
  const tonneKm = (...keys: string[]) => keys.reduce((s, k) => s + made(k).emissions.tonneKm!, 0);

  it('monthly-summary and monthly-co2e-intensity: each Kolkata month\'s bookings, weights, TEU and CO2e', async () => {
    const months = { '2026-01': ['A1', 'A2', 'N1'], '2026-02': ['A3', 'A4', 'S1', 'S2', 'N2'], '2026-03': ['S3', 'A5'] };
    const summary = await report<{ months: { month: string; bookings: number; shipments: number; grossWeightKg: number; teu: number; co2eKg: number }[] }>('ops', 'monthly-summary');
    expect(summary.months.map((m) => [m.month, m.bookings, m.shipments, m.grossWeightKg, m.teu])).toEqual([
      ['2026-01', 3, 2, 3 * AIR_KG, 0], ['2026-02', 5, 1, 2 * AIR_KG + 3 * SEA_KG, 12], ['2026-03', 2, 0, AIR_KG + SEA_KG, 4],
    ]);
    const intensity = await report<{ months: { month: string; co2eKg: number; tonneKm: number; intensityGPerTonneKm: number }[] }>('ops', 'monthly-co2e-intensity');
    for (const [i, [month, keys]] of Object.entries(months).entries()) {
      expect(summary.months[i]!.co2eKg).toBeCloseTo(co2e(...keys), 2);
      expect(intensity.months[i]).toMatchObject({ month });
      expect(intensity.months[i]!.tonneKm).toBeCloseTo(tonneKm(...keys), 2);
      expect(intensity.months[i]!.intensityGPerTonneKm).toBeCloseTo((co2e(...keys) * 1000) / tonneKm(...keys), 1);
    }
  });

  it('status for ops, by hand', async () => {
    const status = await report<{ statuses: { status: string; bookings: number }[] }>('ops', 'status');
    // Confirmed A1, S1, N1; cancelled A4; the other six pending.
    expect(Object.fromEntries(status.statuses.map((s) => [s.status, s.bookings]))).toEqual({ PENDING: 6, CONFIRMED: 3, IN_TRANSIT: 0, ARRIVED: 0, DELIVERED: 0, CANCELLED: 1 });
    const sea = await report<{ statuses: { status: string; bookings: number }[] }>('ops', 'status', `${RANGE}&origin=CNSHA`);
    expect(Object.fromEntries(sea.statuses.map((s) => [s.status, s.bookings]))).toMatchObject({ PENDING: 3, CONFIRMED: 1 }); // S2 S3 N2 | S1
  });

  it('week: the last five weeks to 31 March in Kolkata, by weekday', async () => {
    const reports = createReportService(w.t.database.db);
    const week = await reports.week({ actor: actor('ops'), query: {}, timeZone: 'Asia/Kolkata', now: new Date('2026-03-31T12:00:00Z'), weeks: 5 });
    expect(week.range).toMatchObject({ from: '2026-02-25', to: '2026-03-31' });
    // S2 on Saturday 28 February, S3 on Sunday 1 March, A5 on Thursday 5 March (N3 is 1 April there).
    expect(week.days.map((d) => [d.name, d.bookings, d.averagePerWeek])).toEqual([
      ['Monday', 0, 0], ['Tuesday', 0, 0], ['Wednesday', 0, 0], ['Thursday', 1, 0.2], ['Friday', 0, 0], ['Saturday', 1, 0.2], ['Sunday', 1, 0.2],
    ]);
    const acme = await reports.week({ actor: actor('anna'), query: { origin: 'CNSHA' }, timeZone: 'Asia/Kolkata', now: new Date('2026-03-31T12:00:00Z'), weeks: 5 });
    expect(acme.days.filter((d) => d.bookings > 0).map((d) => d.name)).toEqual(['Saturday', 'Sunday']);
  });

  it('every rollup holds the bookings\' own sums, in every grain and on both date bases', async () => {
    const db = w.t.database.db;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [truth] = await rows(sql`select count(*)::float8 as bookings, count(*) filter (where status in ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::float8 as shipments,
      sum(gross_weight_kg)::float8 as kg, sum(coalesce(co2e_kg, 0))::float8 as co2e from bookings`);
    for (const table of ['booking_status_rollups', 'booking_place_rollups', 'booking_org_rollups', 'booking_rollups']) {
      const shipments = table.startsWith('booking_status') || table.startsWith('booking_place') ? sql.raw('sum(shipments)') : sql.raw(`sum(bookings) filter (where status in ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))`);
      const sums = await rows(sql`select basis, grain, sum(bookings)::float8 as bookings, ${shipments}::float8 as shipments, sum(gross_weight_kg)::float8 as kg, sum(co2e_kg)::float8 as co2e
        from ${sql.raw(table)} group by basis, grain order by basis, grain`);
      expect([table, sums.length]).toEqual([table, 6]);
      for (const s of sums) {
        expect([table, s.basis, s.grain, s.bookings, s.shipments, s.kg]).toEqual([table, s.basis, s.grain, truth!.bookings, truth!.shipments, truth!.kg]);
        expect(s.co2e as number).toBeCloseTo(truth!.co2e as number, 3);
      }
    }
  });

  it('an air booking\'s CO2e by hand: 0.36 t × (great circle + 95 km) × 0.63 kg/t-km, plus two cold-chain terminals at 2.2 kg/t', () => {
    const a1 = made('A1');
    // Changi and Frankfurt as the reference data places them.
    const km = greatCircleKm({ latitude: 1.3502, longitude: 103.9944 }, { latitude: 50.0406, longitude: 8.556 }) + 95;
    expect(a1.emissions.legs[0]!.distanceKm).toBeCloseTo(km, 0);
    expect(a1.emissions.co2eKg).toBeCloseTo(0.36 * km * 0.63 + 2 * 0.36 * 2.2, 0);
  });
});

describe('location: places from the reference data as the database holds it', () => {
  type Place = { code: string; name: string | null; latitude: number | null; longitude: number | null; country: string | null };

  it('the directory in the process answers what the SQL lookup answers, seaport alias codes included', async () => {
    const db = w.t.database.db;
    const [port] = ((await db.execute(sql`select code, row from reference_records where set = 'seaports' and jsonb_array_length(row -> 5) > 0 order by code limit 1`)) as unknown as { rows: { code: string; row: unknown[] }[] }).rows;
    const alias = (port!.row[5] as string[])[0]!;
    const place = await createPlaceDirectory(db).lookup();
    expect(place('SEA', alias)).toMatchObject({ code: alias, name: port!.row[1], latitude: port!.row[3], longitude: port!.row[4], country: port!.code.slice(0, 2) });
    const viaSql = await describePlaces(db, 'SEA', [alias, 'CNSHA', 'NLRTM', 'ZZZZZ']);
    for (const code of [alias, 'CNSHA', 'NLRTM']) expect(place('SEA', code)).toEqual(viaSql.get(code));
    expect(place('SEA', 'ZZZZZ')).toBeUndefined();
    expect(place('AIR', 'SIN')).toEqual((await describePlaces(db, 'AIR', ['SIN'])).get('SIN'));
    expect(place('AIR', 'CNSHA')).toBeUndefined(); // a seaport is no airport
  });

  it('an import of the reference data shows in the next location call (the API\'s own directory)', async () => {
    const db = w.t.database.db;
    const references = createReferenceService(db);
    await references.importUnlocode([]); // changes no record; hashes the seaports as every real writer does
    const sea = async () => report<{ destinations: Place[]; origins: Place[] }>('ops', 'location', `${RANGE}&mode=SEA`);
    const before = await sea();
    const rotterdam = before.destinations.find((d) => d.code === 'NLRTM')!;
    expect(rotterdam.latitude).toBeCloseTo(51.9, 0);
    // Held in the process: a record changed behind the hash's back is not read again…
    await db.execute(sql`update reference_records set row = jsonb_set(row, '{1}', '"Not read"') where set = 'seaports' and code = 'NLRTM'`);
    expect((await sea()).destinations.find((d) => d.code === 'NLRTM')).toEqual(rotterdam);
    // …an import (a new hash) is, at the next call.
    await references.importUnlocode([
      { code: 'NLRTM', name: 'Rotterdam', country: 'NL', subdivision: 'ZH', isPort: true, latitude: 51.5, longitude: 4.25 },
    ]);
    const after = await sea();
    expect(after.destinations.find((d) => d.code === 'NLRTM')).toEqual({ ...rotterdam, name: 'Rotterdam', latitude: 51.5, longitude: 4.25 });
    expect(after.origins).toEqual(before.origins);
  });
});
