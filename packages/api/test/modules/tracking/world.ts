import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeAirWaybill, type Booking, type CreatedIntegration } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { referenceRepository } from '../../../src/modules/references/repository';
import { builtinStoredRows } from '../../../src/reference-data';
import { book, bookingsWorld, call, type BookingsWorld } from '../bookings/helpers';

export const DCSA_DIR = path.join(__dirname, '../../../standards/dcsa');
export const dcsaSample = (name: string): unknown[] => JSON.parse(readFileSync(path.join(DCSA_DIR, `${name}.json`), 'utf8'));

export interface TrackingWorld extends BookingsWorld {
  air: Booking;
  awb: string;
  sea: Booking;
  carrierKey: string;
  integration: CreatedIntegration;
}

let serial = 3_000_000;
/** A confirmed AIR booking of carl's SIN → FRA on LH, with its planned flight. */
export async function confirmedAir(w: BookingsWorld, who: 'carl' | 'nils' = 'carl'): Promise<{ booking: Booking; awb: string }> {
  const created = await book(w, who, sampleAirBooking());
  serial += 1;
  const awb = makeAirWaybill('020', serial);
  const legs = [{ carrier: 'LH', transportId: 'LH9771', from: 'SIN', to: 'FRA', departureAt: '2026-12-02T15:00:00.000Z', arrivalAt: '2026-12-03T05:30:00.000Z' }];
  const confirmed = await call(w, 'ops', 'POST', `/v1/bookings/${created.id}/confirm`, { carrierReference: awb, legs });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { booking: confirmed.json<Booking>(), awb };
}

export async function trackingWorld(): Promise<TrackingWorld> {
  const w = await bookingsWorld();
  const rows = builtinStoredRows();
  await referenceRepository.insert(w.t.database.db, 'cities', 'builtin', rows.cities, 'keep');
  const { booking: air, awb } = await confirmedAir(w);
  const seaCreated = await book(w, 'anna', sampleSeaBooking());
  const sea = (await call(w, 'ops', 'POST', `/v1/bookings/${seaCreated.id}/confirm`, { carrierReference: 'ABC123123123' })).json<Booking>();
  const response = await call(w, 'ops', 'POST', '/v1/integrations', { name: 'Lufthansa Cargo', kind: 'CARRIER', carrierCodes: ['LH'], organizationIds: [w.acmeId] });
  if (response.statusCode !== 201) throw new Error(`integration: ${response.body}`);
  const integration = response.json<CreatedIntegration>();
  return { ...w, air, awb, sea, carrierKey: integration.apiKey, integration };
}

export const postEvents = (w: BookingsWorld, key: string, payload: unknown) =>
  w.t.app.inject({ method: 'POST', url: '/v1/tracking/events', headers: { 'x-api-key': key }, payload: payload as object });
