import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { CargoSchema, PartySchema, type TemperatureRange } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import type { Db } from '../../src/db';
import { bookings, memberships, users } from '../../src/db/schema';
import type { BookingData } from '../../src/modules/bookings/booking-data';

type BookingStatus = (typeof bookings.$inferSelect)['status'];

export interface BookingRowOptions {
  /** The creator (a seeded demo user); the booking belongs to their first organization. */
  createdBy?: string;
  status?: BookingStatus;
  /** null: a booking without a temperature range (general cargo). */
  temperature?: TemperatureRange | null;
}

/**
 * Writes a valid `bookings` row (the layout of booking-data.ts) for tests of booking attachments,
 * without the bookings create call: an air pharma shipment SIN → FRA of the demo world.
 */
export async function insertBooking(db: Db, { createdBy = 'anna@acme-pharma.test', status = 'PENDING', temperature = { minC: 2, maxC: 8 } }: BookingRowOptions = {}) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, createdBy));
  if (!user) throw new Error(`no seeded user ${createdBy}`);
  const [membership] = await db.select({ organizationId: memberships.organizationId }).from(memberships).where(eq(memberships.userId, user.id)).limit(1);
  const organizationId = membership?.organizationId;
  if (!organizationId) throw new Error(`${createdBy} belongs to no organization`);
  const sample = sampleAirBooking();
  const cargo = CargoSchema.parse({ ...sample.cargo, ...(temperature ? { type: 'PHARMACEUTICAL', temperature } : { type: 'GENERAL', temperature: null }) });
  const data: BookingData = {
    legs: [],
    cargo,
    shipper: PartySchema.parse(sample.shipper),
    consignee: PartySchema.parse(sample.consignee),
    notifyParty: null,
    remarks: '',
    charges: [{ code: 'AFR', description: 'Air freight', basis: 'PER_KG', quantity: 640, rate: 2.5, amount: 1600, currency: 'EUR' }] as unknown as BookingData['charges'],
    chargesSource: 'STANDARD_TARIFF',
    totals: { pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 640, unit: 'KG' }, teu: 0 },
    emissions: { co2eKg: null, distanceKm: null, tonneKm: null, intensityGPerTonneKm: null, complete: false, method: 'ISO 14083', factorsVersion: 'test', legs: [], ttwCo2eKg: null, hubCo2eKg: null, hubs: [], dataQuality: null },
  };
  const at = new Date();
  const reached = (s: BookingStatus[]) => (s.includes(status) ? at : null);
  const [row] = await db.insert(bookings).values({
    ref: sql`'FDA-' || lpad(nextval('booking_ref_seq')::text, 6, '0')`,
    mode: 'AIR', status, organizationId, createdById: user.id, origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01',
    cargoType: cargo.type, shipperCompany: data.shipper.company, consigneeCompany: data.consignee.company, pieces: 4, grossWeightKg: 360,
    volumeM3: 3.84, chargeableValue: 640, chargeableUnit: 'KG', searchText: 'test', data,
    confirmedAt: reached(['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED']), departedAt: reached(['IN_TRANSIT', 'ARRIVED', 'DELIVERED']),
    arrivedAt: reached(['ARRIVED', 'DELIVERED']), deliveredAt: reached(['DELIVERED']),
  }).returning();
  return row!;
}

/** A folder for the test's stored files, removed by the returned function. */
export async function tempStorageDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fd-storage-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
