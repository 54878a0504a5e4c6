import { sql } from 'drizzle-orm';
import type { Booking } from '@freightdeck/contracts';
import { makeAirWaybill } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { book, bookingsWorld, call, type BookingsWorld, type Who } from '../bookings/helpers';

/**
 * The reports' hand-computed world: a dozen bookings around the January/February and
 * February/March boundaries, read in Asia/Kolkata (UTC+05:30): a booking made at 18:30 UTC on
 * 31 January is February's there. Air sample: SIN → FRA, 360 kg gross, 640 kg chargeable,
 * pharmaceuticals at 2–8 °C. Sea sample: CNSHA → NLRTM, 2 × 45G1, 29,000 kg, 4 TEU.
 */
export const TZ = { 'x-timezone': 'Asia/Kolkata' };
export const RANGE = 'from=2026-01-01&to=2026-03-31';
export const AIR_KG = 360;
export const SEA_KG = 29_000;

interface Made { key: string; who: Who; mode: 'AIR' | 'SEA'; at: string; booking?: Booking }
export const WORLD: Made[] = [
  { key: 'A1', who: 'anna', mode: 'AIR', at: '2026-01-10T10:00:00Z' }, // Jan, confirmed
  { key: 'A2', who: 'anna', mode: 'AIR', at: '2026-01-31T18:00:00Z' }, // Jan 31, 23:30 IST
  { key: 'A3', who: 'carl', mode: 'AIR', at: '2026-01-31T18:30:00Z' }, // Feb 1, 00:00 IST
  { key: 'A4', who: 'carl', mode: 'AIR', at: '2026-02-14T12:00:00Z' }, // Feb, cancelled
  { key: 'S1', who: 'anna', mode: 'SEA', at: '2026-01-31T20:00:00Z' }, // Feb 1, 01:30 IST, confirmed
  { key: 'S2', who: 'anna', mode: 'SEA', at: '2026-02-28T18:15:00Z' }, // Feb 28, 23:45 IST (a Saturday)
  { key: 'S3', who: 'carl', mode: 'SEA', at: '2026-02-28T18:45:00Z' }, // Mar 1, 00:15 IST (a Sunday)
  { key: 'A5', who: 'anna', mode: 'AIR', at: '2026-03-05T08:00:00Z' }, // Mar (a Thursday)
  { key: 'N1', who: 'nils', mode: 'AIR', at: '2026-01-15T00:00:00Z' }, // Jan, confirmed
  { key: 'N2', who: 'nils', mode: 'SEA', at: '2026-02-01T00:00:00Z' }, // Feb
  { key: 'N3', who: 'nils', mode: 'AIR', at: '2026-03-31T19:00:00Z' }, // Apr 1, 00:30 IST: outside
  { key: 'N4', who: 'nils', mode: 'SEA', at: '2025-12-31T18:29:00Z' }, // Dec 31, 23:59 IST: outside
];
export const made = (key: string) => WORLD.find((m) => m.key === key)!.booking!;
/** The stored CO2e (WTW) of some bookings, added up. */
export const co2e = (...keys: string[]) => keys.reduce((s, k) => s + made(k).emissions.co2eKg!, 0);

/** Books the world through the API, moves statuses through the service, then back-dates it. */
export async function reportsWorld(): Promise<BookingsWorld> {
  const w = await bookingsWorld();
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
  return w;
}

export async function report<T>(w: BookingsWorld, who: Who, name: string, query = RANGE, headers: Record<string, string> = TZ): Promise<T> {
  const response = await call(w, who, 'GET', `/v1/bookings/reports/${name}?${query}`, undefined, headers);
  expect([name, response.statusCode]).toEqual([name, 200]);
  return response.json<T>();
}
