import { and, eq } from 'drizzle-orm';
import { RevisionDecisionSchema, type Booking, type FieldChange, type UpdateBookingValues } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { bookingRevisions } from '../../db/schema';
import { errors } from '../../lib/app-error';
import { assertStaff, bookingAccess, findManageableBooking, type BookingRow } from './access';
import { parseOrThrow } from '../../lib/validation';
import type { BookingActor } from './actor';
import { assertConsistent, contentOf, deriveChecked, keptCharges } from './content';
import type { BookingContent } from './derive';
import { diff } from './diff';
import { appendHistory } from './history';
import { bookingRepository as repo } from './repository';
import { bookingView } from './view';

/** A patch applied to a booking's content: the new content, its derived columns and what changed. */
export async function applyContent(tx: Executor, row: BookingRow, patch: Partial<BookingContent>) {
  const before = contentOf(row);
  const content = { ...before, ...patch };
  const changes = diff(before, content);
  if (!changes.length) return { changes, values: null };
  assertConsistent(content);
  const values = await deriveChecked(tx, content, keptCharges(row), { ref: row.ref, carrierReference: row.carrierReference });
  return { changes, values };
}

/** Closes a booking's open revision (when the booking is cancelled, it can no longer apply). */
export async function rejectOpenRevision(tx: Executor, bookingId: string, actor: BookingActor, reason: string): Promise<void> {
  const open = await repo.openRevision(tx, bookingId);
  if (!open) return;
  await repo.decideRevision(tx, open.id, { status: 'REJECTED', decidedById: actor.userId, reason, changes: open.changes });
  await appendHistory(tx, { bookingId, actorId: actor.userId, impersonatedById: actor.impersonatedById, action: 'REVISION_REJECTED', note: reason });
}

/** Records a requested change to a CONFIRMED booking for staff to decide (one open at a time); false when it changes nothing. */
export async function requestRevision(tx: Executor, actor: BookingActor, row: BookingRow, patch: Partial<BookingContent>): Promise<boolean> {
  if (await repo.openRevision(tx, row.id)) throw errors.conflict('CONFLICT', 'A revision of this booking is already waiting for a decision');
  const before = contentOf(row);
  const content = { ...before, ...patch };
  const changes = diff(before, content);
  if (!changes.length) return false;
  assertConsistent(content);
  // Checked now so an approval cannot fail on an unknown place later.
  await deriveChecked(tx, content, keptCharges(row), { ref: row.ref, carrierReference: row.carrierReference });
  await repo.insertRevision(tx, { bookingId: row.id, requestedById: actor.userId, request: patch as UpdateBookingValues, changes, baseVersion: row.version });
  await appendHistory(tx, { bookingId: row.id, actorId: actor.userId, impersonatedById: actor.impersonatedById, action: 'REVISION_REQUESTED', changes });
  return true;
}

/**
 * Staff approve or reject a revision. Approval applies the request to the booking as it is now
 * (it may have changed since the request) and records the difference it actually made.
 */
export function createRevisionDecisions(db: Db) {
  return async function decideRevision(actor: BookingActor, idOrRef: string, revisionId: string, input: unknown): Promise<Booking> {
    const access = bookingAccess(actor);
    const decision = parseOrThrow(RevisionDecisionSchema, input);
    return db.transaction(async (tx) => {
      const row = await findManageableBooking(tx, access, idOrRef, { forUpdate: true });
      assertStaff(access);
      const [revision] = await tx.select().from(bookingRevisions).where(and(eq(bookingRevisions.id, revisionId), eq(bookingRevisions.bookingId, row.id)));
      if (!revision) throw errors.notFound('Revision not found');
      if (revision.status !== 'REQUESTED') throw errors.conflict('CONFLICT', 'This revision was already decided');
      const base = { bookingId: row.id, actorId: actor.userId, impersonatedById: actor.impersonatedById };
      if (decision.status === 'REJECTED') {
        await repo.decideRevision(tx, revision.id, { status: 'REJECTED', decidedById: actor.userId, reason: decision.reason, changes: revision.changes });
        await appendHistory(tx, { ...base, action: 'REVISION_REJECTED', changes: revision.changes as FieldChange[], note: decision.reason });
        return bookingView(tx, access, (await repo.byId(tx, row.id))!);
      }
      if (row.status !== 'CONFIRMED') throw errors.conflict('INVALID_STATUS_TRANSITION', 'Only a confirmed booking takes an approved revision');
      const { changes, values } = await applyContent(tx, row, revision.request as Partial<BookingContent>);
      await repo.decideRevision(tx, revision.id, { status: 'APPROVED', decidedById: actor.userId, reason: decision.reason, changes });
      const updated = values ? await repo.update(tx, row.id, values) : row;
      await appendHistory(tx, { ...base, action: 'REVISION_APPROVED', changes, note: decision.reason });
      return bookingView(tx, access, updated);
    });
  };
}
