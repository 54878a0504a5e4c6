import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { makeAirWaybill, type LegInput } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { createBookingDocumentService } from '../../modules/booking-documents';
import { bookingAccess, bookingData, bookingRepository, createBookingService, parseCreateBooking } from '../../modules/bookings';
import { createDataLoggerService } from '../../modules/data-loggers';
import { buildCarriers } from '../../reference-data/carriers';
import type { DomainServices } from '../../composition/services';
import { createFilesystemStorage } from '../../storage/filesystem-storage';
import { createCarrierFeeds } from '../tracking-histories';
import { demoActors, uploadParts } from './actors';
import { simplePdf } from './pdf';
import { planDemoBookings, type PlannedBooking } from './plan';
import { createRandom } from './prng';
import { loggerReadings } from './readings';
import { retime, type Retimed } from './retime';

export interface DemoBookingsOptions {
  db: Db;
  services: DomainServices;
  /** Where document files go; without it the demo bookings get no documents. */
  storageDir?: string;
  now?: Date;
  count?: number;
}

const VESSELS = ['Maersk Elba', 'MSC Gülsün', 'CMA CGM Jacques Saadé', 'Ever Ace', 'HMM Algeciras', 'ONE Innovation', 'Hamburg Express', 'COSCO Universe'];
const HOUR = 3_600_000;
const BATCH = 25;
const plus = (d: Date, hours: number) => new Date(d.getTime() + hours * HOUR);

/**
 * Creates the demo bookings through the services, as their users would: customers create, edit,
 * request revisions and cancel; operations confirm (with a valid air waybill number of the
 * airline's real prefix), record departure, arrival and proof of delivery, and decide revisions;
 * documents and data loggers go through their services. A booking a previous, interrupted run
 * already made (same customer reference) is not made again.
 */
export async function seedDemoBookings({ db, services, storageDir, now = new Date(), count }: DemoBookingsOptions): Promise<{ created: number }> {
  const plans = planDemoBookings(now, count);
  const actors = await demoActors(services, [...plans.map((p) => p.creator), 'ops@freightdeck.test']);
  const ops = actors.get('ops@freightdeck.test')!;
  const organizationIds = new Map<string, string>();
  for (const name of new Set(plans.map((p) => p.profile.organization))) {
    const org = await services.organizations.findByName(name);
    if (!org) throw new Error(`seed: organization ${name} is missing`);
    organizationIds.set(name, org.id);
  }
  // The airlines' air waybill prefixes, from the carriers reference data (read once, not per booking).
  const awbPrefix = new Map(buildCarriers().filter((c) => c.awbPrefix).map((c) => [c.code, c.awbPrefix!]));
  // The carriers report their shipments' events through the tracking API's ingestion: one integration each, created by operations.
  const feeds = await createCarrierFeeds(db, ops.userId, now, [...new Set(plans.filter((p) => !p.time.cancel).map((p) => p.carrier))].sort());
  const existing = new Set(((await db.execute(sql`select customer_reference from bookings`)) as unknown as { rows: { customer_reference: string }[] }).rows.map((r) => r.customer_reference));

  let clock = now;
  const log = { error: (...args: unknown[]) => console.error('demo seed:', ...args) } as unknown as Pick<FastifyBaseLogger, 'error'>;
  const storage = storageDir ? createFilesystemStorage(storageDir) : null;
  const random = createRandom(7);
  const pending: Retimed[] = [];
  let created = 0;

  /** One booking's life through the services, on `ex` (the batch's transaction: the services' own become savepoints). */
  async function one(p: PlannedBooking, ex: Db) {
    const bookings = createBookingService(ex);
    const documents = storage ? createBookingDocumentService({ db: ex, storage, now: () => clock, log }) : null;
    const loggers = createDataLoggerService({ db: ex, now: () => clock });
    const t = p.time;
    const happened = (at: Date | undefined | null): at is Date => !!at && at <= now;
    const customer = actors.get(p.creator)!;
    const cancelAt = t.cancel?.at ?? null;
    const before = (at: Date) => !cancelAt || at < cancelAt;
    const organizationId = organizationIds.get(p.profile.organization)!;
    const { booking } = await bookings.create(customer, parseCreateBooking({ ...p.input, organizationId }));
    const id = booking.id;
    const r: Retimed = { bookingId: id, createdAt: t.createdAt, updatedAt: t.createdAt, confirmedAt: null, cancelledAt: null, deliveryRecordedAt: null, history: { CREATED: t.createdAt }, revision: null };
    const step = async (at: Date, action: string, run: () => Promise<unknown>) => {
      clock = at;
      await run();
      r.history[action] = at;
      r.updatedAt = at;
    };
    if (p.edit && happened(p.edit.at) && before(p.edit.at)) await step(p.edit.at, 'UPDATED', () => bookings.update(customer, id, p.edit!.patch));
    const confirmed = happened(t.confirmAt) && before(t.confirmAt);
    if (confirmed) {
      const leg: LegInput = {
        carrier: p.carrier, transportId: p.lane.mode === 'AIR' ? `${p.carrier}${random.int(100, 989)}` : `${random.int(100, 499)}${random.pick(['W', 'E', 'N', 'S'])}`,
        vesselName: p.lane.mode === 'SEA' ? random.pick(VESSELS) : '', from: p.lane.origin, to: p.lane.destination, departureAt: t.departAt.toISOString(), arrivalAt: t.arriveAt.toISOString(),
      };
      const carrierReference = p.lane.mode === 'AIR' ? makeAirWaybill(awbPrefix.get(p.carrier) ?? '020', 1_000_000 + p.n * 1009) : `${p.carrier}${230_000_000 + p.n * 7919}`;
      await step(t.confirmAt, 'CONFIRMED', () => bookings.confirm(ops, id, { carrierReference, legs: [leg] }));
      r.confirmedAt = t.confirmAt;
    }
    const rev = p.revision;
    if (confirmed && rev && customer !== ops && happened(rev.requestAt)) {
      const requested = await (async () => { clock = rev.requestAt; return bookings.update(customer, id, rev.patch); })();
      r.history.REVISION_REQUESTED = rev.requestAt;
      r.updatedAt = rev.requestAt;
      r.revision = { requestedAt: rev.requestAt, decidedAt: null };
      const open = requested.revisions.find((x) => x.status === 'REQUESTED');
      // Undecided until its time comes: a recent one still waits for operations.
      if (open && (happened(rev.decideAt) || t.departAt <= now)) {
        await step(rev.decideAt, rev.approve ? 'REVISION_APPROVED' : 'REVISION_REJECTED', () => bookings.decideRevision(ops, id, open.id, { status: rev.approve ? 'APPROVED' : 'REJECTED', reason: rev.reason }));
        r.revision.decidedAt = rev.decideAt;
      }
    }
    if (t.cancel && happened(cancelAt)) {
      await step(t.cancel.at, 'CANCELLED', () => bookings.cancel(customer, id, { reason: t.cancel!.reason }));
      r.cancelledAt = t.cancel.at;
    } else if (confirmed) {
      // The carrier's events move the booking (departure, arrival, an air waybill's delivery), as in
      // production; operations record proof of delivery for sea, where the carrier reports none.
      const recordedAt = plus(t.deliverAt, random.between(0.5, 6));
      const receivedBy = typeof p.input.consignee.contactName === 'string' && p.input.consignee.contactName ? p.input.consignee.contactName : 'Warehouse';
      const remarks = happened(recordedAt) && random.chance(0.08) ? 'Two cartons dented, noted on the delivery receipt' : '';
      const row = (await bookingRepository.byId(ex, id))!;
      await feeds.report(ex, bookings, p.lane.mode, bookingData(row).legs![0]!, {
        carrierReference: row.carrierReference!, pieces: row.pieces, grossWeightKg: row.grossWeightKg, confirmedAt: t.confirmAt, departAt: t.departAt, arriveAt: t.arriveAt,
        delivered: p.lane.mode === 'AIR' && happened(recordedAt) ? { at: t.deliverAt, receivedBy, remarks } : null,
      }, 100_000 + p.n * 37);
      // What the events moved (the ingestion moves exactly what they report; the seed test checks each move has its event).
      const reached = (action: string, at: Date) => {
        r.history[action] = at;
        if (at > r.updatedAt) r.updatedAt = at;
      };
      if (happened(t.departAt)) reached('DEPARTED', t.departAt);
      if (happened(t.arriveAt)) reached('ARRIVED', t.arriveAt);
      if (p.lane.mode === 'AIR' && happened(recordedAt)) {
        reached('DELIVERED', recordedAt);
        r.deliveryRecordedAt = recordedAt;
      }
      if (p.lane.mode === 'SEA' && happened(t.arriveAt) && happened(recordedAt)) {
        await step(recordedAt, 'DELIVERED', () => bookings.deliver(ops, id, { receivedBy, deliveredAt: t.deliverAt.toISOString(), remarks }));
        r.deliveryRecordedAt = recordedAt;
      }
    }
    for (const doc of p.documents) {
      if (!documents || !happened(doc.at)) continue;
      clock = doc.at;
      const actor = actors.get(doc.by)!;
      const pdf = simplePdf(`${doc.type.replace('_', ' ')} · ${booking.ref}`, [`Shipper: ${String(p.input.shipper.company)}`, `Consignee: ${String(p.input.consignee.company)}`, `Route: ${p.lane.origin} -> ${p.lane.destination}`, `Customer reference: ${p.input.customerReference ?? ''}`]);
      await documents.upload({ access: bookingAccess(actor), impersonatedById: null }, id, () => uploadParts(doc.type, doc.fileName, pdf));
    }
    if (p.logger && confirmed && !t.cancel && happened(p.logger.at) && p.input.cargo.temperature) {
      clock = p.logger.at;
      const manager = actors.get(p.profile.manager)!;
      const logger = await loggers.create({ access: bookingAccess(manager), impersonatedById: null }, { bookingRef: booking.ref, serialNumber: p.logger.serialNumber, model: p.logger.model });
      if (happened(t.departAt)) {
        const until = t.arriveAt <= now ? t.arriveAt : now;
        await loggers.addReadings(bookingAccess(manager), logger.id, loggerReadings(random, p.input.cargo.temperature, t.departAt, until, p.logger.excursion));
      }
    }
    for (const email of p.watchers) await bookings.watch(actors.get(email)!, { bookingIds: [id] });
    pending.push(r);
  }

  const todo = plans.filter((p) => !existing.has(p.input.customerReference ?? '') && !existing.has(`${p.input.customerReference}-R`));
  // A few dozen bookings per transaction: on the embedded database every commit is a flush to disk.
  for (let i = 0; i < todo.length; i += BATCH) {
    await db.transaction(async (tx) => {
      for (const p of todo.slice(i, i + BATCH)) await one(p, tx as unknown as Db);
      await retime(tx as unknown as Db, pending.splice(0));
    });
    created += Math.min(BATCH, todo.length - i);
  }
  return { created };
}
