import { greatCircleKm, type Booking } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { sql } from 'drizzle-orm';
import { bookingEmissions, EMISSIONS_REVISION, recountStaleEmissions, seaRoute, seaRouteKm } from '../../../src/modules/emissions';
import { simplifyPath } from '../../../src/modules/emissions/sea-route';
import { book, bookingsWorld, call, type BookingsWorld } from '../bookings/helpers';

const SIN = { latitude: 1.3502, longitude: 103.994 };
const FRA = { latitude: 50.0333, longitude: 8.5706 };
const located = new Map([['SIN', SIN], ['FRA', FRA], ['SGSIN', SIN], ['DEHAM', FRA]]);

describe('bookingEmissions', () => {
  it('counts one leg origin → destination when the booking has none, with both terminals', () => {
    const e = bookingEmissions({ mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'FRA', legs: [], cargo: { containers: [], temperature: null }, grossWeightKg: 1000 }, located);
    const km = greatCircleKm(SIN, FRA) + 95;
    expect(e.legs).toEqual([expect.objectContaining({ from: 'SIN', to: 'FRA', distanceMethod: 'GREAT_CIRCLE_PLUS_95_KM', factorId: 'air-long', dataQuality: 'DEFAULT' })]);
    expect(e.legs[0]!.co2eKg).toBeCloseTo(km * 0.63, 2);
    expect(e.hubs.map((h) => h.kind)).toEqual(['ORIGIN', 'DESTINATION']);
    expect(e.co2eKg).toBeCloseTo(km * 0.63 + 2 * 0.6, 2);
    expect(e.ttwCo2eKg).toBeLessThan(e.co2eKg!);
  });

  it('uses the sea-route length when a route function knows it, and the reefer factors for reefers', () => {
    const input = { mode: 'SEA' as const, seaLoad: 'FCL' as const, origin: 'SGSIN', destination: 'DEHAM', legs: [], grossWeightKg: 20_000,
      cargo: { containers: [{ type: '45R1', count: 1, cargoWeightKg: 20_000 }], temperature: { minC: 2, maxC: 8 } } };
    const routed = bookingEmissions(input as never, located, (from, to) => (from === 'SGSIN' && to === 'DEHAM' ? 15_500 : null));
    expect(routed.legs[0]).toMatchObject({ distanceKm: 15_500, distanceMethod: 'SEA_ROUTE', factorId: 'sea-reefer' });
    expect(routed.hubs[0]!.factorId).toBe('hub-sea-reefer');
    const fallback = bookingEmissions(input as never, located, () => null);
    expect(fallback.legs[0]!.distanceMethod).toBe('GREAT_CIRCLE_X_1_15');
  });
});

describe('a stored booking', () => {
  let w: BookingsWorld;
  beforeAll(async () => { w = await bookingsWorld(); }, 120_000);
  afterAll(() => w.t.close());

  it('carries WTW and TTW per leg and in total, its hubs and its data quality', async () => {
    const air: Booking = await book(w, 'anna', sampleAirBooking());
    expect(air.emissions).toMatchObject({ complete: true, dataQuality: 'DEFAULT', method: expect.stringMatching(/ISO 14083/) });
    expect(air.emissions.legs.every((l) => l.ttwCo2eKg! > 0 && l.dataQuality === 'DEFAULT')).toBe(true);
    expect(air.emissions.hubs!.length).toBe(air.emissions.legs.length + 1);
    const legs = air.emissions.legs.reduce((s, l) => s + l.co2eKg!, 0);
    expect(air.emissions.co2eKg).toBeCloseTo(legs + air.emissions.hubCo2eKg!, 2);
    // Sea legs: the shortest route over the marine network (CNSHA → DEHAM: through Suez, about 11,000 nm).
    const sea: Booking = await book(w, 'anna', sampleSeaBooking());
    expect(sea.emissions.legs.map((l) => l.distanceMethod)).toEqual(sea.emissions.legs.map(() => 'SEA_ROUTE'));
    expect(sea.emissions.legs.every((l) => l.distanceKm! > 0)).toBe(true);
  });

  it('GET /v1/emissions/sea-route answers the distance a sea leg is counted with; an unknown port is 400', async () => {
    const ok = await call(w, 'anna', 'GET', '/v1/emissions/sea-route?from=cnsha&to=NLRTM');
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ from: string; distanceNm: number; method: string }>();
    expect(body).toMatchObject({ from: 'CNSHA', to: 'NLRTM', method: 'SEA_ROUTE' });
    expect(body.distanceNm).toBeGreaterThan(10_000);
    expect(body.distanceNm).toBeLessThan(11_000);
    // The route's points for a map: from Shanghai to Rotterdam through the Suez canal, a few dozen of them.
    const path = ok.json<{ path: [number, number][] }>().path;
    expect(path.length).toBeGreaterThan(10);
    expect(path.length).toBeLessThan(150);
    expect(path[0]![0]).toBeCloseTo(121.5, 0);
    expect(path[path.length - 1]![1]).toBeCloseTo(51.9, 0);
    expect(path.some(([lon, lat]) => lon > 32 && lon < 33 && lat > 29.5 && lat < 31.5)).toBe(true);
    const bad = await call(w, 'anna', 'GET', '/v1/emissions/sea-route?from=CNSHA&to=ZZZZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'to' }] });
  });

  it('thins a path for a map, keeping its ends and its crossing of the antimeridian', () => {
    const line: [number, number][] = [[170, 10], [175, 10.01], [179.9, 10], [-179.9, 10], [-175, 10.02], [-170, 10], [-170, 20]];
    expect(simplifyPath(line)).toEqual([[170, 10], [179.9, 10], [-179.9, 10], [-170, 10], [-170, 20]]);
  });

  it('a booking stored with an older method is recounted once, and the reports follow', async () => {
    const sea: Booking = await book(w, 'anna', sampleSeaBooking({ customerReference: 'RECOUNT' }));
    // As a booking written before the sea-route network: great-circle × 1.15 and no revision stamp.
    await w.t.database.db.execute(sql`update bookings set co2e_kg = 1, tonne_km = 1,
      data = jsonb_set(data, '{emissions}', (data -> 'emissions') - 'revision' || '{"co2eKg": 1}'::jsonb) where id = ${sea.id}::uuid`);
    const before = await sumCo2eOf(w);
    expect(await recountStaleEmissions(w.t.database.db)).toBe(1);
    expect(await recountStaleEmissions(w.t.database.db)).toBe(0);
    const [row] = ((await w.t.database.db.execute(sql`select co2e_kg, data -> 'emissions' ->> 'revision' as revision from bookings where id = ${sea.id}::uuid`)) as unknown as { rows: { co2e_kg: number; revision: string }[] }).rows;
    expect(row).toEqual({ co2e_kg: sea.emissions.co2eKg, revision: EMISSIONS_REVISION });
    expect(await sumCo2eOf(w)).toBeCloseTo(before - 1 + sea.emissions.co2eKg!, 3);
  });
});

async function sumCo2eOf(w: BookingsWorld): Promise<number> {
  // The rollup without lanes, by booking date, month grain: what the reports read.
  const [row] = ((await w.t.database.db.execute(sql`select sum(co2e_kg)::float8 as s from booking_org_rollups where basis = 'B' and grain = 'm'`)) as unknown as { rows: { s: number }[] }).rows;
  return Number(row!.s);
}

describe('the sea route', () => {
  const P = {
    CNSHA: { latitude: 31.23, longitude: 121.47 }, NLRTM: { latitude: 51.95, longitude: 4.14 }, USLAX: { latitude: 33.74, longitude: -118.26 },
    USNYC: { latitude: 40.68, longitude: -74.04 }, JPTYO: { latitude: 35.62, longitude: 139.78 },
  };
  const through = (path: [number, number][], [w0, s0, e0, n0]: [number, number, number, number]) => path.some(([x, y]) => x >= w0 && x <= e0 && y >= s0 && y <= n0);
  const SUEZ: [number, number, number, number] = [32, 29.5, 33, 31.5];
  const PANAMA: [number, number, number, number] = [-80.5, 8.5, -79, 9.6];
  const CAPE: [number, number, number, number] = [15, -40, 25, -33];

  it('Shanghai → Rotterdam goes through Suez, close to the known ~10,500 nm', () => {
    const r = seaRoute(P.CNSHA, P.NLRTM)!;
    expect(through(r.path, SUEZ)).toBe(true);
    expect(through(r.path, CAPE)).toBe(false);
    expect(r.distanceNm).toBeGreaterThan(10_000);
    expect(r.distanceNm).toBeLessThan(11_000);
  });

  it('Shanghai → Los Angeles crosses the Pacific (the antimeridian), not round the world the other way', () => {
    const r = seaRoute(P.CNSHA, P.USLAX)!;
    expect(through(r.path, SUEZ) || through(r.path, PANAMA)).toBe(false);
    expect(r.path.some(([x]) => Math.abs(x) === 180)).toBe(true);
    expect(r.distanceNm).toBeGreaterThan(5_400);
    expect(r.distanceNm).toBeLessThan(6_300);
    expect(seaRouteKm(P.JPTYO, P.USLAX)).toBeLessThan(10_000);
  });

  it('New York → Los Angeles goes through Panama', () => {
    const r = seaRoute(P.USNYC, P.USLAX)!;
    expect(through(r.path, PANAMA)).toBe(true);
    expect(r.distanceNm).toBeLessThan(5_500);
  });

  it('is cached: a second look-up of a pair answers the same route object', () => {
    expect(seaRoute(P.JPTYO, P.NLRTM)).toBe(seaRoute(P.JPTYO, P.NLRTM));
    expect(seaRoute({ latitude: 0, longitude: 20 }, P.NLRTM)).toBeNull(); // the middle of Africa: no sea within 600 km
  });
});
