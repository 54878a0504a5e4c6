import { and, eq, ne } from 'drizzle-orm';
import {
  airWaybillProblem, CancelBookingSchema, ConfirmBookingSchema, DeliverBookingSchema, MilestoneSchema, nextStatus, parseAirWaybill,
  type Booking, type BookingAction, type BookingHistoryAction, type FieldChange,
} from '@freightdeck/contracts';
import type { Db, Tx } from '../../db';
import { bookings } from '../../db/schema';
import { errors } from '../../lib/app-error';
import { assertStaff, bookingAccess, findManageableBooking, type BookingAccess, type BookingRow } from './access';
import { parseOrThrow } from '../../lib/validation';
import type { BookingActor } from './actor';
import { bookingData } from './booking-data';
import { assertConsistent, contentOf, deriveChecked, keptCharges, priceLines } from './content';
import { appendHistory } from './history';
import { bookingRepository as repo } from './repository';
import { rejectOpenRevision } from './revisions';
import { bookingView } from './view';

const HISTORY_ACTION: Record<BookingAction, BookingHistoryAction> = {
  confirm: 'CONFIRMED', depart: 'DEPARTED', arrive: 'ARRIVED', deliver: 'DELIVERED', cancel: 'CANCELLED',
};

interface Change { values: Partial<typeof bookings.$inferInsert>; changes?: FieldChange[]; note?: string }

/**
 * One status change: the row locked (SELECT … FOR UPDATE) and the status machine checked under
 * the lock, so a change that is no longer allowed gets 409 INVALID_STATUS_TRANSITION with
 * nothing changed; the history entry in the same transaction. With `expectedVersion` a call
 * made on a booking that has changed since is 409 CONFLICT: of concurrent calls made on one
 * version (confirm and cancel pressed at once) exactly one wins, even where both transitions
 * would be allowed one after the other (PENDING → CONFIRMED → CANCELLED).
 */
async function transition(db: Db, actor: BookingActor, idOrRef: string, action: BookingAction, expectedVersion: number | undefined, change: (tx: Tx, row: BookingRow) => Promise<Change>): Promise<Booking> {
  const access = bookingAccess(actor);
  return db.transaction(async (tx) => {
    const row = await findManageableBooking(tx, access, idOrRef, { forUpdate: true });
    if (action !== 'cancel') assertStaff(access);
    const to = nextStatus(row.status, action);
    if (!to) throw errors.conflict('INVALID_STATUS_TRANSITION', `A ${row.status.toLowerCase().replace('_', ' ')} booking cannot be ${HISTORY_ACTION[action].toLowerCase()}`);
    if (expectedVersion !== undefined && expectedVersion !== row.version) {
      throw errors.conflict('CONFLICT', `The booking changed since you read it (it is now ${row.status.toLowerCase().replace('_', ' ')}, version ${row.version}, not ${expectedVersion})`);
    }
    const { values, changes, note } = await change(tx, row);
    const updated = await repo.update(tx, row.id, { ...values, status: to });
    await appendHistory(tx, { bookingId: row.id, actorId: actor.userId, impersonatedById: actor.impersonatedById, action: HISTORY_ACTION[action], fromStatus: row.status, toStatus: to, changes, note });
    return bookingView(tx, access, updated);
  });
}

/** AIR: a valid air waybill number, in its canonical form, used by no other booking. */
async function carrierReferenceFor(tx: Tx, row: BookingRow, input: string): Promise<string> {
  if (row.mode !== 'AIR') return input;
  const problem = airWaybillProblem(input);
  if (problem) {
    const message = problem === 'FORMAT' ? 'must be an air waybill number: 3-digit airline prefix and 8-digit serial' : 'has a wrong check digit (the 8th serial digit is the first seven mod 7)';
    throw errors.validation([{ path: 'carrierReference', message }]);
  }
  const awb = parseAirWaybill(input)!.formatted;
  const [taken] = await tx.select({ ref: bookings.ref }).from(bookings).where(and(eq(bookings.mode, 'AIR'), eq(bookings.carrierReference, awb), ne(bookings.id, row.id)));
  if (taken) throw errors.validation([{ path: 'carrierReference', message: `is already the air waybill of ${taken.ref}` }]);
  return awb;
}

export function createStatusChanges(db: Db) {
  return {
    /** Staff accept the booking: carrier reference, optionally the booked legs and final charges. */
    confirm: (actor: BookingActor, idOrRef: string, input: unknown) => {
      const body = parseOrThrow(ConfirmBookingSchema, input);
      return transition(db, actor, idOrRef, 'confirm', body.expectedVersion, async (tx, row) => {
        const carrierReference = await carrierReferenceFor(tx, row, body.carrierReference);
        const before = contentOf(row);
        const content = body.legs ? { ...before, legs: body.legs } : before;
        if (body.legs) assertConsistent(content);
        const choice = body.charges ? { charges: priceLines(body.charges), source: 'OPERATIONS' as const } : keptCharges(row);
        const derived = await deriveChecked(tx, content, choice, { ref: row.ref, carrierReference });
        const changes: FieldChange[] = [{ path: 'carrierReference', from: row.carrierReference, to: carrierReference }];
        if (body.legs) changes.push({ path: 'legs', from: before.legs, to: body.legs });
        if (body.charges) changes.push({ path: 'charges', from: bookingData(row).charges, to: derived.data.charges });
        return { values: { ...derived, carrierReference, confirmedAt: new Date() }, changes };
      });
    },
    depart: (actor: BookingActor, idOrRef: string, input: unknown) => {
      const body = parseOrThrow(MilestoneSchema, input ?? {});
      return transition(db, actor, idOrRef, 'depart', body.expectedVersion, async () => ({ values: { departedAt: body.at ? new Date(body.at) : new Date() }, note: body.remarks }));
    },
    arrive: (actor: BookingActor, idOrRef: string, input: unknown) => {
      const body = parseOrThrow(MilestoneSchema, input ?? {});
      return transition(db, actor, idOrRef, 'arrive', body.expectedVersion, async () => ({ values: { arrivedAt: body.at ? new Date(body.at) : new Date() }, note: body.remarks }));
    },
    /** Proof of delivery: who received it and when. */
    deliver: (actor: BookingActor, idOrRef: string, input: unknown) => {
      const body = parseOrThrow(DeliverBookingSchema, input);
      return transition(db, actor, idOrRef, 'deliver', body.expectedVersion, async () => {
        const deliveredAt = new Date(body.deliveredAt);
        const delivery = { receivedBy: body.receivedBy, deliveredAt: deliveredAt.toISOString(), remarks: body.remarks, recordedById: actor.userId, recordedAt: new Date().toISOString() };
        return { values: { delivery, deliveredAt }, note: body.remarks };
      });
    },
    /** Managers in scope cancel a pending or confirmed booking, saying why; an open revision is closed with it. */
    cancel: (actor: BookingActor, idOrRef: string, input: unknown) => {
      const body = parseOrThrow(CancelBookingSchema, input);
      return transition(db, actor, idOrRef, 'cancel', body.expectedVersion, async (tx, row) => {
        const at = new Date();
        await rejectOpenRevision(tx, row.id, actor, 'The booking was cancelled');
        return { values: { cancellation: { reason: body.reason, at: at.toISOString(), byId: actor.userId }, cancelledAt: at }, note: body.reason };
      });
    },
  };
}
export type StatusChanges = ReturnType<typeof createStatusChanges>;
export type { BookingAccess };
