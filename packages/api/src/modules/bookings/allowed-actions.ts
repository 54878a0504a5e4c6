import { BOOKING_ACTIONS, editModeFor, nextStatus, type BookingAllowedAction, type BookingStatus } from '@freightdeck/contracts';
import { canManage, canView, type BookingAccess, type BookingRow } from './access';

/** Staff move a booking along; its managers (customers in scope, and staff) may only cancel. */
const STAFF_ONLY = new Set(['confirm', 'depart', 'arrive', 'deliver']);

/**
 * What the caller may do to a booking now: the status machine × permissions × scope. The API
 * enforces each of these on its own route; the browser shows only these actions.
 */
export function allowedActions(access: BookingAccess, booking: Pick<BookingRow, 'status' | 'organizationId' | 'createdById'>, hasOpenRevision: boolean): BookingAllowedAction[] {
  if (!canView(access, booking)) return [];
  const status = booking.status as BookingStatus;
  const manage = canManage(access, booking);
  const out: BookingAllowedAction[] = [];
  for (const action of BOOKING_ACTIONS) {
    if (!nextStatus(status, action)) continue;
    if (STAFF_ONLY.has(action) ? access.staff : manage) out.push(action);
  }
  const edit = editModeFor(status);
  if (manage && edit === 'direct') out.push('edit');
  if (manage && edit === 'revision' && !hasOpenRevision) out.push('requestRevision');
  if (access.staff && hasOpenRevision) out.push('decideRevision');
  if (access.staff && edit !== null) out.push('editCharges');
  if (manage) out.push('manageDocuments', 'manageDataLoggers', 'share');
  out.push('watch');
  return out;
}
