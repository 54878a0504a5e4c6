import { sql } from 'drizzle-orm';
import type { Booking } from '@freightdeck/contracts';
import { makeAirWaybill } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { createReportService } from '../../../src/modules/reports';
import { book, bookingsWorld, call, type BookingsWorld, type Who } from '../bookings/helpers';

/**
 * A dozen bookings around the January/February and February/March boundaries, read in
 * Asia/Kolkata (UTC+05:30): a booking made at 18:30 UTC on 31 January is February's there.
 * Air sample: 360 kg gross, 640 kg chargeable. Sea sample: 2 × 45G1, 29,000 kg, 4 TEU.
 */
const TZ = { 'x-timezone': 'Asia/Kolkata' };
const RANGE = 'from=2026-01-01&to=2026-03-31';
const AIR_KG = 360;
const SEA_KG = 29_000;

interface Made { key: string; who: Who; mode: 'AIR' | 'SEA'; at: string; booking?: Booking }
const WORLD: Made[] = [
  { key: 'A1', who: 'anna', mode: 'AIR', at: '2026-01-10T10:00:00Z' }, // Jan
  { key: 'A2', who: 'anna', mode: 'AIR', at: '2026-01-31T18:00:00Z' }, // Jan 31, 23:30 IST
  { key: 'A3', who: 'carl', mode: 'AIR', at: '2026-01-31T18:30:00Z' }, // Feb 1, 00:00 IST
  { key: 'A4', who: 'carl', mode: 'AIR', at: '2026-02-14T12:00:00Z' }, // Feb, cancelled
  { key: 'S1', who: 'anna', mode: 'SEA', at: '2026-01-31T20:00:00Z' }, // Feb 1, 01:30 IST
  { key: 'S2', who: 'anna', mode: 'SEA', at: '2026-02-28T18:15:00Z' }, // Feb 28, 23:45 IST
  { key: 'S3', who: 'carl', mode: 'SEA', at: '2026-02-28T18:45:00Z' }, // Mar 1, 00:15 IST
  { key: 'A5', who: 'anna', mode: 'AIR', at: '2026-03-05T08:00:00Z' }, // Mar
  { key: 'N1', who: 'nils', mode: 'AIR', at: '2026-01-15T00:00:00Z' }, // Jan, confirmed
  { key: 'N2', who: 'nils', mode: 'SEA', at: '2026-02-01T00:00:00Z' }, // Feb
  { key: 'N3', who: 'nils', mode: 'AIR', at: '2026-03-31T19:00:00Z' }, // Apr 1, 00:30 IST: outside
  { key: 'N4', who: 'nils', mode: 'SEA', at: '2025-12-31T18:29:00Z' }, // Dec 31, 23:59 IST: outside
];
const made = (key: string) => WORLD.find((m) => m.key === key)!.booking!;

let w: BookingsWorld;
beforeAll(async () => {
  w = await bookingsWorld();
  for (const m of WORLD) {
    m.booking = await book(w, m.who, m.mode === 'AIR' ? sampleAirBooking({ customerReference: m.key }) : sampleSeaBooking({ customerReference: m.key }));
  }
  // Confirmed: A1, S1, N1 (shipments); cancelled: A4. Status changes go through the service, as carrier events will.
  for (const [i, key] of ['A1', 'N1'].entries()) {
    expect((await call(w, 'ops', 'POST', `/v1/bookings/${made(key).id}/confirm`, { carrierReference: makeAirWaybill('618', 7000000 + i) })).statusCode).toBe(200);
  }
  expect((await call(w, 'ops', 'POST', `/v1/bookings/${made('S1').id}/confirm`, { carrierReference: 'MAEU123456' })).statusCode).toBe(200);
  expect((await call(w, 'carl', 'POST', `/v1/bookings/${made('A4').id}/cancel`, { reason: 'Order withdrawn' })).statusCode).toBe(200);
  // Back-dated by hand: the rollups' triggers move each booking to its new buckets.
  for (const m of WORLD) await w.t.database.db.execute(sql`update bookings set created_at = ${m.at}::timestamptz where id = ${m.booking!.id}::uuid`);
}, 180_000);
afterAll(() => w.t.close());

async function report<T>(who: Who, name: string, query = RANGE, headers: Record<string, string> = TZ): Promise<T> {
  const response = await call(w, who, 'GET', `/v1/bookings/reports/${name}?${query}`, undefined, headers);
  expect([name, response.statusCode]).toEqual([name, 200]);
  return response.json<T>();
}
const co2e = (...keys: string[]) => keys.reduce((s, k) => s + made(k).emissions.co2eKg!, 0);
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

  it('status, transportation-type, location and week', async () => {
    const status = await report<{ statuses: { status: string; bookings: number }[] }>('anna', 'status');
    expect(Object.fromEntries(status.statuses.map((s) => [s.status, s.bookings]))).toEqual({ PENDING: 5, CONFIRMED: 2, IN_TRANSIT: 0, ARRIVED: 0, DELIVERED: 0, CANCELLED: 1 });
    const types = await report<{ rows: { mode: string; cargoType: string; bookings: number }[] }>('ops', 'transportation-type');
    expect(types.rows.map((r) => [r.mode, r.bookings])).toEqual([['AIR', 6], ['SEA', 4]]);
    const location = await report<{ lanes: { origin: string; destination: string; bookings: number }[]; origins: { code: string; latitude: number | null; country: string | null }[]; countries: { country: string; originBookings: number }[] }>('ops', 'location', `${RANGE}&mode=AIR`);
    expect(location.lanes).toEqual([expect.objectContaining({ origin: 'SIN', destination: 'FRA', bookings: 6 })]);
    expect(location.origins[0]).toMatchObject({ code: 'SIN', country: 'SG' });
    expect(location.origins[0]!.latitude).toBeCloseTo(1.35, 1);
    expect(location.countries).toEqual([{ country: 'DE', originBookings: 0, destinationBookings: 6 }, { country: 'SG', originBookings: 6, destinationBookings: 0 }]);
    const week = await report<{ days: { bookings: number }[]; weeks: number }>('ops', 'week', 'weeks=4');
    // The dozen are dated in 2025–2026 months ago; the week report looks at the last 4 weeks only.
    expect(week.weeks).toBe(4);
    expect(week.days).toHaveLength(7);
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
