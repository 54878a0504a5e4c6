import { chargeTotals, type Booking, type BookingContentPatchSchema, type FieldChange } from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db';
import type { BookingAccess, BookingRow } from './access';
import { allowedActions } from './allowed-actions';
import { bookingData, type CancellationData, type DeliveryData } from './booking-data';
import { bookingRepository as repo } from './repository';
import { shipmentOf } from './shipment';
import { organizationRepository } from '../organizations';
import { type PersonRef, personRefs } from '../users';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (people: Map<string, PersonRef>, id: string | null | undefined) => (id ? { id, name: people.get(id)?.name ?? 'Deleted user' } : null);

/** The whole booking as GET /v1/bookings/{id} answers it: parts, history, revisions and what the caller may do. */
export async function bookingView(ex: Executor, access: BookingAccess, row: BookingRow): Promise<Booking> {
  // One after the other: `ex` is often a transaction, whose one connection takes one query at a
  // time (pg warns on overlapping queries and will refuse them in pg 9).
  const history = await repo.history(ex, row.id);
  const revisions = await repo.revisions(ex, row.id);
  const watched = await repo.watchedIds(ex, access.userId, [row.id]);
  const orgs = await organizationRepository.names(ex, [row.organizationId]);
  const cancellation = row.cancellation as CancellationData | null;
  const delivery = row.delivery as DeliveryData | null;
  const names = await personRefs(ex, [
    row.createdById, cancellation?.byId, delivery?.recordedById,
    ...history.flatMap((h) => [h.actorId, h.impersonatedById]),
    ...revisions.flatMap((r) => [r.requestedById, r.decidedById]),
  ]);
  const data = bookingData(row);
  const openRevision = revisions.some((r) => r.status === 'REQUESTED');
  return {
    id: row.id,
    ...shipmentOf(row),
    version: row.version,
    organization: { id: row.organizationId, name: orgs.get(row.organizationId) ?? '' },
    createdBy: person(names, row.createdById)!,
    updatedAt: row.updatedAt.toISOString(),
    remarks: data.remarks,
    quotationId: row.quotationId,
    scheduleOptionId: row.scheduleOptionId,
    charges: data.charges,
    chargeTotals: chargeTotals(data.charges),
    chargesSource: data.chargesSource,
    cancellation: cancellation ? { reason: cancellation.reason, at: cancellation.at, by: person(names, cancellation.byId) } : null,
    delivery: delivery ? { receivedBy: delivery.receivedBy, deliveredAt: delivery.deliveredAt, remarks: delivery.remarks, recordedBy: person(names, delivery.recordedById), recordedAt: delivery.recordedAt } : null,
    watched: watched.has(row.id),
    allowedActions: allowedActions(access, row, openRevision),
    history: history.map((h) => ({
      id: h.id,
      at: h.at.toISOString(),
      actor: person(names, h.actorId),
      impersonatedBy: person(names, h.impersonatedById),
      action: h.action as Booking['history'][number]['action'],
      fromStatus: h.fromStatus as Booking['status'] | null,
      toStatus: h.toStatus as Booking['status'] | null,
      changes: h.changes as FieldChange[],
      note: h.note,
    })),
    revisions: revisions.map((r) => ({
      id: r.id,
      status: r.status,
      requestedBy: person(names, r.requestedById)!,
      requestedAt: r.requestedAt.toISOString(),
      request: r.request as z.output<typeof BookingContentPatchSchema>,
      changes: r.changes as FieldChange[],
      decidedBy: person(names, r.decidedById),
      decidedAt: iso(r.decidedAt),
      reason: r.reason,
    })),
  };
}
