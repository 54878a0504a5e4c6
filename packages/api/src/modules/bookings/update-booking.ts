import { editModeFor, UpdateBookingSchema, type Booking, type FieldChange } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import { bookingAccess, findManageableBooking } from './access';
import { parseOrThrow } from '../../lib/validation';
import type { BookingActor } from './actor';
import { bookingData } from './booking-data';
import { contentPatch, priceLines } from './content';
import { diff } from './diff';
import { appendHistory } from './history';
import { bookingRepository as repo } from './repository';
import { applyContent, requestRevision } from './revisions';
import { bookingView } from './view';

/**
 * PATCH: a PENDING booking changes at once (everything derived again); a CONFIRMED one gets a
 * REQUESTED revision for staff. Charges are operations' to set, on either, directly.
 */
export function createUpdateBooking(db: Db) {
  return async function updateBooking(actor: BookingActor, idOrRef: string, input: unknown): Promise<Booking> {
    const access = bookingAccess(actor);
    const patch = parseOrThrow(UpdateBookingSchema, input);
    return db.transaction(async (tx) => {
      let row = await findManageableBooking(tx, access, idOrRef, { forUpdate: true });
      if (patch.charges && !access.staff) throw errors.forbidden();
      if (patch.expectedVersion !== undefined && patch.expectedVersion !== row.version) {
        throw errors.conflict('CONFLICT', `The booking changed since you read it (version ${row.version}, not ${patch.expectedVersion})`);
      }
      const mode = editModeFor(row.status);
      if (!mode) throw errors.conflict('INVALID_STATUS_TRANSITION', `A ${row.status.toLowerCase().replace('_', ' ')} booking can no longer be changed`);
      const base = { bookingId: row.id, actorId: actor.userId, impersonatedById: actor.impersonatedById };
      const content = contentPatch(patch);
      let changed = false;
      if (patch.charges) {
        const charges = priceLines(patch.charges);
        const data = bookingData(row);
        const changes: FieldChange[] = diff(data.charges, charges, 'charges');
        if (changes.length || data.chargesSource !== 'OPERATIONS') {
          row = await repo.update(tx, row.id, { data: { ...data, charges, chargesSource: 'OPERATIONS' } });
          await appendHistory(tx, { ...base, action: 'UPDATED', changes: changes.length ? changes : [{ path: 'chargesSource', from: data.chargesSource, to: 'OPERATIONS' }] });
          changed = true;
        }
      }
      if (Object.keys(content).length && mode === 'revision') {
        if (await requestRevision(tx, actor, row, content)) changed = true;
      } else if (Object.keys(content).length) {
        const { changes, values } = await applyContent(tx, row, content);
        if (values) {
          row = await repo.update(tx, row.id, values);
          await appendHistory(tx, { ...base, action: 'UPDATED', changes });
          changed = true;
        }
      }
      if (!changed) throw errors.badRequest('NOTHING_TO_CHANGE');
      return bookingView(tx, access, row);
    });
  };
}
