import { greatCircleKm, type Booking } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { bookingEmissions } from '../../../src/modules/emissions';
import { book, bookingsWorld, type BookingsWorld } from '../bookings/helpers';

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
    expect(e.co2eKg).toBeCloseTo(km * 0.63 + 2 * 1.33, 2);
    expect(e.ttwCo2eKg).toBeLessThan(e.co2eKg!);
  });

  it('uses the sea-route length when a route function knows it, and the reefer factors for reefers', () => {
    const input = { mode: 'SEA' as const, seaLoad: 'FCL' as const, origin: 'SGSIN', destination: 'DEHAM', legs: [], grossWeightKg: 20_000,
      cargo: { containers: [{ type: '45R1', count: 1, cargoWeightKg: 20_000 }], temperature: { minC: 2, maxC: 8 } } };
    const routed = bookingEmissions(input as never, located, (from, to) => (from === 'SGSIN' && to === 'DEHAM' ? 15_500 : null));
    expect(routed.legs[0]).toMatchObject({ distanceKm: 15_500, distanceMethod: 'SEA_ROUTE', factorId: 'sea-reefer' });
    expect(routed.hubs[0]!.factorId).toBe('hub-sea-reefer');
    const fallback = bookingEmissions(input as never, located);
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
    const sea: Booking = await book(w, 'anna', sampleSeaBooking());
    expect(sea.emissions.legs[0]!.distanceMethod).toBe('GREAT_CIRCLE_X_1_15');
  });
});
